import type { AuthTables } from './tables/auth.ts';
import type { ProjectTables } from './tables/projects.ts';
import type { TenantTables } from './tables/tenants.ts';

/** The whole database as Kysely sees it: one table file per domain. */
export type Database = AuthTables & TenantTables & ProjectTables;
