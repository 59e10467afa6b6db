import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';

/** One statement and its round: those of a round are sent together, after every earlier round has answered. */
export type Statement = { text: string; values: unknown[]; round: number };

/**
 * The SQL `GET /api/v1/properties/summary?limit=20` runs for the answer itself, read off the pg driver
 * while the real app (built in this process on the same database and secret) answers it. A first
 * request warms the process as load does (the signing keys, the caller's verified token and tenant
 * are then kept); the second is read. What separates the raw route from the real endpoint is then
 * everything the endpoint does besides that SQL (identity, tenant, validation, serialisation).
 */
export async function captureSummaryStatements(env: Record<string, string>, jwt: string): Promise<Statement[]> {
  const app = await buildApp(parseConfig({ ...env, LOG_LEVEL: 'silent', WORKFLOW_WORKER_ENABLED: 'false' }), { serveWeb: false });
  const statements: Statement[] = [];
  const query = pg.Client.prototype.query;
  const ask = () => app.inject({ url: '/api/v1/properties/summary?limit=20', headers: { authorization: `Bearer ${jwt}` } });
  try {
    await ask();
    // A statement sent after another has answered may depend on it (the lookups take the page's ids): it goes a round later.
    let answeredRounds = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const result = (query as (...rest: unknown[]) => unknown).apply(this, args);
      if (typeof args[0] === 'string' && Array.isArray(args[1])) {
        const round = answeredRounds + 1;
        statements.push({ text: args[0], values: args[1], round });
        void (result as Promise<unknown>).finally(() => {
          answeredRounds = Math.max(answeredRounds, round);
        });
      }
      return result;
    } as typeof query;
    const response = await ask();
    if (response.statusCode !== 200) throw new Error(`summary answered ${response.statusCode}: ${response.body}`);
  } finally {
    pg.Client.prototype.query = query;
    await app.close();
  }
  return statements;
}
