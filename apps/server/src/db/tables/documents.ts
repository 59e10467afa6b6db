import type { DocumentKind, DocumentSource, DocumentStatus, FindingFacts, FindingSeverity, ImageCondition, ImageRoom } from '@plotwise/contracts';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type DocumentTables = {
  documents: {
    id: Generated<string>;
    tenant_id: string;
    property_id: string;
    stored_file_id: string;
    archive_id: string | null;
    filename: string;
    source: DocumentSource;
    kind: Generated<DocumentKind>;
    status: Generated<DocumentStatus>;
    status_reason: string | null;
    page_count: Generated<number>;
    attempts: Generated<number>;
    reading_started_at: Date | null;
    read_at: Date | null;
    created_at: ColumnType<Date, never, never>;
  };
  document_pages: {
    document_id: string;
    tenant_id: string;
    page_number: number;
    text: string;
    method: 'text' | 'ocr';
    ocr_confidence: number | null;
    search: ColumnType<string, never, never>;
  };
  document_findings: {
    id: Generated<string>;
    document_id: string;
    tenant_id: string;
    position: number;
    origin: string;
    kind: string;
    summary: string;
    page_number: number;
    quote: string;
    confidence: number;
    severity: FindingSeverity;
    facts: JSONColumnType<FindingFacts> | null;
  };
  image_tags: {
    image_id: string;
    tenant_id: string;
    room: ImageRoom | null;
    condition: ImageCondition | null;
    updated_at: ColumnType<Date, never, Date | string>;
  };
};
