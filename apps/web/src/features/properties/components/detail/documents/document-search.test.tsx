import type { DocumentSearchResult } from '@plotwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type StubRequest } from '../../../../../testing/fetch-stub';
import { signedInApi } from '../../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../../testing/test-utils';
import { leaseFile, makeDocument, packFile, readLease } from '../../../testing/document-fixtures';
import { DocumentSearch } from './document-search';

const entry = makeDocument({
  id: 'e1',
  filename: 'pack/search.pdf',
  status: 'done',
  url: packFile.public_url,
  archive_id: 'd-pack',
});

const groundRent: DocumentSearchResult = {
  query: 'ground rent',
  hits: [
    {
      document_id: readLease.id,
      filename: 'lease.pdf',
      page: 3,
      snippet: [
        { text: 'the ', match: false },
        { text: 'ground rent', match: true },
        { text: ' doubles every 25 years', match: false },
      ],
    },
    {
      document_id: entry.id,
      filename: 'pack/search.pdf',
      page: 1,
      snippet: [{ text: 'ground rent', match: true }],
    },
  ],
};

type Answer = (request: StubRequest) => Response;

function renderSearch(search: Answer) {
  const api = signedInApi({ 'GET /api/v1/properties/p1/documents/search': search });
  const searches = () =>
    api.requests.filter((request) => request.path.includes('/documents/search'));
  return {
    ...api,
    searches,
    ...renderWithProviders(
      <DocumentSearch
        propertyId="p1"
        documents={[readLease, entry]}
        files={[leaseFile, packFile]}
      />,
    ),
  };
}

const box = () => screen.getByRole('searchbox', { name: 'Search documents' });

describe('document search', () => {
  it('searches once typing settles, and lists the pages found with their words marked', async () => {
    const { user, searches } = renderSearch(() => json(groundRent));

    await user.type(box(), 'ground rent');
    expect(await screen.findByText('2 pages match')).toHaveAttribute('role', 'status');
    expect(searches().map((request) => request.path)).toEqual([
      '/api/v1/properties/p1/documents/search?q=ground+rent',
    ]);

    const [lease, zipped] = within(
      screen.getByRole('list', { name: 'Search results' }),
    ).getAllByRole('listitem');
    const link = within(lease!).getByRole('link', { name: 'lease.pdf, page 3' });
    expect(link).toHaveAttribute('href', `${leaseFile.public_url}#page=3`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(lease).toHaveTextContent('the ground rent doubles every 25 years');
    expect(lease!.querySelector('mark')).toHaveTextContent(/^ground rent$/);
    // An entry of a zip cannot be opened on its own.
    expect(zipped).toHaveTextContent('pack/search.pdf, page 1');
    expect(within(zipped!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no page matches', async () => {
    const { user } = renderSearch(() => json({ query: 'asbestos', hits: [] }));

    await user.type(box(), 'asbestos');
    expect(await screen.findByText('No pages match “asbestos”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('says the search failed, and Retry searches again', async () => {
    let fails = true;
    const { user, searches } = renderSearch(() =>
      fails ? json({ detail: '', code: 'FORBIDDEN' }, 403) : json(groundRent),
    );

    await user.type(box(), 'ground rent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 pages match')).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it("shows the server's reason for a search it refuses", async () => {
    const { user } = renderSearch(() =>
      json({ detail: 'Search for at most 200 characters', code: 'VALIDATION_ERROR' }, 400),
    );

    await user.type(box(), 'rent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search for at most 200 characters');
  });

  it('is usable from the keyboard: Tab reaches the results, Escape clears the search', async () => {
    const { user } = renderSearch(() => json(groundRent));

    await user.click(box());
    await user.keyboard('ground rent');
    const link = await screen.findByRole('link', { name: 'lease.pdf, page 3' });
    await user.tab();
    expect(link).toHaveFocus();

    await user.tab({ shift: true });
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
