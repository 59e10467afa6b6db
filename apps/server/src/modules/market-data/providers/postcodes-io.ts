import { z } from 'zod';
import { readJson, type Outcome, type ProviderSession } from './provider-session.ts';

/**
 * postcodes.io (https://postcodes.io/docs): `GET /postcodes/{postcode}` for one postcode and
 * `POST /postcodes` with `{ postcodes: [...] }` (at most 100) for several. An unknown postcode is
 * a 404 with `{ status: 404, error }`, or a null result in a bulk answer.
 */
export type PostcodeFacts = {
  postcode: string;
  country: string | null;
  region: string | null;
  admin_district: string | null;
  latitude: number | null;
  longitude: number | null;
};

const resultSchema = z.object({
  postcode: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable().optional(),
  admin_district: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
const singleSchema = z.object({ status: z.number(), result: resultSchema.optional() });
const bulkSchema = z.object({ status: z.literal(200), result: z.array(z.object({ query: z.string(), result: resultSchema.nullable() })) });
const BULK_LIMIT = 100;

const toFacts = (result: z.infer<typeof resultSchema>): PostcodeFacts => ({ ...result, region: result.region ?? null });
const keyOf = (postcode: string) => `postcodes/${postcode}`;

export async function lookupPostcode(session: ProviderSession, postcode: string): Promise<Outcome<PostcodeFacts | null>> {
  return session.fetchOne(keyOf(postcode), async (http) => {
    const answer = await readJson(await http.get(`postcodes/${encodeURIComponent(postcode)}`), singleSchema);
    return answer.status === 200 && answer.result ? toFacts(answer.result) : null;
  });
}

/** Several postcodes at once; the answer maps each asked postcode to its facts, or null when unknown. */
export async function lookupPostcodes(session: ProviderSession, postcodes: string[]): Promise<Outcome<Map<string, PostcodeFacts | null>>> {
  const wanted = [...new Set(postcodes)].slice(0, BULK_LIMIT);
  const outcome = await session.fetchMany<PostcodeFacts | null>(wanted.map(keyOf), async (http, missingKeys) => {
    const missing = missingKeys.map((key) => key.slice('postcodes/'.length));
    const answer = await readJson(await http.post('postcodes', { json: { postcodes: missing } }), bulkSchema);
    const byQuery = new Map(answer.result.map((entry) => [entry.query, entry.result ? toFacts(entry.result) : null]));
    return new Map(missing.map((postcode) => [keyOf(postcode), byQuery.get(postcode) ?? null]));
  });
  if (!outcome.ok) return outcome;
  return { ok: true, value: new Map(wanted.map((postcode) => [postcode, outcome.value.get(keyOf(postcode)) ?? null])) };
}
