import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FilesContext } from '../files/files.service.ts';
import type { DocumentsContext } from './documents-context.ts';

/** What the documents service needs; the analysis workflow's jobs build the same from the app. */
export type DocumentsDeps = {
  db: Kysely<Database>;
  files: FilesContext;
  documents: DocumentsContext;
  /** The clock (years remaining on a lease, recovery timeouts); the real one unless a test sets it. */
  now?: () => Date;
  log?: { error: (details: object, message: string) => void };
};

export const nowOf = (deps: Pick<DocumentsDeps, 'now'>) => deps.now?.() ?? new Date();
