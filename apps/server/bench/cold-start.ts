import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServer } from '../scripts/build-server.ts';
import { median } from './stats.ts';

const PORT = 3297;

const isHealthy = () => fetch(`http://127.0.0.1:${PORT}/health`).then((response) => response.ok, () => false);

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (await isHealthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not become healthy within 60 s');
}

/** Starts `npm start`'s server process (the compiled dist/server.js) on a data directory and measures spawn to first /health 200. */
async function timeOneStart(dataDir: string): Promise<number> {
  const started = performance.now();
  if (await isHealthy()) throw new Error(`port ${PORT} is already serving; stop that server first`);
  // node itself (not an npm wrapper) so SIGTERM reaches the server and each run really ends.
  const child = spawn(process.execPath, [compiledServer], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(Date.now() + 60_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function benchColdStart(runs = 5): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-start-'));
  try {
    const first = await timeOneStart(dataDir); // creates and migrates the database
    const timings: number[] = [];
    for (let run = 0; run < runs; run += 1) timings.push(await timeOneStart(dataDir));
    return [
      `cold start of the compiled server, new data directory: ${first.toFixed(0)} ms`,
      `cold start of the compiled server, existing data directory (goal 2,000 ms): median ${median(timings).toFixed(0)} ms over ${runs} runs (min ${Math.min(...timings).toFixed(0)}, max ${Math.max(...timings).toFixed(0)})`,
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
