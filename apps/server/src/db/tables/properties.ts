import type { ColumnType, Generated } from 'kysely';
import type {
  AnalysisStatus,
  CouncilTaxBand,
  EnergyRating,
  PropertyType,
  Tenure,
  WorkflowStatus,
} from '@plotwise/contracts';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date | string>;

type AttachmentTable = {
  id: Generated<string>;
  tenant_id: string;
  property_id: string;
  position: number;
  /** A link the user gave, or null for an uploaded file. */
  url: string | null;
  stored_file_id: string | null;
  created_at: CreatedAt;
};

export type PropertyTables = {
  properties: {
    id: Generated<string>;
    tenant_id: string;
    project_id: string;
    address_line: string;
    city: string;
    postcode: string;
    price: number;
    property_type: PropertyType;
    tenure: Tenure;
    bedrooms: number;
    description: string;
    energy_rating: EnergyRating | null;
    url: string | null;
    features: string[];
    council_tax_band: CouncilTaxBand | null;
    is_owned: boolean;
    tags: string[];
    workflow_status: Generated<WorkflowStatus>;
    analysis_status: Generated<AnalysisStatus>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  stored_files: {
    id: string;
    tenant_id: string;
    property_id: string;
    storage_key: string;
    filename: string;
    content_type: string;
    size: number;
    /** A small WebP beside an uploaded image (docs/decisions/0062-image-uploads.md). */
    thumbnail_key: string | null;
    created_at: CreatedAt;
  };
  /** Bodies that may exist without a stored_files row: an upload arriving, a removal not yet done (docs/decisions/0132-no-orphan-files.md). */
  pending_files: {
    storage_key: string;
    tenant_id: string;
    /** The process run writing the body (db/process-run.ts), or null for a body left to remove. */
    run_id: string | null;
    created_at: CreatedAt;
  };
  property_images: AttachmentTable;
  property_documents: AttachmentTable;
};
