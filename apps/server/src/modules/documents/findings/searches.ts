import type { DocumentFinding, FindingKind, FindingSeverity } from '@plotwise/contracts';
import { findEach, type Match, type Reader } from './reader.ts';
import { isNegative } from './text-spans.ts';

type Topic = { kind: FindingKind; pattern: RegExp; assess: (match: Match) => { summary: string; severity: FindingSeverity; confidence: number } };

function floodLevel(sentence: string): FindingSeverity | null {
  if (/\b(?:high|significant|severe)\b/i.test(sentence)) return 'red';
  if (/\b(?:medium|moderate)\b/i.test(sentence)) return 'amber';
  if (/\b(?:very\s+low|low|negligible)\b/i.test(sentence)) return 'info';
  return null;
}

/**
 * Topics of the searches and the property information form that matter to a buyer. A sentence that
 * answers no ("No", "not aware", "passed") is noted as clear, at lower confidence: a form's
 * tick boxes do not always survive as text.
 */
const topics: Topic[] = [
  {
    kind: 'flood_risk',
    pattern: /flood(?:ing|ed)?/i,
    assess: ({ quote }) => {
      const level = floodLevel(quote);
      if (level) return { summary: level === 'info' ? 'Flood risk is low.' : level === 'amber' ? 'Flood risk is medium.' : 'Flood risk is high.', severity: level, confidence: 0.8 };
      return isNegative(quote)
        ? { summary: 'No flooding reported.', severity: 'info', confidence: 0.6 }
        : { summary: 'Flooding is mentioned: check the flood risk.', severity: 'amber', confidence: 0.6 };
    },
  },
  {
    kind: 'planning',
    pattern: /planning\s+(?:permission|application|consent|decision)|enforcement\s+notice|conservation\s+area|listed\s+building|article\s+4|tree\s+preservation\s+order/i,
    assess: ({ match, quote }) => {
      const serious = /enforcement|listed|article\s+4/i.test(match[0]) && !isNegative(quote);
      return { summary: serious ? `Planning: ${match[0].toLowerCase()} affects the property.` : `Planning: ${match[0].toLowerCase()} mentioned.`, severity: serious ? 'amber' : 'info', confidence: 0.65 };
    },
  },
  {
    kind: 'contaminated_land',
    pattern: /contaminat(?:ed|ion)/i,
    assess: ({ quote }) =>
      isNegative(quote)
        ? { summary: 'No contaminated land reported.', severity: 'info', confidence: 0.6 }
        : { summary: 'Contaminated land is reported near or at the property.', severity: 'red', confidence: 0.65 },
  },
  {
    kind: 'dispute',
    pattern: /disputes?|complaints?/i,
    assess: ({ quote }) =>
      isNegative(quote)
        ? { summary: 'No disputes or complaints declared.', severity: 'info', confidence: 0.55 }
        : { summary: 'A dispute or complaint is declared.', severity: 'amber', confidence: 0.6 },
  },
  {
    kind: 'works_without_consent',
    pattern: /without\s+(?:the\s+)?(?:necessary\s+)?(?:planning\s+permission|building\s+regulations?(?:\s+approval)?|listed\s+building\s+consent|consent)|regularisation\s+certificate|indemnity\s+(?:insurance|policy)/i,
    assess: () => ({ summary: 'Works may have been done without the required consent.', severity: 'amber', confidence: 0.65 }),
  },
  {
    kind: 'japanese_knotweed',
    pattern: /japanese\s+knotweed/i,
    assess: ({ quote }) =>
      isNegative(quote)
        ? { summary: 'No Japanese knotweed declared.', severity: 'info', confidence: 0.6 }
        : { summary: 'Japanese knotweed is present or suspected.', severity: 'red', confidence: 0.7 },
  },
];

/** Searches (local, drainage, environmental), the property information form and surveys. */
export const readSearches: Reader = ({ pages }) =>
  topics.flatMap((topic) =>
    findEach(pages, topic.pattern, (match): DocumentFinding => ({ kind: topic.kind, page: match.page, quote: match.quote, ...topic.assess(match) })),
  );
