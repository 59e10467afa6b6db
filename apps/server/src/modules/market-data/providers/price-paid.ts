import { z } from 'zod';
import type { Sale } from '../estimation/comparables.ts';
import { addressKey } from '../subject-property.ts';
import { isStandardSale, saleAddress, saleTypeOf, tenureOf } from './land-registry-terms.ts';
import { isoDateFrom } from './provider-dates.ts';
import { readJson, type Outcome, type ProviderSession } from './provider-session.ts';
import { districtSalesQuery, SPARQL_RESULTS_TYPE } from './price-paid-sparql.ts';

/**
 * HM Land Registry Price Paid Data: the sales at one postcode from the linked-data API
 * (`/data/ppi/transaction-record.json?propertyAddress.postcode=...`), and the recent sales of a
 * whole postcode district from the SPARQL endpoint (`/landregistry/query`, results as JSON).
 */
const about = z.object({ _about: z.string() });
const itemSchema = z.object({
  _about: z.string(),
  pricePaid: z.number(),
  transactionDate: z.string(),
  newBuild: z.boolean().optional(),
  propertyType: about,
  estateType: about,
  transactionCategory: about,
  propertyAddress: z.object({
    postcode: z.string(),
    paon: z.string().optional(),
    saon: z.string().optional(),
    street: z.string().optional(),
    town: z.string().optional(),
  }),
});
const recordsSchema = z.object({ result: z.object({ items: z.array(itemSchema) }) });

const binding = z.object({ value: z.string() });
const rowSchema = z.object({
  transaction: binding,
  price: binding,
  date: binding,
  postcode: binding,
  propertyType: binding,
  estateType: binding,
  newBuild: binding,
  category: binding,
  paon: binding.optional(),
  saon: binding.optional(),
  street: binding.optional(),
  town: binding.optional(),
});
const sparqlSchema = z.object({ results: z.object({ bindings: z.array(rowSchema) }) });

function toSale(fields: {
  id: string; price: number; date: string; postcode: string; type: string; estate: string; newBuild: boolean; category: string;
  paon?: string; saon?: string; street?: string; town?: string;
}): Sale | null {
  const date = isoDateFrom(fields.date);
  if (!date || !Number.isFinite(fields.price)) return null;
  return {
    id: fields.id,
    address: saleAddress(fields),
    key: addressKey([fields.saon, fields.paon, fields.street].filter(Boolean).join(' ')),
    postcode: fields.postcode,
    street: fields.street ?? null,
    price: Math.round(fields.price),
    date,
    property_type: saleTypeOf(fields.type),
    tenure: tenureOf(fields.estate),
    new_build: fields.newBuild,
    standard: isStandardSale(fields.category),
  };
}

const present = <T>(items: (T | null)[]) => items.filter((item): item is T => item !== null);

export async function salesAtPostcode(session: ProviderSession, postcode: string): Promise<Outcome<Sale[]>> {
  return session.fetchOne(`ppi/postcode/${postcode}`, async (http) => {
    const searchParams = { 'propertyAddress.postcode': postcode, _pageSize: '200', _sort: '-transactionDate' };
    const answer = await readJson(await http.get('data/ppi/transaction-record.json', { searchParams }), recordsSchema);
    return present(answer.result.items.map((item) => toSale({
      id: item._about,
      price: item.pricePaid,
      date: item.transactionDate,
      postcode: item.propertyAddress.postcode,
      type: item.propertyType._about,
      estate: item.estateType._about,
      newBuild: item.newBuild ?? false,
      category: item.transactionCategory._about,
      paon: item.propertyAddress.paon,
      saon: item.propertyAddress.saon,
      street: item.propertyAddress.street,
      town: item.propertyAddress.town,
    })));
  });
}

/** Sales in the district since the start of `sinceMonth` ('YYYY-MM'), newest first. */
export async function salesInDistrict(session: ProviderSession, district: string, sinceMonth: string): Promise<Outcome<Sale[]>> {
  return session.fetchOne(`ppi/district/${district}/since/${sinceMonth}`, async (http) => {
    const response = await http.get('landregistry/query', {
      searchParams: { query: districtSalesQuery(district, `${sinceMonth}-01`) },
      headers: { accept: SPARQL_RESULTS_TYPE },
    });
    const answer = await readJson(response, sparqlSchema);
    return present(answer.results.bindings.map((row) => toSale({
      id: row.transaction.value,
      price: Number(row.price.value),
      date: row.date.value,
      postcode: row.postcode.value,
      type: row.propertyType.value,
      estate: row.estateType.value,
      newBuild: row.newBuild.value === 'true',
      category: row.category.value,
      paon: row.paon?.value,
      saon: row.saon?.value,
      street: row.street?.value,
      town: row.town?.value,
    })));
  });
}
