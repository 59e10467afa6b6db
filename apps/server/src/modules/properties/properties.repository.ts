import type { PropertyListQuery, PropertySort } from '@plotwise/contracts';
import { sql, type Transaction } from 'kysely';
import { cachedStatement } from '../../db/cached-statement.ts';
import type { Database, Db } from '../../db/schema.ts';

type PropertiesTable = Database['properties'];
export type PropertyValues = Omit<
  PropertiesTable,
  'id' | 'tenant_id' | 'created_at' | 'updated_at' | 'workflow_status' | 'analysis_status'
>;
export type PropertyFilters = Pick<PropertyListQuery, 'property_type' | 'city' | 'project' | 'is_owned'>;

const orderings: Record<PropertySort, { column: 'price' | 'created_at'; direction: 'asc' | 'desc' }> = {
  'price-desc': { column: 'price', direction: 'desc' },
  'price-asc': { column: 'price', direction: 'asc' },
  'date-desc': { column: 'created_at', direction: 'desc' },
  'date-asc': { column: 'created_at', direction: 'asc' },
};

function withProject<T extends ReturnType<typeof filteredProperties>>(query: T) {
  return query
    .innerJoin('projects', (join) =>
      join.onRef('projects.id', '=', 'properties.project_id').onRef('projects.tenant_id', '=', 'properties.tenant_id'),
    )
    .selectAll('properties')
    .select(['projects.name as project_name', 'projects.color as project_color']);
}

/** The city is compared lowercased (the statements take it so: see filterValues). */
function filteredProperties(db: Db, tenantId: string, filters: PropertyFilters) {
  return db
    .selectFrom('properties')
    .where('properties.tenant_id', '=', tenantId)
    .$if(filters.property_type !== undefined, (query) => query.where('properties.property_type', '=', filters.property_type!))
    .$if(filters.city !== undefined, (query) => query.where(sql<string>`lower(properties.city)`, '=', filters.city!))
    .$if(filters.project !== undefined, (query) => query.where('properties.project_id', '=', filters.project!))
    .$if(filters.is_owned !== undefined, (query) => query.where('properties.is_owned', '=', filters.is_owned!));
}

export type PropertyRow = NonNullable<Awaited<ReturnType<typeof findProperty>>>;

export async function findProperty(db: Db, tenantId: string, id: string) {
  return withProject(filteredProperties(db, tenantId, {})).where('properties.id', '=', id).executeTakeFirst();
}

type PageOptions = PropertyFilters & { sort: PropertySort; limit: number; skip: number };
type PageValues = PropertyFilters & { tenantId: string; limit: number; skip: number };

/** The values a statement takes for these filters: each one as it is, but the city lowercased. */
const filterValues = (tenantId: string, filters: PropertyFilters) => ({
  tenantId,
  property_type: filters.property_type,
  city: filters.city?.toLowerCase(),
  project: filters.project,
  is_owned: filters.is_owned,
});
const pageValues = (tenantId: string, options: PageOptions): PageValues => ({ ...filterValues(tenantId, options), limit: options.limit, skip: options.skip });

function pageOfProperties(db: Db, sort: PropertySort, values: PageValues) {
  const { column, direction } = orderings[sort];
  return withProject(filteredProperties(db, values.tenantId, values))
    .orderBy(`properties.${column}`, direction)
    .orderBy('properties.created_at', direction)
    .orderBy('properties.id', direction)
    .limit(values.limit)
    .offset(values.skip);
}

const isUnfiltered = (filters: PropertyFilters) =>
  filters.property_type === undefined && filters.city === undefined && filters.project === undefined && filters.is_owned === undefined;

/** Without filters, the count a trigger keeps on the tenant (migration 0015); with them, the matching rows counted. */
function totalOf(db: Db, tenantId: string, filters: PropertyFilters) {
  if (isUnfiltered(filters)) return db.selectFrom('tenants').select('property_count as total').where('id', '=', tenantId);
  return filteredProperties(db, tenantId, filters).select((eb) => eb.fn.countAll<number>().as('total'));
}

// Built and compiled once per sort and set of filters (docs/decisions/0092-summary-reads.md).
const pageStatement = cachedStatement((db, sort: PropertySort, values: PageValues) => pageOfProperties(db, sort, values));
const pageWithTotalStatement = cachedStatement((db, sort: PropertySort, values: PageValues) =>
  pageOfProperties(db, sort, values).select(() => totalOf(db, values.tenantId, values).as('total')),
);
const totalStatement = cachedStatement((db, _shape: null, values: ReturnType<typeof filterValues>) => totalOf(db, values.tenantId, values));

export async function listProperties(db: Db, tenantId: string, options: PageOptions) {
  return pageStatement(db, options.sort, pageValues(tenantId, options));
}

export async function countProperties(db: Db, tenantId: string, filters: PropertyFilters = {}) {
  const [row] = await totalStatement(db, null, filterValues(tenantId, filters));
  if (!row) throw new Error(`no tenant ${tenantId}`);
  return Number(row.total);
}

/**
 * One page and the total that match, in one statement: the total rides on each row of the page
 * (docs/decisions/0092-summary-reads.md). A page past the end has no row to carry it; then the total
 * is asked alone.
 */
export async function listPropertyPage(db: Db, tenantId: string, options: PageOptions) {
  const rows = await pageWithTotalStatement(db, options.sort, pageValues(tenantId, options));
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countProperties(db, tenantId, options);
  return { rows, total };
}

/**
 * The tenant's plan, with its row locked until the transaction ends so two creates cannot both pass
 * the limit. `for no key update` leaves rows that point at the tenant free to be written meanwhile
 * (docs/decisions/0146-lock-order-for-writes-that-start-a-run.md).
 */
export async function lockTenantTier(trx: Transaction<Database>, tenantId: string) {
  const row = await trx.selectFrom('tenants').select('tier').where('id', '=', tenantId).forNoKeyUpdate().executeTakeFirstOrThrow();
  return row.tier;
}

export async function insertProperty(db: Db, tenantId: string, values: PropertyValues) {
  const row = await db
    .insertInto('properties')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProperty(db: Db, tenantId: string, id: string, values: PropertyValues) {
  await db
    .updateTable('properties')
    .set({ ...values, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteProperty(db: Db, tenantId: string, id: string) {
  await db.deleteFrom('properties').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
