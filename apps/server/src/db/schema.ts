import type { Kysely, Transaction } from 'kysely';
import type { AuthTables } from './tables/auth.ts';
import type { DocumentTables } from './tables/documents.ts';
import type { ProjectTables } from './tables/projects.ts';
import type { PropertyTables } from './tables/properties.ts';
import type { TenantTables } from './tables/tenants.ts';
import type { ProfileTables } from './tables/profiles.ts';
import type { PromptTables } from './tables/prompts.ts';
import type { MarketDataTables } from './tables/market-data.ts';
import type { AnalysisTables } from './tables/analysis.ts';

/** The whole database as Kysely sees it: one table file per domain. */
export type Database = AuthTables & TenantTables & ProjectTables & PropertyTables & PromptTables & ProfileTables & DocumentTables & MarketDataTables & AnalysisTables;

/** What a repository runs its queries on: the database or a transaction opened on it. */
export type Db = Kysely<Database> | Transaction<Database>;
