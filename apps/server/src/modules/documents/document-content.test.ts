import { describe, expect, it } from 'vitest';
import { buildDocumentContent } from './document-content.ts';

describe('buildDocumentContent', () => {
  const documents = [
    { filename: 'lease.pdf', kind: 'lease' as const, pages: [{ page: 1, text: 'THIS LEASE' }, { page: 2, text: 'Ground rent' }] },
    { filename: 'pack.zip/epc.pdf', kind: 'epc' as const, pages: [{ page: 1, text: 'Energy rating D' }] },
  ];

  it('puts each document and page under its heading', () => {
    expect(buildDocumentContent(documents)).toBe(
      '=== Document 1: lease.pdf (lease, 2 pages) ===\n--- Page 1 ---\nTHIS LEASE\n\n--- Page 2 ---\nGround rent\n\n' +
        '=== Document 2: pack.zip/epc.pdf (epc, 1 page) ===\n--- Page 1 ---\nEnergy rating D\n',
    );
  });

  it('stops at whole pages within the limit and says what was left out', () => {
    const content = buildDocumentContent(documents, 80);
    expect(content).toBe('=== Document 1: lease.pdf (lease, 2 pages) ===\n--- Page 1 ---\nTHIS LEASE\n\n[The rest was left out: the documents\' text is longer than 80 characters.]');
  });
});
