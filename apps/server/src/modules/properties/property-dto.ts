import type { MarketAnalysis, Property, PropertyAnalysisStatus, PropertyFile, PropertyProjection } from '@plotwise/contracts';
import type { FileLinks } from '../files/files.service.ts';
import type { AttachmentRow } from './attachments.repository.ts';
import type { PropertyRow } from './properties.repository.ts';

export type Attachments = { images: AttachmentRow[]; documents: AttachmentRow[] };

export function toPropertyFile(row: AttachmentRow, tenantId: string, links: FileLinks): PropertyFile {
  return {
    id: row.id,
    public_url: row.url ?? links.urlFor(tenantId, row.stored_file_id!),
    filename: row.filename,
    content_type: row.content_type,
    size: row.size === null ? null : Number(row.size),
  };
}

/** What other modules know of the property, looked up through PropertiesDeps (docs/decisions/0074-market-data-in-the-module-graph.md). */
export type PropertyFacts = { floorAreaSqm: number | null; marketAnalysis: MarketAnalysis; analysisStatus: PropertyAnalysisStatus };

export function toProperty(row: PropertyRow, attachments: Attachments, links: FileLinks, facts: PropertyFacts): Property {
  const toFile = (attachment: AttachmentRow) => toPropertyFile(attachment, row.tenant_id, links);
  return {
    id: row.id,
    address: { address: row.address_line, city: row.city, postcode: row.postcode },
    price: Number(row.price),
    property_type: row.property_type,
    tenure: row.tenure,
    bedrooms: row.bedrooms,
    description: row.description,
    energy_rating: row.energy_rating,
    url: row.url,
    features: row.features,
    council_tax_band: row.council_tax_band,
    project: row.project_id,
    project_name: row.project_name,
    project_color: row.project_color,
    is_owned: row.is_owned,
    tags: row.tags,
    images: attachments.images.map(toFile),
    documents: attachments.documents.map(toFile),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    workflow_status: row.workflow_status,
    analysis_status: facts.analysisStatus,
    market_analysis: facts.marketAnalysis,
    floor_area_sqm: facts.floorAreaSqm,
  };
}

/** Only the asked-for keys, plus id (GET /properties/{id}?fields=...). */
export function projectProperty(property: Property, fields: (keyof Property)[]): PropertyProjection {
  return Object.fromEntries([['id', property.id], ...fields.map((field) => [field, property[field]])]) as PropertyProjection;
}
