import type { FindingKind } from '@plotwise/contracts';

/** What each kind of finding means, as the model is told (docs/product/documents.md lists the kinds). */
const KIND_MEANINGS: Record<FindingKind, string> = {
  lease_term: "the lease's length and when it started",
  ground_rent: 'the ground rent',
  ground_rent_review: 'how and when the ground rent rises',
  service_charge: 'the service charge',
  restriction_subletting: 'a limit on subletting',
  restriction_short_lets: 'a limit on short or holiday lets',
  restriction_pets: 'a limit on pets',
  restriction_alterations: 'a limit on alterations',
  forfeiture: 'forfeiture or re-entry',
  title_number: 'the title number',
  title_class: 'the class of title',
  proprietor: 'the registered proprietor',
  price_paid: 'the price paid entry',
  charge: 'a registered charge (mortgage)',
  title_restriction: 'a restriction on the register',
  restrictive_covenant: 'a restrictive covenant',
  easement: 'an easement',
  right_of_way: 'a right of way',
  flood_risk: 'flood risk',
  planning: 'planning permission, enforcement or a planning entry',
  contaminated_land: 'contaminated land',
  dispute: 'a dispute or complaint',
  works_without_consent: 'works done without permission or sign-off',
  japanese_knotweed: 'Japanese knotweed',
  epc_rating: 'the current energy rating',
  epc_potential_rating: 'the potential energy rating',
  epc_recommendation: 'a recommended energy improvement',
  floor_area: 'the total floor area',
};

/** How the model answers a document read, whatever the tenant's document vision prompt asks for. */
export const FINDINGS_SYSTEM_PROMPT = [
  "You read one document supplied for a UK property purchase and report Plotwise findings. The user's instructions say what to look for: follow them, except for the answer's format, which is always the JSON shape below.",
  `Each finding has a kind, one of: ${Object.entries(KIND_MEANINGS)
    .map(([kind, meaning]) => `${kind} (${meaning})`)
    .join('; ')}.`,
  'Each finding also has: a one-sentence summary; the page it is on (the number in [Page n]); quote, a short passage (at most 300 characters) copied character for character from that page that shows it; severity: info (worth knowing), amber (check it) or red (a red flag); confidence from 0 to 1; and facts, the values the quote itself states (null for every value it does not state: never work one out).',
  'Report only what the pages say. A finding whose quote is not on its page is discarded.',
  'Answer with JSON only: {"findings": [{"kind": "...", "summary": "...", "page": 1, "quote": "...", "severity": "info", "confidence": 0.9, "facts": null}]}.',
].join('\n\n');
