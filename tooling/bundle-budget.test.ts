import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, initialChunks, measureBundles, type Manifest } from './bundle-budget.ts';

const [landing, shell] = budgets as [(typeof budgets)[0], (typeof budgets)[0]];

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
  'src/app/routed-app.tsx': { file: 'assets/routed-app.js', imports: ['_query.js'] },
  'src/app/routes/app/shell.tsx': { file: 'assets/shell.js', imports: ['_query.js'] },
  'src/app/routes/app/portfolio.tsx': { file: 'assets/portfolio.js' },
  'src/app/routes/app/property.tsx': { file: 'assets/property.js' },
};

/** A build whose files are random bytes (which gzip cannot shrink) of the given sizes in KB. */
function writeBuild(sizesKb: Record<string, number>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    const name = chunk.file.replace('assets/', '').replace('.js', '');
    writeFileSync(join(dist, chunk.file), randomBytes((sizesKb[name] ?? 1) * 1024));
  }
  return dist;
}

describe('bundle budgets', () => {
  it('count the entry and its static imports for the landing page', () => {
    expect(initialChunks(manifest, landing).sort()).toEqual(['_react.js', 'index.html']);
  });

  it('add the routed app, the shell and the portfolio, each once, for the signed-in shell', () => {
    expect(initialChunks(manifest, shell).sort()).toEqual([
      '_query.js',
      '_react.js',
      'index.html',
      'src/app/routed-app.tsx',
      'src/app/routes/app/portfolio.tsx',
      'src/app/routes/app/shell.tsx',
    ]);
  });

  it('name a screen module the build no longer has', () => {
    const { 'src/app/routes/app/shell.tsx': _gone, ...rest } = manifest;
    expect(() => initialChunks(rest, shell)).toThrow('src/app/routes/app/shell.tsx is not a chunk');
  });

  it('weigh gzipped bytes and flag a screen over its budget', () => {
    const dist = writeBuild({ index: 60, react: 30, query: 200 });
    const [landingFigure, shellFigure] = measureBundles(dist);
    expect(landingFigure!.kb).toBeGreaterThan(90);
    expect(landingFigure!.kb).toBeLessThan(92);
    expect(landingFigure!.isWithin).toBe(true);
    expect(shellFigure!.kb).toBeGreaterThan(290);
    expect(shellFigure!.isWithin).toBe(false);
  });
});
