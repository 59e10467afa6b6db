import type { PropertyAnalysisResponse } from '@plotwise/contracts';
import { analyseProperty } from '@plotwise/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { propertyAnalysis, waitForRun } from '../../test-support/workflow.ts';

describe.each(databaseKinds)('analysis assumptions on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  const put = (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, headers: bearer(account), payload: payload as object });

  it('changes only what the body names and recomputes the three parts at once', async () => {
    const property = await createProperty(app, account, {
      address: '4 Mill Lane, York, YO1 7HH',
      price: 400000,
    });
    await waitForRun(app, account, property.id);
    const before = await propertyAnalysis(app, account, property.id);

    const changed = await put(`/api/v1/properties/${property.id}/analysis/assumptions`, {
      buyer: { additional_dwelling: true },
    });
    expect(changed.statusCode).toBe(200);
    const after = changed.json<PropertyAnalysisResponse>();
    expect(after.assumptions.buyer).toEqual({
      ...before.assumptions.buyer,
      additional_dwelling: true,
    });
    expect({ ...after.assumptions, buyer: null }).toEqual({ ...before.assumptions, buyer: null });
    // The higher rates of purchase tax apply at once, in the stored and returned strategy.
    expect(after.strategy!.result.figures.transaction_tax.value).toBeGreaterThan(
      before.strategy!.result.figures.transaction_tax.value,
    );
    expect(after.runs[0]).toMatchObject({
      trigger: 'update',
      status: 'completed',
      engine: 'builtin',
    });
    expect(after.strategy!.run_id).toBe(after.runs[0]!.run_id);
    expect(await propertyAnalysis(app, account, property.id)).toMatchObject({
      strategy: {
        result: {
          figures: {
            transaction_tax: { value: after.strategy!.result.figures.transaction_tax.value },
          },
        },
      },
    });

    // A second change keeps the first.
    const second = (
      await put(`/api/v1/properties/${property.id}/analysis/assumptions`, { deposit_pct: 40 })
    ).json<PropertyAnalysisResponse>();
    expect(second.assumptions).toMatchObject({
      deposit_pct: 40,
      buyer: { additional_dwelling: true },
    });
    expect(second.strategy!.result.figures.deposit.value).toBe(160000);
  });

  it('hands out the input the engine reads, so a recalculation over it matches the stored parts', async () => {
    const property = await createProperty(app, account, {
      address: '9 Kirkgate, Leeds, LS2 7DJ',
      price: 215000,
    });
    await waitForRun(app, account, property.id);
    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.input.assumptions).toEqual(analysis.assumptions);
    expect(analysis.input.property).toMatchObject({ price: 215000, postcode: 'LS2 7DJ' });
    const recalculated = analyseProperty(analysis.input);
    expect(recalculated.strategy).toEqual(analysis.strategy!.result);
    expect(recalculated.legal).toEqual(analysis.legal!.result);
    expect(recalculated.refurbishment).toEqual(analysis.refurbishment!.result);
  });

  it('answers 400 naming the field for a bad value or an unknown field, and changes nothing', async () => {
    const property = await createProperty(app, account);
    const url = `/api/v1/properties/${property.id}/analysis/assumptions`;
    const tooMuch = await put(url, { deposit_pct: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({
      field: 'deposit_pct',
      message: 'Deposit must be at most 100%',
    });
    const unknown = await put(url, { buyer: { pets: true } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toMatch(/pets/);
    expect((await put(url, [{ deposit_pct: 10 }])).statusCode).toBe(400);
    expect((await propertyAnalysis(app, account, property.id)).assumptions.deposit_pct).toBe(25);
  });

  it("starts new properties from the user's defaults and leaves existing ones as they were", async () => {
    const owner = await signUpWithTenant(app);
    const existing = await createProperty(app, owner);
    const empty = await app.inject({
      method: 'GET',
      url: '/api/v1/analysis/assumption-defaults',
      headers: bearer(owner),
    });
    expect(empty.json()).toEqual({});
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/analysis/assumption-defaults',
      headers: bearer(owner),
      payload: { deposit_pct: 40, buyer: { company: true } },
    });
    expect(saved.json()).toEqual({ deposit_pct: 40, buyer: { company: true } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/analysis/assumption-defaults',
          headers: bearer(owner),
        })
      ).json(),
    ).toEqual({ deposit_pct: 40, buyer: { company: true } });

    const added = await createProperty(app, owner);
    await waitForRun(app, owner, added.id);
    const analysis = await propertyAnalysis(app, owner, added.id);
    expect(analysis.assumptions).toMatchObject({
      deposit_pct: 40,
      buyer: { company: true, additional_dwelling: false },
    });
    expect(analysis.strategy!.result.figures.deposit.value).toBe(Math.round(added.price * 0.4));
    expect((await propertyAnalysis(app, owner, existing.id)).assumptions).toMatchObject({
      deposit_pct: 25,
      buyer: { company: false },
    });

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/analysis/assumption-defaults',
      headers: bearer(owner),
      payload: { mortgage_term_years: 99 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('mortgage_term_years');
  });
});
