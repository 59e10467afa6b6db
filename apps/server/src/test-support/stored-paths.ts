import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under the data folder's files/, temporary ones included, as paths relative to it. */
export function storedPaths(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return [];
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
