import {
  assumptionsSchema,
  type AnalysisInput,
  type AnalysisNarrative,
  type AnalysisPart,
  type Assumptions,
  type AssumptionDefaults,
  type AssumptionsPatch,
  type PropertyAnalysis,
  type PropertyAnalysisResponse,
} from '@plotwise/contracts';
import { analyseProperty, DEFAULT_ASSUMPTIONS, mergeAssumptions, ukToday } from '@plotwise/engine';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  documentContentForProperty,
  findingsForProperty,
  floorAreasOf,
  type DocumentsDeps,
} from '../documents/documents.service.ts';
import { getMarketData } from '../market-data/market-data.service.ts';
import { requireProperty } from '../properties/properties.service.ts';
import { addressLineOf, buildAnalysisInput, describeMarketData } from './analysis-input.ts';
import * as repository from './analysis.repository.ts';
import type { NarrativeRequest, PromptProperty } from './narrative-writer.ts';

export { builtInNarrativeWriter, writeBuiltInNarrative } from './builtin-narrative.ts';
export type {
  AiDocumentInput,
  AiEstimateRequest,
  AiImage,
  AiImagesInput,
  AiWork,
  AnalysisAi,
  NarrativeRequest,
  NarrativeWriter,
  PromptProperty,
  Tokens,
} from './narrative-writer.ts';

/** What computing an analysis needs: the database and the documents' deps (findings, content). */
export type AnalysisDeps = { db: Kysely<Database>; documents: DocumentsDeps; today?: () => string };

type PropertyRef = { tenantId: string; propertyId: string };
type StepResults = Pick<PropertyAnalysisResponse, AnalysisPart>;

/** Only the fields a patch names change, `buyer` field by field; an explicit null is kept (it means "work it out"). */
function mergePatch(base: AssumptionsPatch, patch: AssumptionsPatch): AssumptionsPatch {
  const { buyer, ...rest } = patch;
  const changes = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  const merged: AssumptionsPatch = { ...base, ...changes };
  return buyer
    ? {
        ...merged,
        buyer: {
          ...base.buyer,
          ...Object.fromEntries(Object.entries(buyer).filter(([, value]) => value !== undefined)),
        },
      }
    : merged;
}

/**
 * The assumptions in force for a property: the engine's defaults, then the user's defaults as they
 * were when the property was added (docs/product/analysis.md), then the property's own changes.
 */
export async function getAssumptions(
  db: Db,
  { tenantId, propertyId }: PropertyRef,
): Promise<Assumptions> {
  const overrides =
    (await repository.findOverrides(db, tenantId, propertyId)) ??
    (await repository.findDefaults(db, tenantId));
  return mergeAssumptions(DEFAULT_ASSUMPTIONS, overrides);
}

/** A new property starts from the user's defaults of the day; later changes to the defaults leave it as it is. */
export async function adoptAssumptionDefaults(
  db: Db,
  { tenantId, propertyId }: PropertyRef,
): Promise<void> {
  await repository.saveOverrides(
    db,
    tenantId,
    propertyId,
    await repository.findDefaults(db, tenantId),
    true,
  );
}

/** Applies a partial change to the property's assumptions; 400 naming the field when the result is not a valid set. */
export async function changeAssumptions(
  db: Db,
  { tenantId, propertyId }: PropertyRef,
  patch: AssumptionsPatch,
): Promise<void> {
  const current =
    (await repository.findOverrides(db, tenantId, propertyId)) ??
    (await repository.findDefaults(db, tenantId));
  const overrides = mergePatch(current, patch);
  const checked = assumptionsSchema.safeParse(mergeAssumptions(DEFAULT_ASSUMPTIONS, overrides));
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', errors[0]!.message, errors);
  }
  await repository.saveOverrides(db, tenantId, propertyId, overrides);
}

export const getAssumptionDefaults = (db: Db, tenantId: string) =>
  repository.findDefaults(db, tenantId);

/** PUT replaces the user's defaults whole; fields left out fall back to the engine's. */
export async function saveAssumptionDefaults(
  db: Db,
  tenantId: string,
  defaults: AssumptionDefaults,
): Promise<AssumptionDefaults> {
  await repository.saveDefaults(db, tenantId, defaults);
  return defaults;
}

type PropertyRow = Awaited<ReturnType<typeof requireProperty>>;
const promptPropertyFrom = (property: PropertyRow): PromptProperty => ({
  address: addressLineOf(property),
  price: Number(property.price),
  property_type: property.property_type,
  bedrooms: property.bedrooms,
});

