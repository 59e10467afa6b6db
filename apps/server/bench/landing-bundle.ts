import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const distDir = join(import.meta.dirname, '../../web/dist');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The landing page's initial JavaScript: the entry chunk and everything it imports statically. */
export function benchLandingBundle(): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the web build manifest; run `npm run build`');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit(entryKey);
  const bytes = [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(join(distDir, manifest[key]!.file))).length, 0);
  const kb = bytes / 1024;
  return [`landing initial JavaScript: ${kb.toFixed(1)} KB gzipped in ${seen.size} chunk(s) (budget ${LIMIT_KB} KB: ${kb <= LIMIT_KB ? 'within' : 'OVER'})`];
}
