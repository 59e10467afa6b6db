import { MAX_PROMPT_LENGTH, type PromptsResponse } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { defaultPrompts } from './default-prompts.ts';

describe.each(databaseKinds)('prompts on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const getPrompts = (account: TestAccount) =>
    app.inject({ method: 'GET', url: '/api/v1/prompts', headers: bearer(account) });
  const savePrompts = (account: TestAccount, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/prompts',
      headers: bearer(account),
      payload: payload as object,
    });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/prompts'],
      ['POST', '/api/v1/prompts'],
      ['POST', '/api/v1/prompts/reset'],
      ['GET', '/api/v1/prompts/defaults'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives the defaults until the tenant saves its own', async () => {
    const account = await signUpWithTenant(app);
    const response = await getPrompts(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prompts: defaultPrompts, has_custom_prompts: false });
    const defaults = await app.inject({
      method: 'GET',
      url: '/api/v1/prompts/defaults',
      headers: bearer(account),
    });
    expect(defaults.json()).toEqual({ prompts: defaultPrompts });
  });

  it('saves part of the map, keeps the rest, and resets to the defaults', async () => {
    const account = await signUpWithTenant(app);
    const text = 'Assess the legal risks of {address}, priced at £{price}.';
    const saved = await savePrompts(account, { legal: { risk_assessment: `  ${text}\n` } });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...defaultPrompts,
      legal: { ...defaultPrompts.legal, risk_assessment: text },
    };
    expect(saved.json()).toEqual({ prompts: expected, has_custom_prompts: true });
    expect((await getPrompts(account)).json()).toEqual({
      prompts: expected,
      has_custom_prompts: true,
    });

    const strategy =
      'Recommend a strategy for {address} given {legal_risk_level} legal risk and {refurb_costs}.';
    await savePrompts(account, { strategy: { investment_analysis: strategy } });
    const both = (await getPrompts(account)).json<PromptsResponse>();
    expect(both.prompts.legal.risk_assessment).toBe(text);
    expect(both.prompts.strategy.investment_analysis).toBe(strategy);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/prompts/reset',
      headers: bearer(account),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ prompts: defaultPrompts, has_custom_prompts: false });
    expect((await getPrompts(account)).json()).toEqual({
      prompts: defaultPrompts,
      has_custom_prompts: false,
    });
  });

  it('stores a full map equal to the defaults as custom prompts', async () => {
    const account = await signUpWithTenant(app);
    const saved = await savePrompts(account, defaultPrompts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ prompts: defaultPrompts, has_custom_prompts: true });
  });

  it.each([
    ['an unknown group', { legacy: { risk_assessment: 'x' } }, 'Unknown prompt group legacy'],
    ['an unknown key', { legal: { summary: 'x' } }, 'Unknown prompt legal.summary'],
    [
      'an empty prompt',
      { refurb: { condition_assessment: '   \n ' } },
      'The prompt refurb.condition_assessment cannot be empty',
    ],
    [
      'a prompt that is too long',
      { strategy: { investment_analysis: 'a'.repeat(MAX_PROMPT_LENGTH + 1) } },
      'The prompt strategy.investment_analysis is longer than 20,000 characters',
    ],
    [
      'an unknown variable',
      { legal: { risk_assessment: 'Review {address} and {foo}.' } },
      'Unknown variable {foo} in legal.risk_assessment',
    ],
    [
      'several unknown variables',
      { refurb: { image_analysis_prompt: 'Look at {Filename} for {postcode}.' } },
      'Unknown variables {Filename}, {postcode} in refurb.image_analysis_prompt',
    ],
    ['nothing to save', {}, 'Send at least one prompt to save'],
  ])('refuses %s and saves nothing', async (_case, payload, detail) => {
    const account = await signUpWithTenant(app);
    const response = await savePrompts(account, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
    expect((await getPrompts(account)).json().has_custom_prompts).toBe(false);
  });

  it('accepts the longest allowed prompt', async () => {
    const account = await signUpWithTenant(app);
    const response = await savePrompts(account, {
      strategy: { investment_analysis: 'a'.repeat(MAX_PROMPT_LENGTH) },
    });
    expect(response.statusCode).toBe(200);
  });

  it("never shows one tenant's prompts to another, nor resets them", async () => {
    const mine = await signUpWithTenant(app);
    const theirs = await signUpWithTenant(app);
    await savePrompts(mine, {
      legal: { document_vision_prompt: 'Read {filename} for {address}.' },
    });
    expect((await getPrompts(theirs)).json()).toEqual({
      prompts: defaultPrompts,
      has_custom_prompts: false,
    });
    await app.inject({ method: 'POST', url: '/api/v1/prompts/reset', headers: bearer(theirs) });
    const after = (await getPrompts(mine)).json<PromptsResponse>();
    expect(after.has_custom_prompts).toBe(true);
    expect(after.prompts.legal.document_vision_prompt).toBe('Read {filename} for {address}.');
  });

  it('asks for tenant setup before a tenant exists', async () => {
    const account = await signUp(app);
    const response = await getPrompts(account);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Tenant setup required');
  });
});
