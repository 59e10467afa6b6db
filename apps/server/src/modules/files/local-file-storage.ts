import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.ts';

const TEMP_DIR = '.incoming';
const KEY_PART = /^[0-9a-f-]+$/i;

/** Keys are made by the server (uuids), but a key never leaves the root whatever it holds. */
function pathOf(root: string, key: string): string {
  if (!/^[0-9a-f-]+\/[0-9a-f-]+$/i.test(key)) throw new Error(`invalid storage key ${key}`);
  return join(root, key);
}

const namesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

/** The run that wrote a temporary body, from its name `{runId}.{uuid}`; null for names of older versions. */
const runOf = (name: string) => /^(\d+)\./.exec(name)?.[1] ?? null;

/** Files under `${DATA_DIR}/files`: written to a temporary name carrying the process run, then renamed into place. */
export async function createLocalFileStorage(root: string, runId: string): Promise<FileStorage> {
  const tempDir = join(root, TEMP_DIR);
  return {
    async put(key, body) {
      const target = pathOf(root, key);
      const temp = join(tempDir, `${runId}.${randomUUID()}`);
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
    async listKeys() {
      const byTenant = new Map<string, string[]>();
      for (const tenant of (await namesIn(root)).filter((name) => KEY_PART.test(name))) {
        byTenant.set(tenant, (await namesIn(join(root, tenant))).filter((name) => KEY_PART.test(name)).map((name) => `${tenant}/${name}`));
      }
      return byTenant;
    },
    async removeTemporaries(isGone) {
      let removed = 0;
      for (const name of await namesIn(tempDir)) {
        if (!(await isGone(runOf(name)))) continue;
        await rm(join(tempDir, name), { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
