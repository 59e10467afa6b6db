import type { Config } from '../../config.ts';
import { resolveAuthSecret } from '../../lib/auth-secret.ts';
import { createFileStorage } from './create-file-storage.ts';
import { createFileLinks, type FileLinks } from './file-links.ts';
import type { FileStorage } from './file-storage.ts';

/** What the property, file and upload services need to store files and hand out links to them. */
export type FilesContext = { storage: FileStorage; links: FileLinks; maxUploadMb: number };

export async function createFilesContext(config: Config): Promise<FilesContext> {
  return {
    storage: await createFileStorage(config),
    links: createFileLinks(resolveAuthSecret(config)),
    maxUploadMb: config.MAX_UPLOAD_MB,
  };
}
