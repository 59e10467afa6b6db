import type { UkRegion } from '@plotwise/contracts';
import { z } from 'zod';
import { addMonths } from '../estimation/index-series.ts';
import { readJson, type Outcome, type ProviderSession } from './provider-session.ts';

/**
 * The UK House Price Index linked-data API: `/data/ukhpi/region/{slug}/month/{YYYY-MM}.json`
 * answers one area's month (averagePrice, housePriceIndex, percentageAnnualChange and the same by
 * type: ...Detached, ...SemiDetached, ...Terraced, ...FlatMaisonette); a month not yet published,
 * or an area it does not know, is a 404.
 */
export type HpiTypeKey = 'detached' | 'semi_detached' | 'terraced' | 'flat';
export type HpiFigures = { index: number; average_price: number };
export type HpiMonth = HpiFigures & { month: string; by_type: Partial<Record<HpiTypeKey, HpiFigures>> };

const topicSchema = z.object({
  averagePrice: z.number(),
  housePriceIndex: z.number(),
  averagePriceDetached: z.number().optional(),
  housePriceIndexDetached: z.number().optional(),
  averagePriceSemiDetached: z.number().optional(),
  housePriceIndexSemiDetached: z.number().optional(),
  averagePriceTerraced: z.number().optional(),
  housePriceIndexTerraced: z.number().optional(),
  averagePriceFlatMaisonette: z.number().optional(),
  housePriceIndexFlatMaisonette: z.number().optional(),
});
const monthSchema = z.object({ result: z.object({ primaryTopic: topicSchema }) });

const TYPE_SUFFIXES: [HpiTypeKey, 'Detached' | 'SemiDetached' | 'Terraced' | 'FlatMaisonette'][] = [
  ['detached', 'Detached'],
  ['semi_detached', 'SemiDetached'],
  ['terraced', 'Terraced'],
  ['flat', 'FlatMaisonette'],
];

function toMonth(month: string, topic: z.infer<typeof topicSchema>): HpiMonth {
  const by_type: HpiMonth['by_type'] = {};
  for (const [key, suffix] of TYPE_SUFFIXES) {
    const index = topic[`housePriceIndex${suffix}`];
    const average = topic[`averagePrice${suffix}`];
    if (index !== undefined && average !== undefined) by_type[key] = { index, average_price: Math.round(average) };
  }
  return { month, index: topic.housePriceIndex, average_price: Math.round(topic.averagePrice), by_type };
}

const keyOf = (slug: string, month: string) => `ukhpi/${slug}/${month}`;

/** Several months of one area: stored ones from the cache, the rest asked for side by side; null for a month not published. */
export async function hpiMonths(session: ProviderSession, slug: string, months: string[]): Promise<Outcome<(HpiMonth | null)[]>> {
  const outcome = await session.fetchMany<HpiMonth | null>(months.map((month) => keyOf(slug, month)), async (http, missingKeys) => {
    const missing = months.filter((month) => missingKeys.includes(keyOf(slug, month)));
    // Settle every request before answering, so none is left running after the step has moved on.
    const settled = await Promise.allSettled(
      missing.map(async (month) => {
        const response = await http.get(`data/ukhpi/region/${slug}/month/${month}.json`);
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        return toMonth(month, (await readJson(response, monthSchema)).result.primaryTopic);
      }),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return new Map(missing.map((month, index) => [keyOf(slug, month), (settled[index] as PromiseFulfilledResult<HpiMonth | null>).value]));
  });
  return outcome.ok ? { ok: true, value: months.map((month) => outcome.value.get(keyOf(slug, month)) ?? null) } : outcome;
}

/** The index is published about two months after the month it describes: look this far back for the latest. */
const LATEST_LOOKBACK_MONTHS = 4;
const YEARS_BACK = 10;

/**
 * The area's latest published month and the same month in each of the ten years before it,
 * oldest first; null when the area has no published month (an unknown slug).
 */
export async function hpiSeries(session: ProviderSession, slug: string, thisMonth: string): Promise<Outcome<HpiMonth[] | null>> {
  const probes = await hpiMonths(session, slug, Array.from({ length: LATEST_LOOKBACK_MONTHS }, (_, back) => addMonths(thisMonth, -(back + 1))));
  if (!probes.ok) return probes;
  const latest = probes.value.find((month) => month !== null);
  if (!latest) return { ok: true, value: null };
  const years = await hpiMonths(session, slug, Array.from({ length: YEARS_BACK }, (_, year) => addMonths(latest.month, -12 * (YEARS_BACK - year))));
  if (!years.ok) return years;
  return { ok: true, value: [...years.value.filter((month): month is HpiMonth => month !== null), latest] };
}

export const REGION_SLUGS: Record<UkRegion | 'united_kingdom', string> = {
  north_east: 'north-east',
  north_west: 'north-west',
  yorkshire_and_the_humber: 'yorkshire-and-the-humber',
  east_midlands: 'east-midlands',
  west_midlands: 'west-midlands',
  east_of_england: 'east-of-england',
  london: 'london',
  south_east: 'south-east',
  south_west: 'south-west',
  wales: 'wales',
  scotland: 'scotland',
  northern_ireland: 'northern-ireland',
  united_kingdom: 'united-kingdom',
};

const SLUG_OVERRIDES: Record<string, string> = { westminster: 'city-of-westminster' };

/** The index's name for a local authority: 'Bristol, City of' -> 'city-of-bristol', 'Herefordshire, County of' -> 'herefordshire'. */
export function localAuthoritySlug(name: string): string {
  const reordered = name.replace(/^(.*), City of$/i, 'City of $1').replace(/, County of$/i, '');
  const slug = reordered.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return SLUG_OVERRIDES[slug] ?? slug;
}
