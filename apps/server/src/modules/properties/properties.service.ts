import {
  plans,
  PROPERTY_MESSAGES,
  upgradeRequiredMessage,
  type AnalysisStatus,
  type PropertyAnalysisStatus,
  type MarketAnalysis,
  type Property,
  type PropertyFile,
  type PropertyInput,
  type PropertyListQuery,
  type PropertyPage,
  type PropertyProjection,
} from '@plotwise/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { releasePropertyFiles, removeStoredBodies, type FilesContext } from '../files/files.service.ts';
import { findProjectId } from '../projects/projects.service.ts';
import { parseAddress } from './address.ts';
import { insertFileAttachments, listAllAttachments } from './attachments.repository.ts';
import * as repository from './properties.repository.ts';
import { projectProperty, toProperty, toPropertyFile, type Attachments } from './property-dto.ts';
import { syncAttachments } from './sync-attachments.ts';

export type { PropertyRow } from './properties.repository.ts';

/**
 * The floor area (m²) each property's documents give, and each property's market analysis from its
 * latest market run. The documents and market-data modules know them and themselves depend on
 * properties, so app.ts hands the lookups in (docs/decisions/0065-documents-in-the-module-graph.md,
 * docs/decisions/0074-market-data-in-the-module-graph.md).
 */
export type FloorAreaLookup = (db: Db, tenantId: string, propertyIds: string[]) => Promise<Map<string, number>>;
export type MarketAnalysisLookup = (db: Db, tenantId: string, propertyIds: string[]) => Promise<(propertyId: string) => MarketAnalysis>;
/** Each property's `analysis_status` from its latest run; the workflow knows it (docs/decisions/0142-workflow-in-the-module-graph.md). */
export type AnalysisStatusLookup = (db: Db, tenantId: string, propertyIds: string[]) => Promise<(propertyId: string, status: AnalysisStatus) => PropertyAnalysisStatus>;
/**
 * Asks the workflow for a run because the property changed (docs/product/analysis.md, "Triggers"),
 * in the caller's transaction so the run exists exactly when the change does.
 */
export type AnalysisTrigger = (db: Db, tenantId: string, propertyId: string, trigger: 'create' | 'update' | 'upload') => Promise<void>;
/**
 * Waits for the workflow's transactions on the property's runs and holds new ones off until the
 * caller's transaction ends. A transaction that changes an existing property and may ask for a run
 * (an update, an upload) or removes its runs (a delete) takes it before any row, so it cannot take
 * the property's rows in the opposite order to a run that is moving on
 * (docs/decisions/0145-deleting-a-property-during-its-run.md, docs/decisions/0146-lock-order-for-writes-that-start-a-run.md).
 */
export type AnalysisHold = (db: Db, propertyId: string) => Promise<void>;
export type PropertiesDeps = {
  db: Kysely<Database>;
  files: FilesContext;
  floorAreasOf: FloorAreaLookup;
  marketAnalysesOf: MarketAnalysisLookup;
  analysisStatusesOf: AnalysisStatusLookup;
  triggerAnalysis: AnalysisTrigger;
  holdAnalysis: AnalysisHold;
};
const propertyNotFound = () => new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/** The property's id when the tenant has it; 404 otherwise, also for ids that are not uuids. */
export async function requireProperty(db: Db, tenantId: string, id: string): Promise<repository.PropertyRow> {
  const row = isUuid(id) ? await repository.findProperty(db, tenantId, id) : undefined;
  if (!row) throw propertyNotFound();
  return row;
}

/** How many properties the tenant has (its plan's usage). */
export async function countProperties(db: Db, tenantId: string): Promise<number> {
  return repository.countProperties(db, tenantId);
}

/** Appends uploaded files to the property's images and documents; answers their new row ids, in order. */
export async function attachUploadedFiles(db: Db, tenantId: string, propertyId: string, fileIds: { images: string[]; documents: string[] }) {
  return {
    images: await insertFileAttachments(db, tenantId, 'property_images', propertyId, fileIds.images),
    documents: await insertFileAttachments(db, tenantId, 'property_documents', propertyId, fileIds.documents),
  };
}

