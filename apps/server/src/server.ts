import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config.ts';
import { databaseSettingsFrom, openDatabase } from './db/database.ts';

const SHUTDOWN_GRACE_MS = 10_000;

// PGlite's Postgres is WebAssembly: V8 recompiles a function with its optimising compiler once it has run
// this much, and at the default (1,800,000) a start spends more CPU on those compiles than on itself. Ten
// times the budget keeps them for the code that stays hot (docs/decisions/0091-cold-start.md).
setFlagsFromString('--wasm-tiering-budget=18000000');

async function main() {
  const config = loadConfig();
  // The database opens (its files read, its WebAssembly compiled) while the rest of the server loads
  // (docs/decisions/0091-cold-start.md); the data directory is locked before either goes on.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(databaseSettingsFrom(config)),
    import('./app.ts'),
  ]);
  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
