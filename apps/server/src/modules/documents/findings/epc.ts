import type { DocumentFinding, EnergyRating, FindingSeverity } from '@plotwise/contracts';
import { readFloorArea } from './floor-area.ts';
import { findEach, firstMatch, type Reader } from './reader.ts';

const CURRENT = /(?:current\s+(?:energy\s+)?(?:efficiency\s+)?rating(?:\s+is)?|energy\s+rating\s+is|energy\s+rating)\s*[:-]?\s*(?:band\s+)?([A-G])\b/i;
const POTENTIAL = /(?:potential\s+(?:energy\s+)?(?:efficiency\s+)?rating(?:\s+is)?\s*[:-]?\s*(?:band\s+)?|potential\s+to\s+be\s+)([A-G])\b/i;
const MEASURE =
  /[^\n]*(?:insulation|double\s+glazing|glazing|condensing\s+boiler|boiler|heating\s+controls|solar\s+(?:water|photovoltaic|panels)|heat\s+pump|low\s+energy\s+lighting|draught\s+proofing)[^\n]*/i;

/**
 * A let home needs an EPC of E or better today, and C is proposed for all private tenancies from
 * 2030 (docs/product/documents.md): F and G are red, D and E amber.
 */
function ratingSeverity(rating: EnergyRating): FindingSeverity {
  if (rating === 'F' || rating === 'G') return 'red';
  return rating === 'D' || rating === 'E' ? 'amber' : 'info';
}

function rating(input: Parameters<Reader>[0], pattern: RegExp, kind: 'epc_rating' | 'epc_potential_rating'): DocumentFinding[] {
  const found = firstMatch(input.pages, pattern);
  if (!found) return [];
  const band = found.match[1]!.toUpperCase() as EnergyRating;
  const current = kind === 'epc_rating';
  return [
    {
      kind,
      summary: current ? `Energy rating ${band}.` : `Could reach energy rating ${band} with the recommended improvements.`,
      page: found.page,
      quote: found.quote,
      confidence: 0.9,
      severity: current ? ratingSeverity(band) : 'info',
      facts: { energy_rating: band },
    },
  ];
}

/** An EPC: current and potential ratings, floor area and the recommended improvements. */
export const readEpc: Reader = (input) => [
  ...rating(input, CURRENT, 'epc_rating'),
  ...rating(input, POTENTIAL, 'epc_potential_rating'),
  ...readFloorArea(input),
  ...findEach(input.pages.filter((page) => /recommend|improvement/i.test(page.text)), MEASURE, ({ match, page }) => {
    const line = match[0].trim();
    return line.length < 4 || line.length > 200
      ? null
      : { kind: 'epc_recommendation', summary: `Recommended: ${line}`, page, quote: line, confidence: 0.7, severity: 'info' };
  }).slice(0, 10),
];
