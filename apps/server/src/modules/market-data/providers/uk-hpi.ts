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

export async function hpiMonth(session: ProviderSession, slug: string, month: string): Promise<Outcome<HpiMonth | null>> {
  return session.fetchOne(`ukhpi/${slug}/${month}`, async (http) => {
    const response = await http.get(`data/ukhpi/region/${slug}/month/${month}.json`);
    return response.status === 404 ? null : toMonth(month, (await readJson(response, monthSchema)).result.primaryTopic);
  });
}

/** The index is published about two months after the month it describes: look this far back for the latest. */
const LATEST_LOOKBACK_MONTHS = 4;
const YEARS_BACK = 10;

/**
 * The area's latest published month and the same month in each of the ten years before it,
 * oldest first; null when the area has no published month (an unknown slug).
 */
export async function hpiSeries(session: ProviderSession, slug: string, thisMonth: string): Promise<Outcome<HpiMonth[] | null>> {
  const probes = await Promise.all(
    Array.from({ length: LATEST_LOOKBACK_MONTHS }, (_, back) => hpiMonth(session, slug, addMonths(thisMonth, -(back + 1)))),
  );
  const failed = probes.find((probe) => !probe.ok);
  if (failed) return failed as Outcome<null>;
  const latest = probes.map((probe) => (probe.ok ? probe.value : null)).find((month) => month !== null);
  if (!latest) return { ok: true, value: null };
  const years = await Promise.all(
    Array.from({ length: YEARS_BACK }, (_, year) => hpiMonth(session, slug, addMonths(latest.month, -12 * (YEARS_BACK - year)))),
  );
  const yearFailed = years.find((year) => !year.ok);
  if (yearFailed) return yearFailed as Outcome<null>;
  const earlier = years.map((year) => (year.ok ? year.value : null)).filter((month): month is HpiMonth => month !== null);
  return { ok: true, value: [...earlier, latest] };
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
