import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../config.ts';
import { docxOf, textPdf } from '../../../test-support/document-fixtures.ts';
import { leasePages } from '../../../test-support/legal-pack-texts.ts';
import { sampleZip } from '../../../test-support/sample-files.ts';
import { createDocumentsContext } from '../documents-context.ts';
import { ReadFailure } from '../extract/page-text.ts';
import { readArchive } from './read-archive.ts';

const asOf = new Date('2026-06-24T00:00:00Z');
const contextWith = (settings: Record<string, string> = {}) => createDocumentsContext(parseConfig({ OCR_WORKERS: '1', ...settings }));
const MB = 1024 * 1024;

describe('reading a zip', () => {
  it('reads each supported entry, nested zips included, and says why the others were not', async () => {
    const inner = sampleZip({ 'epc.docx': docxOf([['Energy Performance Certificate', 'Current energy rating: C']]) });
    const zip = sampleZip(
      { 'pack/lease.pdf': await textPdf(leasePages), 'pack/notes.txt': 'call the agent', '../escape.pdf': 'x', 'inner.zip': inner, '__MACOSX/._lease.pdf': 'x' },
      { deflate: true },
    );
    const reads = await readArchive(contextWith(), zip, asOf);
    expect(reads.map(({ path, read }) => [path, read.ok ? read.kind : read.reason])).toEqual([
      ['pack/lease.pdf', 'lease'],
      ['pack/notes.txt', 'Files of this type are not read.'],
      ['../escape.pdf', 'Its name points outside the zip.'],
      ['inner.zip/epc.docx', 'epc'],
    ]);
    const lease = reads[0]!.read;
    expect(lease.ok && lease.findings.find((finding) => finding.kind === 'lease_term')).toMatchObject({ page: 1, facts: { term_years: 99 } });
  });

  it('refuses a zip bomb by its compression ratio before expanding it', async () => {
    const bomb = sampleZip({ 'lease.pdf': Buffer.alloc(20 * MB) }, { deflate: true });
    expect(bomb.length).toBeLessThan(100_000);
    await expect(readArchive(contextWith(), bomb, asOf)).rejects.toThrow(new ReadFailure('lease.pdf in this zip is compressed more than 100 to 1, so the zip was not read.'));
  });

  it('holds the total size, the entry count and the nesting depth', async () => {
    const big = sampleZip({ 'a.pdf': Buffer.alloc(MB, 1), 'b.pdf': Buffer.alloc(MB, 2) });
    await expect(readArchive(contextWith({ ZIP_MAX_TOTAL_MB: '1' }), big, asOf)).rejects.toThrow('This zip expands to more than 1 MB, so it was not read.');
    const many = sampleZip(Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`note-${index}.txt`, 'x'])));
    await expect(readArchive(contextWith({ ZIP_MAX_ENTRIES: '10' }), many, asOf)).rejects.toThrow('This zip holds more than 10 entries, so it was not read.');
    const deep = sampleZip({ 'one.zip': sampleZip({ 'two.zip': sampleZip({ 'lease.docx': docxOf([['THIS LEASE']]) }) }) });
    const reads = await readArchive(contextWith({ ZIP_MAX_DEPTH: '2' }), deep, asOf);
    expect(reads.map(({ path, read }) => [path, read.ok || read.reason])).toEqual([['one.zip/two.zip', 'Zips are opened only 2 deep, so this one was not.']]);
  });
});
