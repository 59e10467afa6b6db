import { describe, expect, it } from 'vitest';
import {
  leaseFile,
  leaseTermFinding,
  makeDocument,
  packFile,
  readLease,
} from '../testing/document-fixtures';
import {
  findStoredFile,
  getDocumentKindLabel,
  getPageHref,
  isStillReading,
  nestEntries,
  sortFindings,
} from './document-display';

const pack = makeDocument({ id: 'zip', filename: 'pack.zip', url: packFile.public_url });
const entry = (id: string) =>
  makeDocument({ id, filename: `pack/${id}.pdf`, url: packFile.public_url, archive_id: 'zip' });

describe('documents on screen', () => {
  it('nests zip entries under their zip, keeping the order, and lets an orphan entry stand alone', () => {
    const orphan = makeDocument({ id: 'lost', archive_id: 'gone' });
    const tree = nestEntries([readLease, pack, entry('a'), entry('b'), orphan]);

    expect(tree.map((node) => node.document.id)).toEqual(['d-lease', 'zip', 'lost']);
    expect(tree[1]?.entries.map((node) => node.document.id)).toEqual(['a', 'b']);
    expect(tree[0]?.entries).toEqual([]);
  });

  it('opens a PDF at the page, any other file whole, and a zip entry not at all', () => {
    expect(getPageHref(readLease, 3, 'application/pdf')).toBe(`${leaseFile.public_url}#page=3`);
    expect(getPageHref(readLease, 3, 'application/msword')).toBe(leaseFile.public_url);
    expect(getPageHref(entry('a'), 3, 'application/pdf')).toBeNull();
  });

  it('finds the uploaded file a document was read from by its stored file id', () => {
    const signedAgain = { ...leaseFile, public_url: `${leaseFile.public_url.split('?')[0]}?x=1` };
    expect(findStoredFile(readLease, [packFile, signedAgain])).toBe(signedAgain);
    expect(findStoredFile(makeDocument({ url: 'https://example.com/a.pdf' }), [leaseFile])).toBe(
      undefined,
    );
  });

  it('puts red flags first, then checks, then notes, each in page order', () => {
    const at = (severity: 'red' | 'amber' | 'info', page: number) => ({
      ...leaseTermFinding,
      severity,
      page,
    });
    const sorted = sortFindings([at('info', 1), at('red', 5), at('amber', 2), at('red', 2)]);
    expect(sorted.map((finding) => `${finding.severity}${finding.page}`)).toEqual([
      'red2',
      'red5',
      'amber2',
      'info1',
    ]);
  });

  it('names the kind only of a read document, and reads on while any waits or is read', () => {
    expect(getDocumentKindLabel(readLease)).toBe('Lease');
    expect(getDocumentKindLabel(makeDocument({ kind: 'lease', status: 'reading' }))).toBeNull();
    expect(isStillReading([readLease, makeDocument({ status: 'reading' })])).toBe(true);
    expect(isStillReading([readLease, makeDocument({ status: 'failed' })])).toBe(false);
    expect(isStillReading(undefined)).toBe(false);
  });
});
