import { SQFT_PER_SQM, type DocumentFinding } from '@plotwise/contracts';
import { matchesIn, type Match, type Reader } from './reader.ts';
import { parseArea, SQFT, SQM } from './uk-values.ts';

const AREA_LABEL = '(?:total|gross\\s+internal|approx(?:imate|\\.)?|floor)[^\\n\\d]{0,40}?area[^\\n\\d]{0,25}?';
// "Total floor area: 72.5 sq m (780 sq ft)", "Approximate Gross Internal Area = 780 sq ft / 72.5 sq m", "Total floor area 72 square metres"
const METRIC_FIRST = new RegExp(`${AREA_LABEL}${SQM}(?:[^\\n\\d]{0,12}${SQFT})?`, 'i');
const IMPERIAL_FIRST = new RegExp(`${AREA_LABEL}${SQFT}(?:[^\\n\\d]{0,12}${SQM})?`, 'i');

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

type Area = { sqm: number; sqft?: number; match: Match; total: boolean };

function areasOn(pages: Parameters<Reader>[0]['pages']): Area[] {
  const metric = [...matchesIn(pages, METRIC_FIRST)].map((match) => ({
    sqm: parseArea(match.match[1]!),
    sqft: match.match[2] ? parseArea(match.match[2]) : undefined,
    match,
  }));
  const imperial = [...matchesIn(pages, IMPERIAL_FIRST)].map((match) => ({
    sqm: match.match[2] ? parseArea(match.match[2]) : parseArea(match.match[1]!) / SQFT_PER_SQM,
    sqft: parseArea(match.match[1]!),
    match,
  }));
  return [...metric, ...imperial]
    .filter((area) => area.sqm >= 5 && area.sqm <= 10_000)
    .map((area) => ({ ...area, total: /total|gross/i.test(area.match.match[0]) }));
}

/**
 * The property's whole floor area, from a floorplan's or EPC's stated total: a total (or gross
 * internal) area before any other, then the largest, since plans list each floor too. When both
 * units are given and agree (within 3%), the reading is surer.
 */
export const readFloorArea: Reader = ({ pages }) => {
  const best = areasOn(pages).sort((a, b) => Number(b.total) - Number(a.total) || b.sqm - a.sqm)[0];
  if (!best) return [];
  const sqm = roundTo(best.sqm, 1);
  const sqft = roundTo(best.sqft ?? sqm * SQFT_PER_SQM, 0);
  const agree = best.sqft !== undefined && Math.abs(best.sqft / SQFT_PER_SQM - best.sqm) / best.sqm <= 0.03;
  const finding: DocumentFinding = {
    kind: 'floor_area',
    summary: `Total floor area ${sqm} m² (${sqft} ft²).`,
    page: best.match.page,
    quote: best.match.quote,
    confidence: agree ? 0.95 : best.total ? 0.85 : 0.7,
    severity: 'info',
    facts: { floor_area_sqm: sqm, floor_area_sqft: sqft },
  };
  return [finding];
};