async function loadAttachments(db: Db, tenantId: string, propertyIds: string[]) {
  const rows = await listAllAttachments(db, tenantId, propertyIds);
  return (propertyId: string): Attachments => ({
    images: rows.filter((row) => row.property_id === propertyId && row.table_name === 'property_images'),
    documents: rows.filter((row) => row.property_id === propertyId && row.table_name === 'property_documents'),
  });
}

async function toProperties(deps: PropertiesDeps, tenantId: string, rows: repository.PropertyRow[]): Promise<Property[]> {
  const ids = rows.map((row) => row.id);
  const [attachmentsOf, floorAreas, marketAnalysisOf, analysisStatusOf] = await Promise.all([
    loadAttachments(deps.db, tenantId, ids),
    deps.floorAreasOf(deps.db, tenantId, ids),
    deps.marketAnalysesOf(deps.db, tenantId, ids),
    deps.analysisStatusesOf(deps.db, tenantId, ids),
  ]);
  return rows.map((row) =>
    toProperty(row, attachmentsOf(row.id), deps.files.links, {
      floorAreaSqm: floorAreas.get(row.id) ?? null,
      marketAnalysis: marketAnalysisOf(row.id),
      analysisStatus: analysisStatusOf(row.id, row.analysis_status),
    }),
  );
}

export async function listProperties(deps: PropertiesDeps, tenantId: string, query: PropertyListQuery): Promise<Property[]> {
  return toProperties(deps, tenantId, await repository.listProperties(deps.db, tenantId, query));
}

export async function getPropertyPage(
  deps: PropertiesDeps,
  tenantId: string,
  query: PropertyListQuery,
): Promise<PropertyPage> {
  const { rows, total } = await repository.listPropertyPage(deps.db, tenantId, query);
  return { properties: await toProperties(deps, tenantId, rows), total };
}

export async function getProperty(deps: PropertiesDeps, tenantId: string, id: string): Promise<Property>;
export async function getProperty(deps: PropertiesDeps, tenantId: string, id: string, fields?: (keyof Property)[]): Promise<PropertyProjection>;
export async function getProperty(deps: PropertiesDeps, tenantId: string, id: string, fields?: (keyof Property)[]) {
  const row = await requireProperty(deps.db, tenantId, id);
  const wants = (field: keyof Property) => !fields || fields.includes(field);
  const attachments = wants('images') || wants('documents') ? (await loadAttachments(deps.db, tenantId, [row.id]))(row.id) : { images: [], documents: [] };
  const floorAreaSqm = wants('floor_area_sqm') ? ((await deps.floorAreasOf(deps.db, tenantId, [row.id])).get(row.id) ?? null) : null;
  const marketAnalysis = wants('market_analysis') ? (await deps.marketAnalysesOf(deps.db, tenantId, [row.id]))(row.id) : { data_available: false };
  const analysisStatus = wants('analysis_status') ? (await deps.analysisStatusesOf(deps.db, tenantId, [row.id]))(row.id, row.analysis_status) : { status: row.analysis_status };
  const property = toProperty(row, attachments, deps.files.links, { floorAreaSqm, marketAnalysis, analysisStatus });
  return fields ? projectProperty(property, fields) : property;
}

/** The property's images in order (its own and linked ones); 404 for another tenant's property. Needs none of the lookups. */
export async function listPropertyImages(deps: Pick<PropertiesDeps, 'db' | 'files'>, tenantId: string, id: string): Promise<PropertyFile[]> {
  const row = await requireProperty(deps.db, tenantId, id);
  const { images } = (await loadAttachments(deps.db, tenantId, [row.id]))(row.id);
  return images.map((image) => toPropertyFile(image, tenantId, deps.files.links));
}

/** The form names a project by id or by name (docs/product/property-form.md, "Payload"); either way it must be the tenant's. */
async function resolveProjectId(db: Db, tenantId: string, project: string): Promise<string> {
  const id = await findProjectId(db, tenantId, project);
  if (!id) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.projectNotFound, [{ field: 'project', message: PROPERTY_MESSAGES.projectNotFound }]);
  return id;
}

