import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionHeaders, signUp } from '../test-support/accounts.ts';
import { listApiOperations, listIdentityOperations, type ApiOperation } from '../test-support/api/api-operations.ts';
import { injectOptions } from '../test-support/api/api-requests.ts';
import { fuzzCall, type FuzzCallers } from '../test-support/api/fuzz-calls.ts';
import type { OwnedIds } from '../test-support/api/owned-ids.ts';
import { seedAccount } from '../test-support/api/seed-account.ts';
import { buildTestApp, databaseKinds, type DatabaseKind } from '../test-support/test-app.ts';

// FUZZ_SEED replays a run; otherwise every run explores new cases (docs/decisions/0139-api-suites.md).
// eslint-disable-next-line no-restricted-properties
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Cases a run: the full count on PGlite, a share on PostgreSQL, which the same code paths reach. */
const API_CASES: Record<DatabaseKind, number> = { pglite: 5000, postgres: 1500 };
const IDENTITY_CASES: Record<DatabaseKind, number> = { pglite: 600, postgres: 300 };

type Tally = { cases: number; statuses: Map<number, number> };
const describeTally = ({ cases, statuses }: Tally) =>
  `${cases} cases; statuses ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`;

/** Sends `cases` generated calls spread over the operations; any 5xx fails with the call and the seed that replays it. */
async function fuzz(app: FastifyInstance, operations: ApiOperation[], ids: OwnedIds, callers: FuzzCallers, cases: number, tally: Tally) {
  const calls = fc.oneof(...operations.map((operation) => fuzzCall(operation, ids, callers)));
  await fc.assert(
    fc.asyncProperty(calls, async (call) => {
      const options = injectOptions(call);
      const response = await app.inject(options);
      tally.cases += 1;
      tally.statuses.set(response.statusCode, (tally.statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        throw new Error(`${options.method} ${options.url.slice(0, 300)} answered ${response.statusCode} ${response.body.slice(0, 200)} (replay: FUZZ_SEED=${seed})`);
      }
    }),
    { seed, numRuns: cases },
  );
}

describe.each(databaseKinds)('fuzzing every operation on %s', (kind) => {
  let app: FastifyInstance;
  const api: Tally = { cases: 0, statuses: new Map() };
  const identity: Tally = { cases: 0, statuses: new Map() };
  beforeAll(async () => {
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
  }, 300_000);
  afterAll(async () => {
    console.info(`fuzz on ${kind}, seed ${seed}: API ${describeTally(api)}; identity ${describeTally(identity)}`);
    await app.close();
  });

  it(`answers ${API_CASES[kind]} generated calls of the API's operations without a server error`, async () => {
    const { account, ids } = await seedAccount(app, 'fuzz');
    const callers = { signedIn: bearer(account), anonymous: {} };
    const operations = listApiOperations(app);
    // Deletes go last, so the other operations meet the account's resources before they are gone.
    const phases = [operations.filter((operation) => operation.method !== 'DELETE'), operations.filter((operation) => operation.method === 'DELETE')];
    for (const phase of phases) {
      await fuzz(app, phase, ids, callers, Math.ceil((API_CASES[kind] * phase.length) / operations.length), api);
    }
    expect(api.cases).toBeGreaterThanOrEqual(API_CASES[kind]);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  }, 600_000);

  it(`answers ${IDENTITY_CASES[kind]} generated calls of the identity endpoints without a server error`, async () => {
    const account = await signUp(app);
    const callers = { signedIn: sessionHeaders(account), anonymous: {} };
    await fuzz(app, listIdentityOperations(app), new Map(), callers, IDENTITY_CASES[kind], identity);
    expect(identity.cases).toBe(IDENTITY_CASES[kind]);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 600_000);
});
