import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type StubRequest } from '../../../../testing/fetch-stub';
import { signedInApi } from '../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../testing/test-utils';
import { OPEN_PROPERTY_FORM_EVENT } from '../../events';
import { makePage, makeProperties, makeProperty } from '../../testing/property-fixtures';
import { PortfolioPage } from './portfolio-page';
import { findToast } from '../../../../testing/toasts';

type Summary = (query: URLSearchParams) => Response | Promise<Response>;

const opportunity = makeProperty({
  id: 'o1',
  is_owned: false,
  address: { address: '4 Station Road', city: 'York', postcode: 'YO1 1AA' },
});

function renderPortfolio(summary: Summary, extra: Parameters<typeof signedInApi>[0] = {}) {
  const api = signedInApi({
    'GET /api/v1/properties/summary': (request: StubRequest) =>
      summary(new URL(request.path, 'http://localhost').searchParams),
    ...extra,
  });
  return { ...api, ...renderWithProviders(<PortfolioPage />) };
}

/** Owned: `owned`, paged by skip and limit; opportunities: one, in York. */
const pagedSummary =
  (owned = makeProperties(3)): Summary =>
  (query) => {
    if (query.get('is_owned') === 'false') return json(makePage([opportunity]));
    const skip = Number(query.get('skip'));
    return json(makePage(owned.slice(skip, skip + Number(query.get('limit'))), owned.length));
  };

const summaryCalls = (requests: StubRequest[]) =>
  requests
    .filter((request) => request.path.startsWith('/api/v1/properties/summary'))
    .map((request) => request.path);

const owned = () => screen.getByRole('region', { name: 'Owned Properties' });

