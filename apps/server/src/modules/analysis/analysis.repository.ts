import type {
  AnalysisNarrative,
  AnalysisPart,
  AssumptionDefaults,
  AssumptionsPatch,
} from '@plotwise/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export type PartResultValues = {
  part: AnalysisPart;
  runId: string;
  result: object;
  narrative: AnalysisNarrative | null;
  engineVersion: string;
  ratesVersion: string;
};

/** The latest result of a part replaces the one before; runs keep their headline figures. */
export async function upsertPartResult(
  db: Db,
  tenantId: string,
  propertyId: string,
  values: PartResultValues,
) {
  const changes = {
    run_id: values.runId,
    result: JSON.stringify(values.result),
    narrative: values.narrative === null ? null : JSON.stringify(values.narrative),
    engine_version: values.engineVersion,
    rates_version: values.ratesVersion,
    computed_at: sql<Date>`now()`,
  };
  await db
    .insertInto('analysis_results')
    .values({ tenant_id: tenantId, property_id: propertyId, part: values.part, ...changes })
    .onConflict((conflict) => conflict.columns(['property_id', 'part']).doUpdateSet(changes))
    .execute();
}

export async function listPartResults(
  db: Db,
  tenantId: string,
  propertyId: string,
  runId?: string,
) {
  return db
    .selectFrom('analysis_results')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .$if(runId !== undefined, (query) => query.where('run_id', '=', runId!))
    .execute();
}

export async function findOverrides(
  db: Db,
  tenantId: string,
  propertyId: string,
): Promise<AssumptionsPatch | undefined> {
  const row = await db
    .selectFrom('analysis_assumptions')
    .select('overrides')
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row?.overrides;
}

export async function saveOverrides(
  db: Db,
  tenantId: string,
  propertyId: string,
  overrides: AssumptionsPatch,
  onlyIfNew = false,
) {
  const values = {
    tenant_id: tenantId,
    property_id: propertyId,
    overrides: JSON.stringify(overrides),
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('analysis_assumptions')
    .values(values)
    .onConflict((conflict) =>
      onlyIfNew
        ? conflict.column('property_id').doNothing()
        : conflict
            .column('property_id')
            .doUpdateSet({ overrides: values.overrides, updated_at: values.updated_at }),
    )
    .execute();
}

export async function findDefaults(db: Db, tenantId: string): Promise<AssumptionDefaults> {
  const row = await db
    .selectFrom('assumption_defaults')
    .select('defaults')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.defaults ?? {};
}

export async function saveDefaults(db: Db, tenantId: string, defaults: AssumptionDefaults) {
  const values = {
    tenant_id: tenantId,
    defaults: JSON.stringify(defaults),
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('assumption_defaults')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet({ defaults: values.defaults, updated_at: values.updated_at }),
    )
    .execute();
}
