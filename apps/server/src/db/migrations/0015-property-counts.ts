import { sql, type Kysely } from 'kysely';

/**
 * Each tenant's number of properties, kept by a trigger on every insert and delete whichever path
 * makes it, so the unfiltered total of the property list is one row read instead of a count of them
 * all (docs/decisions/0092-summary-reads.md). A property never moves between tenants. Creates
 * already lock the tenant's row (the plan limit), so the extra update adds no new waiting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('property_count', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`
    update tenants set property_count = counted.total
    from (select tenant_id, count(*) as total from properties group by tenant_id) as counted
    where counted.tenant_id = tenants.id`.execute(db);
  await sql`
    create function count_tenant_properties() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update tenants set property_count = property_count + 1 where id = new.tenant_id;
        return new;
      end if;
      update tenants set property_count = property_count - 1 where id = old.tenant_id;
      return old;
    end
    $$`.execute(db);
  await sql`
    create trigger properties_counted after insert or delete on properties
    for each row execute function count_tenant_properties()`.execute(db);
}
