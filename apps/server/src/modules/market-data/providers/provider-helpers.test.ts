import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { readCertificatesCsv } from './epc-register.ts';
import { isStandardSale, saleAddress, saleTypeOf, tenureOf } from './land-registry-terms.ts';
import { districtSalesQuery } from './price-paid-sparql.ts';
import { isoDateFrom } from './provider-dates.ts';
import { BudgetSpent, classifyFailure, MalformedAnswer, retryAfterSeconds } from './provider-errors.ts';
import { summariseCalls } from './provider-report.ts';
import { localAuthoritySlug } from './uk-hpi.ts';

const common = 'http://landregistry.data.gov.uk/def/common/';

describe('HM Land Registry terms', () => {
  it('reads dates in both renderings', () => {
    expect(isoDateFrom('Fri, 15 Mar 2024')).toBe('2024-03-15');
    expect(isoDateFrom('Mon, 3 Jul 2023')).toBe('2023-07-03');
    expect(isoDateFrom('2024-03-15T00:00:00')).toBe('2024-03-15');
    expect(isoDateFrom('15/03/2024')).toBeNull();
  });

  it('reads property types, tenure and category', () => {
    expect(['detached', 'semi-detached', 'terraced', 'flat-maisonette', 'otherPropertyType'].map((type) => saleTypeOf(common + type))).toEqual([
      'detached', 'semi_detached', 'terraced', 'flat', 'other',
    ]);
    expect(tenureOf(`${common}leasehold`)).toBe('leasehold');
    expect(isStandardSale('http://landregistry.data.gov.uk/def/ppi/additionalPricePaidTransaction')).toBe(false);
    expect(saleAddress({ saon: 'FLAT 2', paon: '16', street: 'CARDIGAN ROAD', town: 'LEEDS' })).toBe('Flat 2, 16 Cardigan Road, Leeds');
  });

  it('builds the district query only from a real district and date', () => {
    expect(districtSalesQuery('LS6', '2020-11-01')).toContain('FILTER (STRSTARTS(?postcode, "LS6 "))');
    expect(() => districtSalesQuery('LS6") } #', '2020-11-01')).toThrow();
    expect(() => districtSalesQuery('LS6', '2020-11-01"')).toThrow();
  });
});

describe('UK House Price Index area names', () => {
  it.each([
    ['Leeds', 'leeds'],
    ['Bristol, City of', 'city-of-bristol'],
    ['Kingston upon Hull, City of', 'city-of-kingston-upon-hull'],
    ['Herefordshire, County of', 'herefordshire'],
    ['Westminster', 'city-of-westminster'],
    ['Brighton and Hove', 'brighton-and-hove'],
    ['Headingley & Hyde Park', 'headingley-and-hyde-park'],
  ])('%s -> %s', (name, slug) => {
    expect(localAuthoritySlug(name)).toBe(slug);
  });
});

describe('EPC register CSV', () => {
  it('reads the recorded search answer', () => {
    const text = readFileSync(join(import.meta.dirname, '../../../test-support/market-replay/fixtures/epc/LS6-2AB.csv'), 'utf8');
    const certificates = readCertificatesCsv(text);
    expect(certificates).toHaveLength(4);
    expect(certificates[3]).toEqual({
      address: 'Flat 2, 16 Cardigan Road',
      postcode: 'LS6 2AB',
      floor_area_sqm: 55,
      current_energy_rating: 'C',
      construction_age_band: 'England and Wales: 1900-1929',
      lodged_on: '2023-06-09',
    });
  });

  it('reads an empty answer as no certificates and refuses one without its columns', () => {
    expect(readCertificatesCsv('')).toEqual([]);
    expect(() => readCertificatesCsv('address,postcode\n1 High Street,LS1 1AA\n')).toThrow(MalformedAnswer);
  });
});

describe('provider failures', () => {
  const response = (status: number) => new HTTPError(new Response(null, { status }), new Request('http://x/'), {} as never);

  it('names each failure for the report', () => {
    expect(classifyFailure(response(500), 5000)).toMatchObject({ failure: 'failed' });
    expect(classifyFailure(response(429), 5000)).toMatchObject({ failure: 'rate_limited' });
    expect(classifyFailure(new BudgetSpent(61_000), 5000)).toMatchObject({ failure: 'rate_limited', note: expect.stringContaining('61 s') });
    expect(classifyFailure(new TimeoutError(new Request('http://x/')), 2500)).toMatchObject({ failure: 'timeout', note: expect.stringContaining('2.5 s') });
    expect(classifyFailure(new DOMException('late', 'TimeoutError'), 5000)).toMatchObject({ failure: 'timeout' });
    expect(classifyFailure(new TypeError('fetch failed'), 5000)).toMatchObject({ failure: 'failed', note: expect.stringContaining('Could not be reached') });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('120', 0)).toBe(120);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSeconds('soon', 0)).toBeNull();
    expect(retryAfterSeconds(null, 0)).toBeNull();
  });

  it('sums a run up: a failure wins, all cached reads cached, the oldest answer dates it', () => {
    const monday = new Date('2025-11-17T09:00:00Z');
    const thursday = new Date('2025-11-20T09:00:00Z');
    expect(summariseCalls([{ cached: true, fetchedAt: thursday }, { cached: true, fetchedAt: monday }])).toEqual({ status: 'cached', asOf: '2025-11-17' });
    expect(summariseCalls([{ cached: true, fetchedAt: monday }, { cached: false, fetchedAt: thursday }])).toEqual({ status: 'ok', asOf: '2025-11-17' });
    expect(summariseCalls([{ cached: false, fetchedAt: thursday }, { failure: 'timeout', note: 'slow' }])).toEqual({ status: 'timeout', asOf: null, note: 'slow' });
    expect(summariseCalls([])).toEqual({ status: 'ok', asOf: null });
  });
});
