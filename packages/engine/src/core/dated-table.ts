import type { FigureSource } from '@plotwise/contracts';

/** A rate table in force from a date until the next one starts, with the publication it comes from. */
export type DatedTable = { effective_from: string; source: FigureSource };

/** The table in force on a date (ISO dates compare as text), or null before the first. Tables are listed oldest first. */
export function tableInForce<T extends DatedTable>(tables: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const table of tables) {
    if (table.effective_from <= date) found = table;
  }
  return found;
}

/** As tableInForce, falling back to the oldest table for dates before it (income tax for past years). */
export const tableInForceOrFirst = <T extends DatedTable>(tables: readonly T[], date: string): T =>
  tableInForce(tables, date) ?? tables[0]!;
