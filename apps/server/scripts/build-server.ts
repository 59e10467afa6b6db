import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles the server (src/server.ts, @plotwise/contracts, @plotwise/engine and the pure-JavaScript
 * packages they use) into dist/, which plain `node` runs: one file to read at start instead of
 * thousands (docs/decisions/0090-compiled-server.md). What is imported only on first use (document
 * readers, S3, SMTP) goes into chunks loaded then.
 */
const serverDir = join(import.meta.dirname, '..');
const outdir = join(serverDir, 'dist');
export const compiledServer = join(outdir, 'server.js');

/** Packages that stay in node_modules: each reads files kept beside its own code, or is a native addon. */
const installedAtRunTime = [
  '@electric-sql/pglite', // its WebAssembly and data files
  'tesseract.js', // its worker script and core
  '@tesseract.js-data/eng', // language data, resolved on disk by documents/extract/ocr-pool.ts
  'unpdf', // pdf.js, which draws pages with @napi-rs/canvas
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its static files
  'sharp', // native addons
  '@napi-rs/canvas',
  'fs-native-extensions',
  'pg-native', // pg's optional native driver, not installed
];

export async function buildServer(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: join(serverDir, 'src', 'server.ts'),
      // A worker thread's script, started by documents/extract/pdf-thread-client.ts from beside its chunk.
      'pdf-thread': join(serverDir, 'src', 'modules', 'documents', 'extract', 'pdf-thread.ts'),
    },
    outdir,
    // Chunks sit beside server.js so import.meta.dirname is dist/ in every one of them (config.ts).
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    external: installedAtRunTime.flatMap((name) => [name, `${name}/*`]),
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
