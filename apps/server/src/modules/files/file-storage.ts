import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (docs/decisions/0010-file-storage.md). Keys are `${tenantId}/${fileId}`.
 * `put` is all or nothing: a key is readable only once its whole body has been written.
 */
export type FileStorage = {
  put: (key: string, body: Readable) => Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get: (key: string) => Promise<Readable | null>;
  /** Removes the keys that exist; missing ones are ignored. */
  remove: (keys: string[]) => Promise<void>;
  /** Every stored key, by tenant, for the orphan sweep; local storage only (docs/decisions/0132-no-orphan-files.md). */
  listKeys?: () => Promise<Map<string, string[]>>;
  /** Removes temporary bodies of process runs that are gone (db/process-run.ts), answering how many; local storage only. */
  removeTemporaries?: (isGone: (runId: string | null) => Promise<boolean>) => Promise<number>;
};
