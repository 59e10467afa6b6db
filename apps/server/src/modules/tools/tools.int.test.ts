import { TRANSACTION_TAX_MESSAGES, type TransactionTaxResult } from '@plotwise/contracts';
import { ukToday } from '@plotwise/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const URL = '/api/v1/tools/transaction-tax';

describe.each(databaseKinds)('transaction tax tool on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUp(app);
  });
  afterAll(() => app.close());

  const post = (payload: unknown) => app.inject({ method: 'POST', url: URL, headers: bearer(account), payload: payload as object });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'POST', url: URL, payload: { price: 295_000, postcode: 'LS6 2AB' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('£295,000 in Leeds from 1 April 2025: SDLT £4,750 band by band (HMRC worked example)', async () => {
    const response = await post({ price: 295_000, postcode: 'ls6 2ab', completion_date: '2025-06-01' });
    expect(response.statusCode).toBe(200);
    const body = response.json<TransactionTaxResult>();
    expect(body).toMatchObject({ nation: 'england', tax: 'SDLT', amount: 4_750, rates_effective_from: '2025-04-01', straddles_border: false });
    expect(body.bands.map(({ from, to, rate, tax }) => [from, to, rate, tax])).toEqual([[0, 125_000, 0, 0], [125_000, 250_000, 2, 2_500], [250_000, 295_000, 5, 2_250]]);
    expect(body.figure).toMatchObject({ value: 4_750, unit: 'gbp', source: { url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates' } });
  });

  it('the same purchase before 1 April 2025 uses the old bands', async () => {
    const response = await post({ price: 295_000, postcode: 'LS6 2AB', completion_date: '2025-03-31' });
    expect(response.json()).toMatchObject({ amount: 2_250, rates_effective_from: '2024-10-31' });
  });

  it('Scotland adds the 8% supplement on the whole price; Wales has higher rates', async () => {
    const scotland = await post({ price: 200_000, postcode: 'EH1 1YZ', additional_dwelling: true, completion_date: '2025-06-01' });
    expect(scotland.json()).toMatchObject({ tax: 'LBTT', amount: 17_100 });
    const wales = await post({ price: 300_000, postcode: 'CF10 1EP', additional_dwelling: true, completion_date: '2025-06-01' });
    expect(wales.json()).toMatchObject({ tax: 'LTT', amount: 19_950 });
  });

  it('a company over £500,000 pays 17% of the whole price, 19% when not UK resident', async () => {
    expect((await post({ price: 600_000, postcode: 'M1 1AE', company: true, completion_date: '2025-06-01' })).json()).toMatchObject({ amount: 102_000 });
    expect((await post({ price: 600_000, postcode: 'M1 1AE', company: true, non_resident: true, completion_date: '2025-06-01' })).json()).toMatchObject({ amount: 114_000 });
  });

  it('completes today by default and flags a border district until a nation is given', async () => {
    const border = await post({ price: 300_000, postcode: 'TD15 1AA' });
    expect(border.json()).toMatchObject({ nation: 'england', straddles_border: true, completion_date: ukToday() });
    const confirmed = await post({ price: 300_000, postcode: 'TD15 1AA', nation: 'scotland' });
    expect(confirmed.json()).toMatchObject({ nation: 'scotland', tax: 'LBTT', straddles_border: false });
  });

  it.each([
    ['text that is not a postcode', { price: 295_000, postcode: 'Leeds' }, 'postcode', TRANSACTION_TAX_MESSAGES.postcode],
    ['a Jersey postcode', { price: 295_000, postcode: 'JE2 3AB' }, 'postcode', TRANSACTION_TAX_MESSAGES.postcodeOutsideUk],
    ['a price of 0', { price: 0, postcode: 'LS6 2AB' }, 'price', TRANSACTION_TAX_MESSAGES.price],
    ['a price in text', { price: 'lots', postcode: 'LS6 2AB' }, 'price', TRANSACTION_TAX_MESSAGES.price],
    ['pence in the price', { price: 295_000.5, postcode: 'LS6 2AB' }, 'price', TRANSACTION_TAX_MESSAGES.price],
    ['a completion date before the tables', { price: 295_000, postcode: 'LS6 2AB', completion_date: '2020-01-01' }, 'completion_date', TRANSACTION_TAX_MESSAGES.completionDate],
  ])('answers 400 naming the field for %s', async (_case, payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field, message }] });
  });
});
