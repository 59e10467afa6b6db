import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { compiledServer } from '../scripts/build-server.ts';

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void>; kill: () => Promise<void> };

const serverDir = join(import.meta.dirname, '..');

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** One node process (no tsx wrapper), so `pid` is the server's own and its memory can be read. */
async function spawnNode(args: string[], env: Record<string, string>, readyUrl: string, url: string, readyTimeoutMs?: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(name);
    await exited;
  };
  const stop = () => signal('SIGTERM');
  try {
    await waitFor(readyUrl, child, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  // SIGKILL: no shutdown code runs, as when a machine or an out-of-memory killer stops the server.
  return { url, pid: child.pid!, stop, kill: () => signal('SIGKILL') };
}

export type StartOptions = {
  readyTimeoutMs?: number;
  /** Run the build `npm start` runs (dist/server.js, made by `npm run build`) instead of the source through tsx. */
  compiled?: boolean;
};

/** The real server on 127.0.0.1, configured only through its environment; ready once /health answers. */
export function startServer(port: number, env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const settings = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false', ...env };
  const args = options.compiled ? [compiledServer] : ['--import', 'tsx', 'src/server.ts'];
  return spawnNode(args, settings, `${url}/health`, url, options.readyTimeoutMs);
}

/** A Fastify instance with one route and nothing else: the floor the real endpoints are compared with. */
export function startBareServer(port: number): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  return spawnNode(['--import', 'tsx', 'bench/bare-server.ts'], { BARE_PORT: String(port) }, `${url}/bare`, url);
}

/** Fastify and pg alone, answering the summary's own SQL (raw-summary-server.ts): the floor the summary endpoint is held to. */
export function startRawSummaryServer(port: number, databaseUrl: string, statementsFile: string): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const env = { BARE_PORT: String(port), RAW_DATABASE_URL: databaseUrl, RAW_STATEMENTS_FILE: statementsFile };
  return spawnNode(['--import', 'tsx', 'bench/raw-summary-server.ts'], env, `${url}/raw-summary`, url);
}
