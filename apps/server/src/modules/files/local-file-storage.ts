import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

const TEMP_DIR = '.incoming';
const STALE_TEMP_MS = 60 * 60 * 1000;

/** Keys are made by the server (uuids), but a key never leaves the root whatever it holds. */
function pathOf(root: string, key: string): string {
  if (!/^[0-9a-f-]+\/[0-9a-f-]+$/i.test(key)) throw new Error(`invalid storage key ${key}`);
  return join(root, key);
}

/** Bodies of uploads cut short by a crash; an upload in flight is younger than an hour. */
async function removeStaleTemps(tempDir: string) {
  const now = Date.now();
  const names = await readdir(tempDir).catch(() => []);
  for (const name of names) {
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(path, { force: true });
  }
}

/** Files under `${DATA_DIR}/files`: written to a temporary name, then renamed into place. */
export async function createLocalFileStorage(root: string): Promise<FileStorage> {
  const tempDir = join(root, TEMP_DIR);
  await removeStaleTemps(tempDir);
  return {
    async put(key, body) {
      const target = pathOf(root, key);
      const temp = join(tempDir, randomUUID());
      try {
        await mkdir(tempDir, { recursive: true });
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(root, key);
      const exists = await stat(path).then(() => true, () => false);
      return exists ? createReadStream(path) : null;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(root, key), { force: true })));
    },
  };
}
