import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { median, percentile } from './stats.ts';

const PORT = 3298;

/** Median of 50 e-mail/password sign-ins over HTTP against a listening server on PGlite. */
export async function benchSignIn(count = 50): Promise<string[]> {
  const base = `http://127.0.0.1:${PORT}`;
  const config = parseConfig({ PORT: String(PORT), PUBLIC_URL: base, LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const app = await buildApp(config, { database: await openDatabase({ kind: 'pglite', dataDir: null }), serveWeb: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const credentials = { email: 'bench@example.co.uk', password: 'bench-password' };
  const post = (path: string, body: object) =>
    fetch(`${base}/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  try {
    const signUp = await post('/sign-up/email', { ...credentials, name: 'Bench' });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const timings: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const started = performance.now();
      const response = await post('/sign-in/email', credentials);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      timings.push(performance.now() - started);
    }
    return [`sign-in latency: median ${median(timings).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms over ${count} sign-ins (PGlite)`];
  } finally {
    await app.close();
  }
}
