import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether a row holds any of the values, in a column or inside an array or JSON column. */
const rowHolds = (row: object, values: Set<string>) =>
  Object.values(row).some((cell) => {
    if (cell === null || cell === undefined) return false;
    if (typeof cell === 'string') return values.has(cell);
    if (cell instanceof Date || typeof cell !== 'object') return false;
    const text = JSON.stringify(cell);
    return [...values].some((value) => text.includes(value));
  });

/**
 * Every row of every table that names one of the owner's ids (tenant, user, project, property,
 * file...), as sorted JSON: any change to the owner's data, or any new row pointing at it, shows.
 * Read table by table from the catalogue, so a new table is included without naming it. Our tables
 * live in `public`; the job queue keeps its own in `pgboss`, and every run it is asked for is one of
 * ours (analysis runs), so the queue's bookkeeping is left out.
 */
export async function snapshotOwnerRows(db: Kysely<Database>, ownerIds: string[]): Promise<Record<string, string[]>> {
  const values = new Set(ownerIds);
  const snapshot: Record<string, string[]> = {};
  const tables = (await db.introspection.getTables()).filter((table) => table.schema === 'public');
  for (const table of tables) {
    const { rows } = await sql<object>`select * from ${sql.table(table.name)}`.execute(db);
    const owned = rows.filter((row) => rowHolds(row, values)).map((row) => JSON.stringify(row)).sort();
    if (owned.length > 0) snapshot[table.name] = owned;
  }
  return snapshot;
}

/** The snapshot once background work (document reads, runs) has stopped changing it, within `timeoutMs`. */
export async function settledOwnerRows(db: Kysely<Database>, ownerIds: string[], timeoutMs = 10_000) {
  let previous = await snapshotOwnerRows(db, ownerIds);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await snapshotOwnerRows(db, ownerIds);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}
