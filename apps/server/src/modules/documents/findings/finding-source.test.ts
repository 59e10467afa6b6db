import type { DocumentFinding } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import type { PageText } from '../extract/page-text.ts';
import { findFindings, type FindingSource } from './finding-source.ts';

const pages: PageText[] = [
  { page: 1, text: 'The Lessee shall not underlet the whole\nor any part of the Flat.', method: 'text', ocrConfidence: null },
  { page: 2, text: 'Not to use the Flat for holiday lets.\nNot to keep any animal in the Flat.', method: 'text', ocrConfidence: null },
];
const finding = (kind: DocumentFinding['kind'], page: number, quote: string): DocumentFinding => ({ kind, summary: `${kind} on page ${page}`, page, quote, confidence: 0.9, severity: 'amber' });
const source = (origin: string, ...findings: DocumentFinding[]): FindingSource => ({ origin, find: () => findings });
const read = (...sources: FindingSource[]) => findFindings(sources, { filename: 'lease.pdf', kind: 'lease', pages, asOf: new Date('2026-06-24T00:00:00Z') });

describe('findFindings', () => {
  it("keeps a later source's finding only when no earlier source read the same clause", async () => {
    const found = await read(
      source('rules', finding('restriction_subletting', 1, 'The Lessee shall not underlet the whole or any part of the Flat.')),
      source(
        'ai',
        finding('restriction_subletting', 1, 'shall not underlet the whole'),
        finding('restriction_short_lets', 2, 'Not to use the Flat for holiday lets.'),
        finding('restriction_pets', 1, 'or any part of the Flat'),
      ),
    );
    expect(found.map((kept) => [kept.origin, kept.kind, kept.page])).toEqual([
      ['rules', 'restriction_subletting', 1],
      ['ai', 'restriction_short_lets', 2],
      ['ai', 'restriction_pets', 1],
    ]);
  });

  it('keeps what one source found twice, and drops a quote its page does not have', async () => {
    const found = await read(
      source(
        'ai',
        finding('restriction_pets', 2, 'Not to keep any animal'),
        finding('restriction_pets', 2, 'Not to keep any animal in the Flat.'),
        finding('restriction_pets', 1, 'Not to keep any animal'),
      ),
    );
    expect(found.map((kept) => kept.quote)).toEqual(['Not to keep any animal', 'Not to keep any animal in the Flat.']);
  });
});
