import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The web app's JavaScript budgets (docs/decisions/0056-landing-without-the-app.md), weighed
 * from the build's Vite manifest. `npm test` checks them after the build
 * (check-bundle-budget.ts); `npm run bench` reports the landing figure.
 */

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type Budget = {
  name: string;
  limitKb: number;
  /** Lazy modules (manifest keys) the screen loads before it shows, beyond the entry. */
  loads: string[];
};

export const budgets: Budget[] = [
  { name: 'landing', limitKb: 100, loads: [] },
  {
    name: 'signed-in shell',
    limitKb: 250,
    loads: [
      'src/app/routed-app.tsx',
      'src/app/routes/app/shell.tsx',
      'src/app/routes/app/portfolio.tsx',
    ],
  },
];

export type Measurement = { budget: Budget; kb: number; chunks: number; isWithin: boolean };

export const webDistDir = join(import.meta.dirname, '../apps/web/dist');

export function readManifest(distDir: string = webDistDir): Manifest {
  const path = join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`cannot read ${path}; run \`npm run build\` first`, { cause: error });
  }
}

/** The manifest keys a screen downloads first: the entry and the budget's modules, each with its static imports. */
export function initialChunks(manifest: Manifest, budget: Budget): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the web build manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${budget.name}: ${key} is not a chunk of the web build`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  [entry, ...budget.loads].forEach(visit);
  return [...seen];
}

/** Each budget's initial JavaScript in gzipped KB. */
export function measureBundles(distDir: string = webDistDir): Measurement[] {
  const manifest = readManifest(distDir);
  return budgets.map((budget) => {
    const chunks = initialChunks(manifest, budget);
    const bytes = chunks.reduce(
      (sum, key) => sum + gzipSync(readFileSync(join(distDir, manifest[key]!.file))).length,
      0,
    );
    const kb = bytes / 1024;
    return { budget, kb, chunks: chunks.length, isWithin: kb <= budget.limitKb };
  });
}

export function describeMeasurement({ budget, kb, chunks, isWithin }: Measurement): string {
  return `${budget.name} initial JavaScript: ${kb.toFixed(1)} KB gzipped in ${chunks} chunk(s) (budget ${budget.limitKb} KB: ${isWithin ? 'within' : 'OVER'})`;
}
