import type { MockLanguageModelV3 } from 'ai/test';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, tenantIdOf } from '../../test-support/accounts.ts';
import {
  builtinWriter,
  londonFlatAnalysis,
  mockAiClient,
  mockModel,
  refusingModel,
  sentSystemText,
  sentUserText,
  narrativeRequest,
} from '../../test-support/ai-models.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { defaultPrompts } from '../prompts/default-prompts.ts';
import { createAiNarrativeWriter, type NarrativeWriter } from './ai.service.ts';

const answer = (paragraph: string) => ({
  headline: 'Negotiate before you buy.',
  paragraphs: [paragraph],
});
const grossYield = londonFlatAnalysis.strategy.figures.gross_yield_pct.value;
const standardWorks = londonFlatAnalysis.refurbishment.totals
  .find((total) => total.spec === 'standard')!
  .total.value.toLocaleString('en-GB');

describe.each(databaseKinds)('AI narratives on %s', (kind) => {
  let app: FastifyInstance;
  let tenantId: string;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    const account = await signUpWithTenant(app);
    tenantId = await tenantIdOf(app, account);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/prompts',
      headers: bearer(account),
      payload: {
        strategy: {
          investment_analysis:
            'Advise on {address} ({property_type}, {bedrooms} beds) at £{price}. Legal: {legal_risk_level}. Works: {refurb_costs}. File: {filename}. Market: {market_data}',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const writerFor = (model: MockLanguageModelV3) =>
    createAiNarrativeWriter({ ai: mockAiClient(model), db: app.db, fallback: builtinWriter });

  it("fills the tenant's own prompt for the part and adds the engine's figures as the only numbers to use", async () => {
    const model = mockModel(answer('A fair price.'));
    await writerFor(model).write(narrativeRequest(tenantId));
    const { prompt, responseFormat } = model.doGenerateCalls[0]!;
    const sent = sentUserText(prompt);
    const opening = `Advise on 12 Dock Street, London, E14 2AB (flat, 2 beds) at £450000. Legal: medium. Works: £${standardWorks} (standard specification, contingency and VAT included). File: not available. Market: Estimated value £440,000`;
    expect(sent.slice(0, opening.length)).toBe(opening);
    expect(sent).toContain(
      `Plotwise figures (worked out by the engine: the only figures you may use)\n- Stamp Duty Land Tax: £`,
    );
    expect(sent).toContain(`- Gross yield: ${grossYield}%. `);
    expect(sent).toContain(
      "Plotwise's assessment\n- Location: England, London\n- Overall investment risk: high",
    );
    expect(sentSystemText(prompt)).toMatch(/Never calculate, estimate or invent any other amount/);
    expect(responseFormat).toMatchObject({
      type: 'json',
      schema: { required: ['headline', 'paragraphs'] },
    });
  });

  it('uses the default prompt of the matching group for each part', async () => {
    const legal = mockModel(answer('Ask for the lease.'));
    await writerFor(legal).write(narrativeRequest(tenantId, { part: 'legal' }));
    expect(sentUserText(legal.doGenerateCalls[0]!.prompt)).toMatch(
      /^You are a senior UK residential conveyancing solicitor/,
    );
    expect(defaultPrompts.legal.risk_assessment).toMatch(
      /^You are a senior UK residential conveyancing solicitor/,
    );
    const refurbishment = mockModel(answer('Insulate the loft.'));
    await writerFor(refurbishment).write(narrativeRequest(tenantId, { part: 'refurbishment' }));
    const sent = sentUserText(refurbishment.doGenerateCalls[0]!.prompt);
    expect(sent).toMatch(/^You are a chartered building surveyor/);
    expect(sent).toContain(
      'What the photos and floorplans show (one entry per image)\nkitchen.jpg (kitchen): Dated units and worn worktops.',
    );
    expect(sent).toContain('- Works: Loft insulation and draught-proofing: £1,235');
  });

  it('turns the structured answer into the narrative, counts the usage, and lists numbers that match no engine figure', async () => {
    const paragraph = `The gross yield of ${grossYield}% trails London, and the flat loses £423 a month. The ground rent is £250 and the estimated value £440,000. A 9.9% return or a £123,456 budget appear nowhere in Plotwise's figures. Section 24 applies to its 2 bedrooms from 1 May 2026.`;
    const result = await writerFor(mockModel(answer(paragraph))).write(narrativeRequest(tenantId));
    expect(result).toEqual({
      narrative: {
        text: `Negotiate before you buy.\n\n${paragraph}`,
        source: 'ai',
        model: 'mock-model',
        unverified_numbers: ['9.9%', '£123,456'],
      },
      tokens: { input: 120, output: 30 },
      costGbp: null,
      answered: true,
      note: null,
    });
  });

  it('asks once more after an invalid answer, counting both', async () => {
    const model = mockModel('{"headline": "Only a headline"}', answer('Second time right.'));
    const result = await writerFor(model).write(narrativeRequest(tenantId));
    expect(result.narrative).toMatchObject({
      text: 'Negotiate before you buy.\n\nSecond time right.',
      source: 'ai',
    });
    expect(result.tokens).toEqual({ input: 240, output: 60 });
    expect(sentUserText(model.doGenerateCalls[1]!.prompt)).toMatch(
      /That answer was not valid JSON in the required shape/,
    );
  });

  it('lets the built-in narrative stand after a second invalid answer, and says why', async () => {
    const model = mockModel('Here is my analysis: the flat is fine.', {
      headline: '',
      paragraphs: ['Blank headline.'],
    });
    const result = await writerFor(model).write(narrativeRequest(tenantId, { part: 'legal' }));
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(result.narrative).toEqual({
      text: 'Built-in legal narrative.',
      source: 'builtin',
      model: null,
      unverified_numbers: [],
    });
    expect(result.tokens).toEqual({ input: 240, output: 60 });
    expect(result.answered).toBe(false);
    expect(result.note).toBe(
      'The AI model did not write the legal risk narrative (the answer was not in the expected shape twice, last: headline: must not be empty), so the built-in narrative stands.',
    );
    expect(sentUserText(model.doGenerateCalls[1]!.prompt)).toContain(
      'That answer was not valid JSON in the required shape (not JSON).',
    );
  });

  it('lets the built-in narrative stand when the provider refuses, and says why', async () => {
    const refusing = refusingModel(429, 'Rate limit reached for gpt-4o-mini');
    const result = await writerFor(refusing).write(
      narrativeRequest(tenantId, { part: 'refurbishment' }),
    );
    expect(result).toEqual({
      narrative: {
        text: 'Built-in refurbishment narrative.',
        source: 'builtin',
        model: null,
        unverified_numbers: [],
      },
      tokens: null,
      costGbp: null,
      answered: false,
      note: 'The AI model did not write the refurbishment narrative (HTTP 429: Rate limit reached for gpt-4o-mini), so the built-in narrative stands.',
    });
  });

  it('plugs into the NarrativeWriter port, saying which engine and model write', () => {
    const writer: NarrativeWriter = writerFor(mockModel());
    expect({ engine: writer.engine, model: writer.model }).toEqual({
      engine: 'builtin_with_ai',
      model: 'mock-model',
    });
  });
});
