import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithTenant, tenantIdOf } from '../../test-support/accounts.ts';
import {
  mockAiClient,
  mockModel,
  refusingModel,
  sentUserParts,
  sentUserText,
} from '../../test-support/ai-models.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { describeImages, findDocumentFindingsWithAi } from './ai.service.ts';

const property = {
  address: '12 Dock Street, London, E14 2AB',
  price: 450_000,
  property_type: 'flat',
  bedrooms: 2,
};
const leasePages = [
  {
    page: 1,
    text: 'TITLE NUMBER: AGL123456\nThe registered proprietor is JANE SMITH of 12 Dock Street.',
  },
  {
    page: 3,
    text: 'This Lease is granted for a term of 125 years\nfrom 1 January 1990. The Tenant shall pay a ground rent\nof £250 per annum, doubling every 25 years.',
  },
];
const noFacts = {
  term_years: null,
  years_remaining: null,
  start_year: null,
  amount_gbp_per_year: null,
  review_period_years: null,
  floor_area_sqm: null,
  floor_area_sqft: null,
  price_gbp: null,
  escalation: null,
  energy_rating: null,
  title_number: null,
};
const finding = (changes: object) => ({
  summary: 'A finding.',
  severity: 'info',
  confidence: 0.8,
  facts: null,
  ...changes,
});

