import type { Config } from '../../config.ts';
import type { ZipLimits } from './extract/zip-entries.ts';
import { createOcrPool, type OcrPool } from './extract/ocr-pool.ts';
import { createPdfReader, type PdfReader } from './extract/pdf-thread-client.ts';
import type { FindingSource } from './findings/finding-source.ts';
import { ruleFindingSource } from './findings/rule-reader.ts';

/** What reading documents needs beyond the database and file storage: one per process. */
export type DocumentsContext = {
  pdf: PdfReader;
  ocr: OcrPool;
  ocrWorkers: number;
  zipLimits: ZipLimits;
  /** A read that started longer ago than this is presumed lost with its process, and is read again. */
  readTimeoutMs: number;
  /** Where findings come from, in order: the rule-based reader; a run's language model adds itself for its read. */
  findingSources: FindingSource[];
  /** Stops the PDF and OCR threads. */
  close: () => Promise<void>;
};

export function createDocumentsContext(config: Config): DocumentsContext {
  const pdf = createPdfReader();
  const ocr = createOcrPool({ size: config.OCR_WORKERS });
  return {
    pdf,
    ocr,
    ocrWorkers: config.OCR_WORKERS,
    zipLimits: {
      maxEntries: config.ZIP_MAX_ENTRIES,
      maxTotalBytes: config.ZIP_MAX_TOTAL_MB * 1024 * 1024,
      maxRatio: config.ZIP_MAX_RATIO,
      maxDepth: config.ZIP_MAX_DEPTH,
    },
    readTimeoutMs: config.DOCUMENT_READ_TIMEOUT_MINUTES * 60 * 1000,
    findingSources: [ruleFindingSource],
    close: async () => {
      await Promise.all([pdf.close(), ocr.close()]);
    },
  };
}