/** The property as the prompts name it, for a language model reading its documents; 404 for another tenant's. */
export async function promptPropertyOf(
  db: Db,
  { tenantId, propertyId }: PropertyRef,
): Promise<PromptProperty> {
  return promptPropertyFrom(await requireProperty(db, tenantId, propertyId));
}

/** Everything the engine reads for the property today: its fields, assumptions, market data and document findings. */
async function gatherAnalysisInput(deps: AnalysisDeps, ref: PropertyRef) {
  const property = await requireProperty(deps.db, ref.tenantId, ref.propertyId);
  const [assumptions, market, findings, floorAreas] = await Promise.all([
    getAssumptions(deps.db, ref),
    getMarketData(deps.db, ref.tenantId, property.id),
    findingsForProperty(deps.documents, ref),
    floorAreasOf(deps.db, ref.tenantId, [property.id]),
  ]);
  const input = buildAnalysisInput({
    property,
    assumptions,
    market,
    findings,
    floorAreaSqm: floorAreas.get(property.id) ?? null,
    today: deps.today?.() ?? ukToday(),
  });
  return { property, market, input };
}

/**
 * The engine's input for the property as a recompute would read it now, so the web can recalculate
 * as the user types an assumption (docs/decisions/0160-recalculating-in-the-browser.md).
 */
export async function getAnalysisInput(
  deps: AnalysisDeps,
  ref: PropertyRef,
): Promise<AnalysisInput> {
  return (await gatherAnalysisInput(deps, ref)).input;
}

/** The engine's whole analysis of the property from its fields, assumptions, market data and document findings. */
export async function computeAnalysis(deps: AnalysisDeps, ref: PropertyRef) {
  const { property, market, input } = await gatherAnalysisInput(deps, ref);
  const analysis = analyseProperty(input);
  /** What a narrative writer is told besides the figures; the document text is read only when asked for (a language model). */
  const narrativeRequest = async (
    part: AnalysisPart,
    withContent: boolean,
  ): Promise<NarrativeRequest> => ({
    tenantId: ref.tenantId,
    part,
    analysis,
    property: promptPropertyFrom(property),
    documentContent: withContent ? await documentContentForProperty(deps.documents, ref) : '',
    imageDescriptions: '',
    marketData: describeMarketData(market),
  });
  return { analysis, narrativeRequest };
}

/** A run's key figures from one part, kept with the run (docs/product/analysis.md, "Steps"). */
export function headlineOf(
  part: AnalysisPart,
  analysis: PropertyAnalysis,
): Record<string, number | string> {
  if (part === 'legal') return { legal_risk_level: analysis.legal.risk_level };
  if (part === 'refurbishment')
    return { refurbishment_total: analysis.refurbishment.figures.works_total.value };
  const { figures } = analysis.strategy;
  return {
    gross_yield_pct: figures.gross_yield_pct.value,
    net_yield_pct: figures.net_yield_pct.value,
    monthly_cash_flow: figures.monthly_cash_flow.value,
    investment_risk_level: analysis.strategy.risk.level,
  };
}

export async function storePartResult(
  db: Db,
  ref: PropertyRef,
  values: {
    part: AnalysisPart;
    runId: string;
    analysis: PropertyAnalysis;
    narrative: AnalysisNarrative | null;
  },
) {
  await repository.upsertPartResult(db, ref.tenantId, ref.propertyId, {
    part: values.part,
    runId: values.runId,
    result: values.analysis[values.part],
    narrative: values.narrative,
    engineVersion: values.analysis.engine_version,
    ratesVersion: values.analysis.rates_version,
  });
}

/** The latest result of each part, or null for a part never computed. */
export async function getLatestResults(
  db: Db,
  { tenantId, propertyId }: PropertyRef,
): Promise<StepResults> {
  const rows = await repository.listPartResults(db, tenantId, propertyId);
  const resultOf = (part: AnalysisPart) => {
    const row = rows.find((candidate) => candidate.part === part);
    if (!row) return null;
    return {
      result: row.result,
      narrative: row.narrative,
      run_id: row.run_id,
      computed_at: row.computed_at.toISOString(),
      engine_version: row.engine_version,
      rates_version: row.rates_version,
    };
  };
  return {
    legal: resultOf('legal'),
    refurbishment: resultOf('refurbishment'),
    strategy: resultOf('strategy'),
  } as StepResults;
}
