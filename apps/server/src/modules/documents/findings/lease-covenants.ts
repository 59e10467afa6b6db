import type { DocumentFinding, FindingKind, FindingSeverity } from '@plotwise/contracts';
import { findEach, type Reader } from './reader.ts';

type Covenant = { kind: FindingKind; pattern: RegExp; summary: (withConsent: boolean) => string; severity: (withConsent: boolean) => FindingSeverity };

/** Lease clauses that limit what an owner or investor may do with the flat, and the landlord's right to end the lease. */
const covenants: Covenant[] = [
  {
    kind: 'restriction_subletting',
    pattern: /under-?let|sub-?let|part\s+with\s+(?:the\s+)?(?:possession|occupation)/i,
    summary: (consent) => (consent ? 'Subletting needs the landlord\'s consent.' : 'Subletting is restricted.'),
    severity: (consent) => (consent ? 'amber' : 'red'),
  },
  {
    kind: 'restriction_short_lets',
    pattern: /holiday\s+let|short[\s-]+(?:term\s+)?let|serviced\s+accommodation|airbnb|bed\s+and\s+breakfast|(?:period|term)\s+of\s+less\s+than\s+\w+\s+months|private\s+(?:dwelling|residence)\s+(?:only|in\s+the\s+occupation)/i,
    summary: () => 'Short lets (holiday or serviced lets) are restricted.',
    severity: () => 'amber',
  },
  {
    kind: 'restriction_pets',
    pattern: /keep(?:ing)?\s+(?:any\s+)?(?:animal|pet|dog|cat|bird)s?|no\s+(?:pets|animals)/i,
    summary: (consent) => (consent ? 'Pets need the landlord\'s consent.' : 'Pets are not allowed.'),
    severity: () => 'info',
  },
  {
    kind: 'restriction_alterations',
    pattern: /(?:make|carry\s+out|permit)\s+(?:any\s+)?(?:structural\s+)?(?:alterations?|additions?)|alterations?\s+(?:or|and)\s+additions?/i,
    summary: (consent) => (consent ? 'Alterations need the landlord\'s consent.' : 'Alterations are restricted.'),
    severity: () => 'amber',
  },
  {
    kind: 'forfeiture',
    pattern: /re-?ent(?:er|ry)|forfeit/i,
    summary: () => 'The landlord may forfeit the lease (re-enter) if its terms are broken.',
    severity: () => 'amber',
  },
];

const needsConsent = (sentence: string) => /consent|approval|permission/i.test(sentence);

export const readLeaseCovenants: Reader = ({ pages }) =>
  covenants.flatMap((covenant) =>
    findEach(pages, covenant.pattern, ({ quote, page }): DocumentFinding => {
      const consent = needsConsent(quote);
      return { kind: covenant.kind, summary: covenant.summary(consent), page, quote, confidence: 0.7, severity: covenant.severity(consent) };
    }).slice(0, 2),
  );
