import { sql } from 'kysely';
import { openDatabase, type DatabaseSettings } from '../src/db/database.ts';

/**
 * Bulk-inserts `count` varied properties (two image links and one document link each) for the
 * tenant in one statement per table, as a portfolio built over time would look. Returns some ids.
 */
export async function seedProperties(settings: DatabaseSettings, tenantId: string, projectId: string, count: number) {
  const { db, close } = await openDatabase(settings);
  try {
    await sql`
      insert into properties (tenant_id, project_id, address_line, city, postcode, price, property_type, tenure,
        bedrooms, description, features, tags, is_owned, created_at, updated_at)
      select ${tenantId}::uuid, ${projectId}::uuid, n || ' Bench Street',
        (array['London', 'Leeds', 'Bristol', 'Manchester', 'York'])[1 + n % 5],
        'LS' || (1 + n % 9) || ' ' || (n % 10) || 'AB',
        80000 + (n * 7919) % 1900000,
        (array['house', 'flat', 'apartment', 'bungalow', 'terraced', 'semi_detached', 'detached'])[1 + n % 7],
        (array['freehold', 'leasehold'])[1 + n % 2],
        1 + n % 6, 'Seeded for the benchmark.', array['Garden', 'Parking'], array['bench'], n % 3 = 0,
        now() - n * interval '1 minute', now()
      from generate_series(1, ${count}) as n`.execute(db);
    for (const [table, links] of [['property_images', ['front.jpg', 'rear.jpg']], ['property_documents', ['epc.pdf']]] as const) {
      for (const [position, name] of links.entries()) {
        await sql`
          insert into ${sql.table(table)} (tenant_id, property_id, position, url)
          select tenant_id, id, ${position}, 'https://example.co.uk/' || id || '/' || ${name}
          from properties where tenant_id = ${tenantId}::uuid`.execute(db);
      }
    }
    await sql`analyze`.execute(db);
    const rows = await db.selectFrom('properties').select('id').where('tenant_id', '=', tenantId).orderBy('id').limit(100).execute();
    return rows.map((row) => row.id);
  } finally {
    await close();
  }
}