async function toValues(db: Db, tenantId: string, input: PropertyInput): Promise<repository.PropertyValues> {
  const address = parseAddress(input.address);
  if (address.address === '') throw fieldError('address', PROPERTY_MESSAGES.addressRequired);
  return {
    project_id: await resolveProjectId(db, tenantId, input.project),
    address_line: address.address,
    city: address.city,
    postcode: address.postcode,
    price: input.price,
    property_type: input.property_type,
    tenure: input.tenure,
    bedrooms: input.bedrooms,
    description: input.description,
    energy_rating: input.energy_rating,
    url: input.url,
    features: input.features,
    council_tax_band: input.council_tax_band,
    is_owned: input.is_owned,
    tags: input.tags,
  };
}

/** Free: 5 properties; Pro and Corporate: unlimited (docs/decisions/0108-plans-and-limits.md, `plans` in contracts). */
async function checkPropertyLimit(trx: Transaction<Database>, tenantId: string) {
  const plan = plans[await repository.lockTenantTier(trx, tenantId)];
  if (plan.properties === 'unlimited') return;
  if ((await repository.countProperties(trx, tenantId)) >= plan.properties) {
    throw new AppError('FORBIDDEN', upgradeRequiredMessage(plan.name));
  }
}

async function saveAttachments(trx: Transaction<Database>, tenantId: string, propertyId: string, input: PropertyInput) {
  const images = await syncAttachments(trx, tenantId, propertyId, 'property_images', input.image_urls);
  const documents = await syncAttachments(trx, tenantId, propertyId, 'property_documents', input.document_urls);
  return [...images, ...documents];
}

/** The fields the engine and the market step read (docs/product/analysis.md, "Triggers"): a change to one starts a run. */
const analysedFields = ['address_line', 'city', 'postcode', 'price', 'property_type', 'tenure', 'bedrooms', 'description', 'energy_rating', 'council_tax_band', 'features'] as const;

function changesAnalysis(before: repository.PropertyRow, after: repository.PropertyValues): boolean {
  return analysedFields.some((field) => JSON.stringify(field === 'price' ? Number(before.price) : before[field]) !== JSON.stringify(after[field]));
}

export async function createProperty(deps: PropertiesDeps, tenantId: string, input: PropertyInput): Promise<Property> {
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkPropertyLimit(trx, tenantId);
    const propertyId = await repository.insertProperty(trx, tenantId, await toValues(trx, tenantId, input));
    await saveAttachments(trx, tenantId, propertyId, input);
    await deps.triggerAnalysis(trx, tenantId, propertyId, 'create');
    return propertyId;
  });
  return getProperty(deps, tenantId, id);
}

export async function updateProperty(deps: PropertiesDeps, tenantId: string, id: string, input: PropertyInput): Promise<Property> {
  const removedKeys = await deps.db.transaction().execute(async (trx) => {
    await deps.holdAnalysis(trx, id);
    const before = await requireProperty(trx, tenantId, id);
    const values = await toValues(trx, tenantId, input);
    await repository.updateProperty(trx, tenantId, id, values);
    const removed = await saveAttachments(trx, tenantId, id, input);
    if (changesAnalysis(before, values)) await deps.triggerAnalysis(trx, tenantId, id, 'update');
    return removed;
  });
  await removeStoredBodies(deps, tenantId, removedKeys);
  return getProperty(deps, tenantId, id);
}

/** Removes the property, its rows (by cascade) and then its stored files. */
export async function deleteProperty(deps: PropertiesDeps, tenantId: string, id: string): Promise<void> {
  const keys = await deps.db.transaction().execute(async (trx) => {
    await deps.holdAnalysis(trx, id);
    await requireProperty(trx, tenantId, id);
    const storageKeys = await releasePropertyFiles(trx, tenantId, id);
    await repository.deleteProperty(trx, tenantId, id);
    return storageKeys;
  });
  await removeStoredBodies(deps, tenantId, keys);
}
