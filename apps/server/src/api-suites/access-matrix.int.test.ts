import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test-support/accounts.ts';
import { listApiOperations, type ApiOperation } from '../test-support/api/api-operations.ts';
import { injectOptions, requiredQuery, sampleBodies, type ApiCall } from '../test-support/api/api-requests.ts';
import { refusedCredentials } from '../test-support/api/forged-tokens.ts';
import { allOwnedIds, holdsId, resourceOfName, resourceOfPathParameter, type OwnedIds } from '../test-support/api/owned-ids.ts';
import { settledOwnerRows } from '../test-support/api/owner-snapshot.ts';
import { seedAccount, type SeededAccount } from '../test-support/api/seed-account.ts';
import { buildTestApp, databaseKinds } from '../test-support/test-app.ts';

/**
 * Operations anyone may call. Every other operation in the OpenAPI document must declare a security
 * scheme, and is then tried by this matrix without anything being written for it
 * (docs/decisions/0139-api-suites.md). Identity (/api/auth) and the web app are not in the document.
 */
const PUBLIC_OPERATIONS = [
  'GET /health',
  'POST /api/v1/waitlist',
  'GET /api/v1/payments/config',
  'POST /api/v1/payments/payment-methods',
  'POST /api/v1/subscription/process-payment',
  'GET /api/v1/files/config',
];

/** A place in a request that names a resource: a path parameter, or a top-level field of the body. */
type IdSlot = { in: 'path' | 'body'; name: string; resource: string };

function idSlotsOf(operation: ApiOperation, owner: OwnedIds): IdSlot[] {
  const pathSlots = operation.parameters
    .filter((parameter) => parameter.location === 'path' && holdsId(operation, parameter.name))
    .map((parameter) => ({ in: 'path' as const, name: parameter.name, resource: resourceOfPathParameter(operation.path, parameter.name) }));
  const fields = Object.keys((operation.body?.schema.properties ?? {}) as object);
  const bodySlots = fields.filter((field) => owner.has(resourceOfName(field))).map((field) => ({ in: 'body' as const, name: field, resource: resourceOfName(field) }));
  return [...pathSlots, ...bodySlots];
}

function withSlot(call: ApiCall, slot: IdSlot, id: string): ApiCall {
  if (slot.in === 'path') return { ...call, values: { ...call.values, path: { ...call.values.path, [slot.name]: id } } };
  const body = call.body!;
  if ('form' in body) return { ...call, body: { form: { ...body.form, fields: { ...body.form.fields, [slot.name]: id } } } };
  return { ...call, body: { json: { ...(('json' in body ? body.json : {}) as object), [slot.name]: id } } };
}

