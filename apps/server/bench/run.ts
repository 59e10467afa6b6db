import { benchColdStart } from './cold-start.ts';
import { benchDocuments } from './documents.ts';
import { benchEngine } from './engine.ts';
import { benchLandingBundle } from './landing-bundle.ts';
import { benchMarketStep } from './market-step.ts';
import { benchMixedLoad } from './mixed-load.ts';
import { benchPropertyReads } from './property-reads.ts';
import { benchSignIn } from './sign-in.ts';
import { benchUploads } from './uploads.ts';
import { benchWorkflow } from './workflow.ts';
import { buildServer } from '../scripts/build-server.ts';

/**
 * `npm run bench [-- name ...]`: runs each benchmark (or those whose names contain an argument) in
 * turn and prints its lines. One file per benchmark in this folder; add yours to the list.
 */
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const benchmarks: { name: string; run: () => Promise<string[]> | string[] }[] = [
  { name: 'cold-start', run: () => benchColdStart() },
  { name: 'sign-in', run: () => benchSignIn() },
  { name: 'landing-bundle', run: () => benchLandingBundle() },
  { name: 'property-reads', run: () => benchPropertyReads(postgresUrl) },
  { name: 'uploads', run: () => benchUploads() },
  { name: 'engine', run: () => benchEngine() },
  { name: 'documents', run: () => benchDocuments() },
  { name: 'market-step', run: () => benchMarketStep() },
  { name: 'workflow', run: () => benchWorkflow() },
  { name: 'mixed-load', run: () => benchMixedLoad(postgresUrl) },
];

// The benchmarks that start a server start `npm start`'s compiled one: built here from the current source.
await buildServer();

const filters = process.argv.slice(2);
const selected = benchmarks.filter((benchmark) => filters.length === 0 || filters.some((filter) => benchmark.name.includes(filter)));
let failed = false;
for (const benchmark of selected) {
  console.log(`\n== ${benchmark.name}`);
  const started = performance.now();
  try {
    for (const line of await benchmark.run()) console.log(line);
  } catch (error) {
    failed = true;
    console.log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
