import type { Config } from '../../config.ts';
import { resolveAuthSecret } from '../../lib/auth-secret.ts';
import { createFileStorage } from './create-file-storage.ts';
import { createFileLinks, type FileLinks } from './file-links.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * What the property, file and upload services need to store files and hand out links to them;
 * `runId` is this process's run (db/process-run.ts), recorded with the bodies it writes.
 */
export type FilesContext = { storage: FileStorage; links: FileLinks; maxUploadMb: number; runId: string };

export async function createFilesContext(config: Config, runId: string): Promise<FilesContext> {
  return {
    storage: await createFileStorage(config, runId),
    links: createFileLinks(resolveAuthSecret(config)),
    maxUploadMb: config.MAX_UPLOAD_MB,
    runId,
  };
}
