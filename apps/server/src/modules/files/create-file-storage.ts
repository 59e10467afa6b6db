import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/**
 * S3 when S3_BUCKET is set, otherwise the local folder `${DATA_DIR}/files`, its temporary bodies named by `runId`.
 * The AWS SDK is loaded only when S3 is chosen (docs/decisions/0091-cold-start.md).
 */
export async function createFileStorage(config: Config, runId: string): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createLocalFileStorage(join(config.DATA_DIR, 'files'), runId);
  const { createS3FileStorage } = await import('./s3-file-storage.ts');
  return createS3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
