import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from './summary-statements.ts';

// The floor for the summary endpoint: Fastify and a pg pool of the same size as the server's (10),
// running the endpoint's own statements in the endpoint's own rounds (the lookups wait for the page)
// and answering every row they return as JSON. Started by server-process.ts in its own process.
const statements = JSON.parse(readFileSync(process.env.RAW_STATEMENTS_FILE!, 'utf8')) as Statement[];
const pool = new pg.Pool({ connectionString: process.env.RAW_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const rounds = [...new Set(statements.map((statement) => statement.round))].sort((a, b) => a - b);
app.get('/raw-summary', async () => {
  const rows: unknown[][] = [];
  for (const round of rounds) {
    const results = await Promise.all(statements.filter((statement) => statement.round === round).map((statement) => pool.query(statement.text, statement.values)));
    rows.push(...results.map((result) => result.rows));
  }
  return rows;
});
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