describe('portfolio page', () => {
  it('shows Loading properties... and 12 skeleton cards first', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderPortfolio(async (query) => {
      await answered;
      return pagedSummary()(query);
    });
    expect(await within(owned()).findByText('Loading properties...')).toBeInTheDocument();
    expect(owned().querySelectorAll('.animate-pulse')).toHaveLength(12);
    // The API client shares in-flight GETs: answer before the next test asks again.
    release();
    expect(await within(owned()).findAllByRole('article')).toHaveLength(3);
  });

  it('shows the owned count, owned cards, the Add Property card and the opportunities', async () => {
    renderPortfolio(pagedSummary([makeProperty()]));
    expect(await screen.findByText('1 owned property')).toBeInTheDocument();
    const card = within(owned()).getByRole('article');
    expect(card).toHaveTextContent('12 Acacia Avenue');
    expect(card).toHaveTextContent('Leeds • House • 3 beds');
    expect(card).toHaveTextContent('£250,000');
    expect(card).toHaveTextContent('General');
    expect(within(card).getByRole('link', { name: '12 Acacia Avenue' })).toHaveAttribute(
      'href',
      '/property/p1',
    );
    expect(within(card).getByRole('button', { name: 'Edit 12 Acacia Avenue' })).toBeInTheDocument();
    expect(within(owned()).getByRole('button', { name: 'Add Property' })).toBeInTheDocument();

    const opportunities = screen.getByRole('region', { name: 'Opportunities (1)' });
    expect(opportunities).toHaveTextContent('4 Station Road');
    expect(opportunities).toHaveTextContent('York, YO1 1AA');
  });

  it('loads 20 at first, the next 20 from skip=20 on Load More, and hides it after a short page', async () => {
    const { user, requests } = renderPortfolio(pagedSummary(makeProperties(25)));

    expect(await screen.findByText('25 owned properties')).toBeInTheDocument();
    expect(within(owned()).getAllByRole('article')).toHaveLength(20);
    await user.click(within(owned()).getByRole('button', { name: 'Load More Properties' }));

    await waitFor(() => expect(within(owned()).getAllByRole('article')).toHaveLength(25));
    expect(
      within(owned()).queryByRole('button', { name: 'Load More Properties' }),
    ).not.toBeInTheDocument();
    expect(summaryCalls(requests)).toContain(
      '/api/v1/properties/summary?sort=price-desc&is_owned=true&skip=20&limit=20',
    );
  });

  it('filters by type and by location, which lists the sorted cities', async () => {
    const { user, requests } = renderPortfolio(pagedSummary());
    await screen.findByText('3 owned properties');

    const location = screen.getByLabelText('Location');
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All locations', 'Leeds', 'York']);
    await user.selectOptions(screen.getByLabelText('Type'), 'Semi-Detached');
    await user.selectOptions(location, 'York');

    await waitFor(() =>
      expect(summaryCalls(requests)).toContain(
        '/api/v1/properties/summary?sort=price-desc&is_owned=true&property_type=semi_detached&city=York&skip=0&limit=20',
      ),
    );
  });

  it('sorts in the chosen order, keeping each order cached under its own key', async () => {
    const byPriceDesc = makeProperties(3);
    const { user, requests } = renderPortfolio((query) =>
      pagedSummary(query.get('sort') === 'price-asc' ? [...byPriceDesc].reverse() : byPriceDesc)(
        query,
      ),
    );
    await screen.findByText('3 owned properties');
    const addresses = () =>
      within(owned())
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').textContent);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('price-desc');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Price: high to low', 'Price: low to high', 'Newest first', 'Oldest first']);
    expect(addresses()).toEqual(['1 Market Street', '2 Market Street', '3 Market Street']);

    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() =>
      expect(addresses()).toEqual(['3 Market Street', '2 Market Street', '1 Market Street']),
    );
    expect(summaryCalls(requests)).toContain(
      '/api/v1/properties/summary?sort=price-asc&is_owned=true&skip=0&limit=20',
    );

    const callsBefore = summaryCalls(requests).length;
    await user.selectOptions(sort, 'Price: high to low');
    expect(addresses()).toEqual(['1 Market Street', '2 Market Street', '3 Market Street']);
    expect(summaryCalls(requests)).toHaveLength(callsBefore);
  });

  it('shows the empty states, with Add Property opening the drawer, and no Location filter', async () => {
    const { user } = renderPortfolio(() => json(makePage([])));
    const opened = vi.fn();
    window.addEventListener(OPEN_PROPERTY_FORM_EVENT, opened);

    expect(await screen.findByText('No owned properties')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first property.')).toBeInTheDocument();
    expect(screen.getByText('No opportunities yet')).toBeInTheDocument();
    expect(
      screen.getByText('Add properties and mark them as opportunities to see them here.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_PROPERTY_FORM_EVENT, opened);
  });

  it('shows the load failure with Try Again, which loads again', async () => {
    let fail = true;
    const { user } = renderPortfolio((query) =>
      fail
        ? json({ detail: 'Bad request', code: 'VALIDATION_FAILED' }, 400)
        : pagedSummary()(query),
    );

    const failures = await screen.findAllByText('Failed to load properties. Please try again.');
    expect(failures).toHaveLength(2);
    fail = false;
    await user.click(within(owned()).getByRole('button', { name: 'Try Again' }));
    expect(await within(owned()).findAllByRole('article')).toHaveLength(3);
  });

  it("shows 'Refreshing...' while the refresh button loads the lists again", async () => {
    let held: Promise<void> | null = null;
    let release: () => void = () => {};
    const { user } = renderPortfolio(async (query) => {
      await held;
      return pagedSummary()(query);
    });
    await screen.findByText('3 owned properties');

    held = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Refresh properties' }));
    expect(await screen.findByText('Refreshing...')).toBeInTheDocument();
    expect(within(owned()).getAllByRole('article')).toHaveLength(3);
    release();
    await waitFor(() => expect(screen.queryByText('Refreshing...')).not.toBeInTheDocument());
  });
});

describe('deleting from the portfolio', () => {
  it('asks, deletes, and removes the row', async () => {
    const { user, requests } = renderPortfolio(pagedSummary([makeProperty()]), {
      'DELETE /api/v1/properties/p1': new Response(null, { status: 204 }),
    });
    await screen.findByText('1 owned property');

    await user.click(screen.getByRole('button', { name: 'Delete 12 Acacia Avenue' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Property' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the 12 Acacia Avenue, Leeds, LS1 4AP? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(owned()).queryByRole('article')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('alerts when the delete fails and keeps the row', async () => {
    const { user } = renderPortfolio(pagedSummary([makeProperty()]), {
      'DELETE /api/v1/properties/p1': json({ detail: 'Nope', code: 'NOT_FOUND' }, 404),
    });
    await screen.findByText('1 owned property');

    await user.click(screen.getByRole('button', { name: 'Delete 12 Acacia Avenue' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Error deleting property. Please try again.')).toHaveAttribute(
      'data-kind',
      'error',
    );
    // The dialog stays open; once it is closed the row is still there.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(owned()).getByRole('article')).toBeInTheDocument();
  });
});
