import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReplayServer } from '../../apps/server/src/test-support/market-replay/replay-server.ts';

const ROOT = join(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;

async function waitForHealth(url: string, child: { exitCode: number | null }) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server at ${url} exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${url} did not start within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * A second Plotwise server, on its own fresh database, whose live market-data providers are
 * switched on and pointed at the local replay of their recorded answers
 * (apps/server/src/test-support/market-replay). The journeys' main server keeps the built-in
 * dataset alone; this one gives a property in LS6 2AB real comparable sales to sort.
 */
export async function startServerWithMarketProviders(port: number) {
  const replay = await startReplayServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-e2e-market-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: join(ROOT, 'apps/server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      ...replay.settings,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    await replay.close();
    throw error;
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      await replay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
