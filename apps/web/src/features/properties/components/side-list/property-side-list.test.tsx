import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type StubRequest } from '../../../../testing/fetch-stub';
import { signedInApi } from '../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../testing/test-utils';
import { makePage, makeProperty, testProject } from '../../testing/property-fixtures';
import { PropertySideList } from './property-side-list';

const house = makeProperty();
const opportunity = makeProperty({
  id: 'o1',
  is_owned: false,
  price: 1_250_000,
  property_type: 'semi_detached',
  bedrooms: 1,
  address: { address: '4 Station Road', city: 'York', postcode: '' },
});

function renderSideList(summary: (request: StubRequest) => Response | Promise<Response>) {
  const api = signedInApi({
    'GET /api/v1/properties/summary': summary,
    'GET /api/v1/projects': json([testProject, { ...testProject, id: 'project-2', name: 'Bath' }]),
    'GET /api/v1/properties/o1': json(opportunity),
  });
  return {
    ...api,
    ...renderWithProviders(<PropertySideList />, { route: '/property/p1/documents' }),
  };
}

const panel = () => screen.getByRole('complementary', { name: 'Properties' });

describe('property side list (docs/product/properties.md, "Side list")', () => {
  it('groups owned and opportunities, with compact prices, and highlights the open property', async () => {
    renderSideList(() => json(makePage([opportunity, house])));

    expect(await within(panel()).findByText('Owned Properties')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'Properties 2' })).toBeInTheDocument();
    expect(within(panel()).getByText('Opportunities')).toBeInTheDocument();
    const selected = within(panel()).getByRole('link', { current: 'page' });
    expect(selected).toHaveTextContent('12 Acacia Avenue');
    expect(selected).toHaveTextContent('£250K');
    expect(selected).toHaveTextContent('House · 3 beds');
    expect(selected).toHaveTextContent('General');
    const other = within(panel()).getByRole('link', { name: /4 Station Road/ });
    expect(other).toHaveTextContent('£1.3M');
    expect(other).toHaveTextContent('Semi-Detached · 1 bed');
    expect(other).toHaveAttribute('href', '/property/o1');
  });

  it('leaves out group headings when there is only one group', async () => {
    renderSideList(() => json(makePage([house])));
    expect(await within(panel()).findByText('12 Acacia Avenue')).toBeInTheDocument();
    expect(within(panel()).queryByText('Owned Properties')).not.toBeInTheDocument();
  });

  it('filters by project and preloads a property on hover', async () => {
    const { user, requests } = renderSideList(() => json(makePage([opportunity, house])));
    const select = await within(panel()).findByRole('combobox', { name: 'Project' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All Projects', 'General', 'Bath']),
    );

    await user.hover(within(panel()).getByRole('link', { name: /4 Station Road/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.path.startsWith('/api/v1/properties/o1'))).toBe(
        true,
      ),
    );

    await user.selectOptions(select, 'Bath');
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        '/api/v1/properties/summary?sort=price-desc&project=project-2&skip=0&limit=100',
      ),
    );
  });

  it('shows the load error with Retry, then the empty state', async () => {
    let fail = true;
    const { user } = renderSideList(() =>
      fail
        ? json({ detail: 'Unknown project', code: 'VALIDATION_FAILED' }, 400)
        : json(makePage([])),
    );

    expect(
      await within(panel()).findByText('Error loading properties: Unknown project'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));

    expect(await within(panel()).findByText('No properties found')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Add your first property' })).toHaveAttribute(
      'href',
      '/portfolio',
    );
  });

  it("shows 'Loading properties...' while the list loads", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    renderSideList(async () => {
      await answered;
      return json(makePage([house]));
    });
    expect(await within(panel()).findByText('Loading properties...')).toBeInTheDocument();
    release();
    expect(await within(panel()).findByText('12 Acacia Avenue')).toBeInTheDocument();
  });
});
