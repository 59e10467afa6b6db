import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type StubRequest } from '../../../../testing/fetch-stub';
import { signedInApi } from '../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../testing/test-utils';
import { DOCUMENTS_POLL_MS } from '../../api/get-documents';
import {
  leaseFile,
  leaseTermFinding,
  makeDocument,
  packFile,
  readLease,
} from '../../testing/document-fixtures';
import { makeProperty } from '../../testing/property-fixtures';
import { DocumentsTab } from './documents-tab';

type Answer = Response | ((request: StubRequest) => Response);

function renderTab(documents: Answer, property = makeProperty({ documents: [leaseFile] })) {
  const api = signedInApi({ 'GET /api/v1/properties/p1/documents': documents });
  return { ...api, ...renderWithProviders(<DocumentsTab property={property} />) };
}

const documentCalls = (requests: StubRequest[]) =>
  requests.filter((request) => request.path === '/api/v1/properties/p1/documents');
const documentItem = (name: string) =>
  screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;

describe('documents tab (docs/product/properties.md "Tabs")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows each document's kind, type, size, pages and findings with a link to the page", async () => {
    renderTab(json([readLease]));

    const findings = await screen.findByRole('list', { name: 'Findings in lease.pdf' });
    const item = documentItem('lease.pdf');
    expect(item).toHaveTextContent('Lease · PDF · 2 KB · 4 pages');
    expect(item).toHaveTextContent('Read');
    const finding = within(findings).getByRole('listitem');
    expect(finding).toHaveTextContent('Red flag');
    expect(finding).toHaveTextContent(leaseTermFinding.summary);
    expect(finding).toHaveTextContent(`“${leaseTermFinding.quote}”`);
    expect(within(finding).getByText('Lease term')).toBeInTheDocument();
    expect(within(finding).getByText('Confidence 90%')).toBeInTheDocument();
    const page = within(finding).getByRole('link', { name: 'Page 3 of lease.pdf' });
    expect(page).toHaveAttribute('href', `${leaseFile.public_url}#page=3`);
    expect(page).toHaveAttribute('target', '_blank');
  });

  it('lists red flags before those to check and notes, whatever their pages', async () => {
    const note = { ...leaseTermFinding, severity: 'info' as const, page: 1, summary: 'First' };
    const check = { ...leaseTermFinding, severity: 'amber' as const, page: 4, summary: 'Last' };
    renderTab(json([{ ...readLease, findings: [note, check, leaseTermFinding] }]));

    const findings = await screen.findByRole('list', { name: 'Findings in lease.pdf' });
    const badges = within(findings)
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^(Red flag|Check|Note)$/).textContent);
    expect(badges).toEqual(['Red flag', 'Check', 'Note']);
  });

  it('polls while a document is queued or reading, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [makeDocument(), makeDocument({ status: 'reading' }), readLease];
    const { requests } = renderTab(() => json([answers[documentCalls(requests).length - 1]]));

    expect(await screen.findByText('Waiting to be read')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '1 document is waiting to be read or being read.',
    );
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
    expect(await screen.findByText('Reading...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
    expect(await screen.findByText('Read')).toBeInTheDocument();
    expect(screen.queryByText(/waiting to be read or being read/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS * 4));
    expect(documentCalls(requests)).toHaveLength(3);
  });

  it('does not poll when every document is read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderTab(json([readLease]));

    expect(await screen.findByText('Read')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS * 3));
    expect(documentCalls(requests)).toHaveLength(1);
  });

  it("shows a zip's entries under it; a page of an entry is not a link, and a failed entry says why", async () => {
    const pack = makeDocument({
      id: 'd-pack',
      filename: 'pack.zip',
      status: 'done',
      url: packFile.public_url,
    });
    const entry = (overrides: Parameters<typeof makeDocument>[0]) =>
      makeDocument({
        url: packFile.public_url,
        archive_id: 'd-pack',
        status: 'done',
        ...overrides,
      });
    renderTab(
      json([
        pack,
        entry({
          id: 'e1',
          filename: 'pack/lease.pdf',
          kind: 'lease',
          page_count: 4,
          findings: [leaseTermFinding],
        }),
        entry({
          id: 'e2',
          filename: 'pack/notes.txt',
          status: 'failed',
          status_reason: 'Files of this type are not read.',
        }),
      ]),
      makeProperty({ documents: [packFile] }),
    );

    const entries = await screen.findByRole('list', { name: 'Files in pack.zip' });
    const zip = documentItem('pack.zip');
    expect(zip).toHaveTextContent('ZIP archive · 3.0 MB');
    expect(within(zip).getByRole('link', { name: 'Download pack.zip' })).toHaveAttribute(
      'href',
      packFile.public_url,
    );
    const [lease, notes] = [...entries.children] as HTMLElement[];
    expect(lease).toHaveTextContent('pack/lease.pdf');
    expect(lease).toHaveTextContent('Lease · 4 pages');
    expect(lease).toHaveTextContent('Page 3');
    expect(within(lease!).queryByRole('link')).not.toBeInTheDocument();
    expect(notes).toHaveTextContent('Could not be read');
    expect(notes).toHaveTextContent('Files of this type are not read.');
  });

  it('keeps a document that could not be read downloadable, with its reason', async () => {
    const reason = 'This PDF is protected by a password, so it could not be read.';
    renderTab(json([makeDocument({ status: 'failed', status_reason: reason })]));

    expect(await screen.findByText('Could not be read')).toBeInTheDocument();
    const item = documentItem('lease.pdf');
    expect(item).toHaveTextContent(reason);
    expect(item).not.toHaveTextContent('Findings');
    const download = within(item).getByRole('link', { name: 'Download lease.pdf' });
    expect(download).toHaveAttribute('href', leaseFile.public_url);
    expect(download).toHaveAttribute('download', 'lease.pdf');
  });

  it('says how to add documents when there are none', async () => {
    renderTab(json([]), makeProperty());

    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    expect(
      screen.getByText('Add documents through Edit Property: upload files or link to them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('lists documents given as links, which are not read', async () => {
    const link = {
      id: 'l1',
      public_url: 'https://example.com/packs/local%20search.pdf',
      filename: null,
      content_type: null,
      size: null,
    };
    renderTab(json([]), makeProperty({ documents: [link] }));

    const links = await screen.findByRole('region', { name: 'Linked documents' });
    expect(links).toHaveTextContent('Documents given as links are not read.');
    expect(within(links).getByRole('link', { name: 'Open local search.pdf' })).toHaveAttribute(
      'href',
      link.public_url,
    );
  });

  it('says the documents could not be loaded, and Retry loads them', async () => {
    let fails = true;
    const { user } = renderTab(() =>
      fails ? json({ detail: 'Forbidden', code: 'FORBIDDEN' }, 403) : json([readLease]),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load documents');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Findings in lease.pdf' })).toBeInTheDocument();
  });
});