describe.each(databaseKinds)('AI document and image reading on %s', (kind) => {
  let app: FastifyInstance;
  let tenantId: string;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    tenantId = await tenantIdOf(app, await signUpWithTenant(app));
  });
  afterAll(() => app.close());

  it('keeps findings whose quote is on their page, quoted exactly, with only the facts the quote states', async () => {
    const model = mockModel({
      findings: [
        finding({
          kind: 'lease_term',
          page: 3,
          quote: 'a term of 125 years from 1 January 1990',
          facts: { ...noFacts, term_years: 125, start_year: 1990, years_remaining: 88 },
        }),
        finding({
          kind: 'ground_rent',
          page: 3,
          severity: 'red',
          quote: 'the tenant shall pay a ground rent of £250 per annum, doubling',
          facts: { ...noFacts, amount_gbp_per_year: 250, escalation: 'doubling' },
        }),
        finding({
          kind: 'title_number',
          page: 1,
          quote: 'TITLE NUMBER: AGL123456',
          confidence: 1.4,
          facts: { ...noFacts, title_number: 'AGL123456', price_gbp: 300_000 },
        }),
        finding({ kind: 'forfeiture', page: 3, quote: 'The Landlord may forfeit this Lease' }),
        finding({ kind: 'proprietor', page: 3, quote: 'The registered proprietor is JANE SMITH' }),
        finding({ kind: 'restriction_pets', page: 2, quote: 'No pets' }),
      ],
    });
    const result = await findDocumentFindingsWithAi(
      { ai: mockAiClient(model), db: app.db },
      { tenantId, filename: 'lease.pdf', pages: leasePages, property },
    );
    expect(result).toEqual({
      findings: [
        {
          kind: 'lease_term',
          summary: 'A finding.',
          page: 3,
          quote: 'a term of 125 years\nfrom 1 January 1990',
          confidence: 0.8,
          severity: 'info',
          facts: { term_years: 125, start_year: 1990 },
        },
        {
          kind: 'ground_rent',
          summary: 'A finding.',
          page: 3,
          quote: 'The Tenant shall pay a ground rent\nof £250 per annum, doubling',
          confidence: 0.8,
          severity: 'red',
          facts: { amount_gbp_per_year: 250, escalation: 'doubling' },
        },
        {
          kind: 'title_number',
          summary: 'A finding.',
          page: 1,
          quote: 'TITLE NUMBER: AGL123456',
          confidence: 1,
          severity: 'info',
          facts: { title_number: 'AGL123456' },
        },
      ],
      tokens: { input: 120, output: 30 },
      costGbp: null,
      answered: true,
      note: null,
    });
    const sent = sentUserText(model.doGenerateCalls[0]!.prompt);
    expect(sent).toMatch(
      /^You are an experienced conveyancing paralegal reading one document supplied for the purchase of 12 Dock Street, London, E14 2AB \(flat\)\. The file is "lease\.pdf"\./,
    );
    expect(sent).toContain(
      'The text of "lease.pdf", page by page\n\n[Page 1]\nTITLE NUMBER: AGL123456',
    );
    expect(sent).toContain('[Page 3]\nThis Lease is granted');
  });

  it('reads a long document in batches of pages, counting every batch', async () => {
    const pages = [1, 2, 3].map((page) => ({
      page,
      text: `Page ${page} of the survey. ${'The roof is sound. '.repeat(1000)}`,
    }));
    const model = mockModel(
      { findings: [] },
      { findings: [finding({ kind: 'planning', page: 2, quote: 'Page 2 of the survey.' })] },
      { findings: [] },
    );
    const result = await findDocumentFindingsWithAi(
      { ai: mockAiClient(model), db: app.db },
      { tenantId, filename: 'survey.pdf', pages, property },
    );
    expect(
      model.doGenerateCalls.map((call) => sentUserText(call.prompt).match(/\[Page \d\]/g)),
    ).toEqual([['[Page 1]'], ['[Page 2]'], ['[Page 3]']]);
    expect(result.findings.map((found) => [found.kind, found.page])).toEqual([['planning', 2]]);
    expect(result.tokens).toEqual({ input: 360, output: 90 });
  });

  it('stops reading at an error answer, since the next batch would fare no better', async () => {
    const pages = [1, 2, 3].map((page) => ({
      page,
      text: `Page ${page}. ${'Text. '.repeat(6000)}`,
    }));
    const refusing = refusingModel(404, 'model "llama3.1:8b" not found');
    const result = await findDocumentFindingsWithAi(
      { ai: mockAiClient(refusing), db: app.db },
      { tenantId, filename: 'survey.pdf', pages, property },
    );
    expect(refusing.doGenerateCalls).toHaveLength(1);
    expect(result).toEqual({
      findings: [],
      tokens: null,
      costGbp: null,
      answered: false,
      note: 'The AI model did not finish reading survey.pdf (HTTP 404: model "llama3.1:8b" not found); the built-in reader\'s findings stand.',
    });
  });

  it("says why when the model's answers stay invalid, finding nothing", async () => {
    const model = mockModel('{"findings": "none"}', '{"findings": [{"kind": "moon_rights"}]}');
    const result = await findDocumentFindingsWithAi(
      { ai: mockAiClient(model), db: app.db },
      { tenantId, filename: 'lease.pdf', pages: leasePages, property },
    );
    expect(result.findings).toEqual([]);
    expect(result.tokens).toEqual({ input: 240, output: 60 });
    expect(result.note).toMatch(
      /^The AI model did not finish reading lease\.pdf \(the answer was not in the expected shape twice, last: findings\.0\.kind: .+\); the built-in reader's findings stand\.$/,
    );
  });

  it('describes each image with the vision model and the image prompt, and says which it could not', async () => {
    const text = mockModel();
    const vision = mockModel(
      {
        subject: 'kitchen',
        description: 'Dated units and worn worktops.',
        defects: ['Black mould above the window'],
      },
      'I cannot see the image.',
      'Still no JSON.',
    );
    const images = [
      {
        filename: 'kitchen.jpg',
        mediaType: 'image/jpeg',
        data: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      },
      {
        filename: 'blurred.png',
        mediaType: 'image/png',
        data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      },
    ];
    const result = await describeImages(
      { ai: mockAiClient(text, vision), db: app.db },
      { tenantId, property, images },
    );
    expect(result).toEqual({
      text: 'kitchen.jpg (kitchen): Dated units and worn worktops. Defects: Black mould above the window.',
      tokens: { input: 360, output: 90 },
      costGbp: null,
      answered: true,
      note: 'The AI model could not describe 1 of 2 images (blurred.png: the answer was not in the expected shape twice, last: not JSON).',
    });
    expect(text.doGenerateCalls).toHaveLength(0);
    const [prompt, image] = sentUserParts(vision.doGenerateCalls[0]!.prompt);
    expect(prompt!.text).toMatch(
      /^You are a building surveyor looking at one image of a UK property: flat, 2 bedrooms, at 12 Dock Street, London, E14 2AB\. The file is "kitchen\.jpg"\./,
    );
    expect(image).toMatchObject({ type: 'file', mediaType: 'image/jpeg', data: images[0]!.data });
  });
});