describe.each(databaseKinds)('access-control matrix on %s', (kind) => {
  let app: FastifyInstance;
  let owner: SeededAccount;
  let attacker: SeededAccount;
  let operations: ApiOperation[];
  let ownerIds: string[];
  let ownerRowsBefore: Record<string, string[]>;
  const attackerAnswers: Array<{ request: string; answer: string }> = [];
  const counts = { requests: 0, crossTenantBeyondValidation: 0, crossTenant: 0 };

  const protectedOperations = () => operations.filter((operation) => operation.security.length > 0);

  /** Sends a call; an attacker's answers are kept to look for the owner's data in them. */
  async function send(call: ApiCall, byAttacker: boolean) {
    counts.requests += 1;
    const options = injectOptions(call);
    const response = await app.inject(options);
    if (byAttacker) attackerAnswers.push({ request: `${options.url} ${String(options.payload ?? '')}`, answer: response.body });
    return response;
  }

  /**
   * A call on the account's own resources. With `probe`, the account sends a few sample bodies and
   * the first the server accepts is taken, so later calls get past validation; the owner never probes.
   */
  async function ownCall(operation: ApiOperation, account: SeededAccount, probe: boolean): Promise<ApiCall> {
    const path = Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.location === 'path')
        .map((parameter) => [
          parameter.name,
          holdsId(operation, parameter.name)
            ? (account.ids.get(resourceOfPathParameter(operation.path, parameter.name))?.[0] ?? randomUUID())
            : String((parameter.schema.enum as unknown[])[0]),
        ]),
    );
    const calls: ApiCall[] = sampleBodies(operation, account.ids, 12).map((body) => ({
      operation, body, values: { path, query: requiredQuery(operation) }, headers: bearer(account.account),
    }));
    if (!probe || calls.length === 1 || operation.method === 'DELETE') return calls[0]!;
    for (const call of calls) {
      if ((await send(call, false)).statusCode < 400) return call;
    }
    return calls[0]!;
  }

  beforeAll(async () => {
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    owner = await seedAccount(app, 'owner');
    attacker = await seedAccount(app, 'attacker');
    operations = listApiOperations(app);
    ownerIds = [owner.tenantId, owner.account.userId, ...allOwnedIds(owner.ids)];
    ownerRowsBefore = await settledOwnerRows(app.db, ownerIds);
  }, 600_000);
  afterAll(async () => {
    console.info(`access matrix on ${kind}: ${protectedOperations().length} protected operations, ${counts.requests} requests, ${counts.crossTenant} cross-tenant comparisons (${counts.crossTenantBeyondValidation} past validation)`);
    await app.close();
  });

  it('finds every operation protected by a security scheme or listed as public, and no public one stale', () => {
    const unclassified = operations.filter((operation) => operation.security.length === 0 && !PUBLIC_OPERATIONS.includes(operation.key));
    expect(unclassified.map((operation) => operation.key), 'declare security: bearerSecurity (or list the operation as public)').toEqual([]);
    const stale = PUBLIC_OPERATIONS.filter((key) => !operations.some((operation) => operation.key === key && operation.security.length === 0));
    expect(stale).toEqual([]);
  });

  it('answers 401 to every protected operation without a token, with a forged, expired or misdirected one, or with a session token', async () => {
    const refused = await refusedCredentials(app, owner.account, attacker.account);
    const failures: string[] = [];
    for (const operation of protectedOperations()) {
      const call = await ownCall(operation, owner, false);
      for (const [name, headers] of Object.entries(refused)) {
        const response = await send({ ...call, headers }, true);
        if (response.statusCode !== 401) failures.push(`${operation.key} with ${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers another tenant\'s ids exactly as it answers ids that do not exist', async () => {
    const failures: string[] = [];
    const masked = (text: string, ids: string[]) => ids.reduce((masking, id) => masking.replaceAll(id, '<id>'), text);
    for (const operation of protectedOperations()) {
      const slots = idSlotsOf(operation, owner.ids);
      if (slots.length === 0) continue;
      const base = await ownCall(operation, attacker, true);
      const variants = slots.flatMap((slot) => (owner.ids.get(slot.resource) ?? allOwnedIds(owner.ids)).map((id) => ({ slot, id })));
      for (const { slot, id } of variants) {
        const unknownId = randomUUID();
        const theirs = await send(withSlot(base, slot, id), true);
        const unknown = await send(withSlot(base, slot, unknownId), true);
        counts.crossTenant += 1;
        if (theirs.statusCode !== 400) counts.crossTenantBeyondValidation += 1;
        const label = `${operation.key} with the owner's ${slot.resource} as ${slot.name}`;
        if (theirs.statusCode < 400) failures.push(`${label}: ${theirs.statusCode}`);
        else if (theirs.statusCode !== unknown.statusCode || masked(theirs.body, [id]) !== masked(unknown.body, [unknownId])) {
          failures.push(`${label}: ${theirs.statusCode} ${theirs.body.slice(0, 100)}; an unknown id: ${unknown.statusCode} ${unknown.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers 403 to a signed-in user who is not an administrator on administrator operations', async () => {
    const adminOnly = protectedOperations().filter((operation) => operation.security.every((scheme) => scheme === 'adminBearer'));
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const operation of adminOnly) {
      const response = await send(await ownCall(operation, attacker, false), true);
      expect(response.statusCode, operation.key).toBe(403);
    }
  });

  it('leaves every row of the owner\'s as it was, and showed the attacker none of the owner\'s data', async () => {
    expect(await settledOwnerRows(app.db, ownerIds)).toEqual(ownerRowsBefore);
    const ownerMarks = [owner.secret, owner.account.email, ...ownerIds];
    const leaks = attackerAnswers.flatMap(({ request, answer }) =>
      ownerMarks.filter((mark) => answer.includes(mark) && !request.includes(mark)).map((mark) => `${request.slice(0, 80)} answered ${mark}`),
    );
    expect(leaks).toEqual([]);
    expect(attackerAnswers.length).toBeGreaterThan(protectedOperations().length);
  });
});
