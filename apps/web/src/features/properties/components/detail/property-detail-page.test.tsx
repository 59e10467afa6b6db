import type { Property } from '@plotwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type StubRequest } from '../../../../testing/fetch-stub';
import { signedInApi } from '../../../../testing/signed-in-api';
import { renderWithProviders } from '../../../../testing/test-utils';
import { OPEN_PROPERTY_FORM_EVENT } from '../../events';
import { DOCUMENTS_POLL_MS } from '../../api/get-documents';
import { leaseTermFinding, makeDocument, makeImage } from '../../testing/document-fixtures';
import { makeProperty } from '../../testing/property-fixtures';
import { toPropertyTab } from '../../utils/processing';
import { PropertyDetailPage } from './property-detail-page';

const file = {
  id: 'f1',
  public_url: '/api/v1/files/f1?signature=s',
  filename: 'front.png',
  content_type: 'image/png',
  size: 2048,
};
const survey = {
  ...file,
  id: 'f2',
  public_url: '/api/v1/files/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb?signature=s',
  filename: 'survey.pdf',
  content_type: 'application/pdf',
  size: 3 * 1024 * 1024,
};
const full = makeProperty({ images: [file, { ...file, id: 'f3' }], documents: [survey] });
const images = full.images.map((image) =>
  makeImage({ id: image.id, url: image.public_url, filename: image.filename }),
);
const surveyDocument = makeDocument({
  id: 'd-survey',
  filename: 'survey.pdf',
  url: survey.public_url,
});

/** Stands in for the Market Data tab, which the route hands in from its own feature. */
function MarketDataStandIn({ property }: { property: Property }) {
  return <p>Market data of {property.address.address}</p>;
}

/** Stands in for the Analysis tab, handed in the same way. */
function AnalysisStandIn({ analysisStatus }: { analysisStatus: string }) {
  return <p>Analysis {analysisStatus}</p>;
}

function Route() {
  const { propertyId = '', tab } = useParams();
  return (
    <PropertyDetailPage
      key={propertyId}
      propertyId={propertyId}
      tab={toPropertyTab(tab)}
      marketDataTab={MarketDataStandIn}
      analysisTab={AnalysisStandIn}
    />
  );
}

type Answer = (request: StubRequest) => Response;

function renderDetail(
  route: string,
  detail: Answer,
  extra: Parameters<typeof signedInApi>[0] = {},
) {
  const api = signedInApi({
    'GET /api/v1/properties/p1': detail,
    'GET /api/v1/properties/p1/images': json(images),
    'GET /api/v1/properties/p1/documents': json([surveyDocument]),
    ...extra,
  });
  return {
    ...api,
    ...renderWithProviders(<Route />, { route, path: '/property/:propertyId/:tab?' }),
  };
}

/** Fetches of the property itself (not its images, documents or status). */
const detailCalls = (requests: StubRequest[]) =>
  requests.filter((request) => request.path.split('?')[0] === '/api/v1/properties/p1');

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('property detail (docs/product/properties.md, "Property detail page")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the quick fields first, then the full property, and badges the tabs', async () => {
    const { requests } = renderDetail('/property/p1', () =>
      json({
        ...full,
        market_analysis: { data_available: true },
        analysis_status: { status: 'completed' },
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: '12 Acacia Avenue' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Owned')).toBeInTheDocument();
    expect(detailCalls(requests).map((request) => request.path)).toEqual([
      '/api/v1/properties/p1?fields=id%2Caddress%2Cprice%2Cproperty_type%2Cbedrooms%2Cworkflow_status',
      '/api/v1/properties/p1',
    ]);
    expect(tab(/^Details/)).toHaveAccessibleName('Details 2 images');
    expect(tab(/^Documents/)).toHaveAccessibleName('Documents 1 documents (not viewed yet)');
    expect(tab(/^Market Data/)).toHaveAccessibleName('Market Data (available) (not viewed yet)');
    expect(tab(/^Analysis/)).toHaveAccessibleName('Analysis (available) (not viewed yet)');

    const information = screen.getByRole('region', { name: 'Property Information' });
    expect(information).toHaveTextContent('£250,000');
    expect(information).toHaveTextContent('✓ Complete');
    expect(information).toHaveTextContent('Added 21 Nov 2026');
    expect(await screen.findAllByRole('img', { name: /^Image \d of 2$/ })).toHaveLength(2);
    expect(screen.getByText('buy-to-let')).toBeInTheDocument();
  });

  it('marks the Analysis tab with a cross when the latest run failed', async () => {
    renderDetail('/property/p1', () =>
      json({ ...full, workflow_status: 'failed', analysis_status: { status: 'failed' } }),
    );
    await screen.findByText('Owned');
    await waitFor(() =>
      expect(tab(/^Analysis/)).toHaveAccessibleName('Analysis (failed) (not viewed yet)'),
    );
  });

  it('switches tabs by replacing the URL and clears the unvisited dot', async () => {
    const { user, router } = renderDetail('/property/p1', () => json(full));
    await screen.findByText('Owned');

    await user.click(tab(/^Documents/));

    expect(router.state.location.pathname).toBe('/property/p1/documents');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tab(/^Documents/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Documents/)).toHaveAccessibleName('Documents 1 documents');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('survey.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('PDF · 3.0 MB');
    expect(panel).toHaveTextContent('Waiting to be read');
    expect(within(panel).getByRole('link', { name: 'Open survey.pdf' })).toHaveAttribute(
      'href',
      survey.public_url,
    );

    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/property/p1/market_data');
    expect(await screen.findByText('Market data of 12 Acacia Avenue')).toBeInTheDocument();
  });

  it('reloads the property when its documents have been read, and shows the floor area they gave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isRead = false;
    const floorplan = {
      ...leaseTermFinding,
      kind: 'floor_area' as const,
      severity: 'info' as const,
      facts: { floor_area_sqm: 72.5 },
    };
    const { requests } = renderDetail(
      '/property/p1/documents',
      () => json({ ...full, floor_area_sqm: isRead ? 72.5 : null }),
      {
        'GET /api/v1/properties/p1/documents': () => {
          const answer = json([
            isRead
              ? { ...surveyDocument, status: 'done', page_count: 1, findings: [floorplan] }
              : { ...surveyDocument, status: 'reading' },
          ]);
          isRead = true;
          return answer;
        },
      },
    );

    expect(await screen.findByText('Reading...')).toBeInTheDocument();
    const loadsBefore = detailCalls(requests).length;
    await act(() => vi.advanceTimersByTimeAsync(DOCUMENTS_POLL_MS));
    expect(await screen.findByText('Read')).toBeInTheDocument();
    await waitFor(() => expect(detailCalls(requests)).toHaveLength(loadsBefore + 1));
    vi.useRealTimers();

    // The page's user-event was set up under the fake clock.
    await userEvent.setup().click(tab(/^Details/));
    const area = await screen.findByText('Floor Area');
    expect(area.nextElementSibling).toHaveTextContent('72.5 m² (780 ft²)');
  });

  it('shows no floor area until a document gives one', async () => {
    renderDetail('/property/p1', () => json(full));
    await screen.findByText('Owned');
    expect(screen.queryByText('Floor Area')).not.toBeInTheDocument();
  });

  it('shows details for an unknown tab', async () => {
    renderDetail('/property/p1/photos', () => json(full));
    await screen.findByText('Owned');
    expect(tab(/^Details/)).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the drawer with the property from Edit Property', async () => {
    const { user } = renderDetail('/property/p1', () => json(full));
    const opened = vi.fn((event: Event) => (event as CustomEvent).detail);
    window.addEventListener(OPEN_PROPERTY_FORM_EVENT, opened);
    await screen.findByText('Owned');

    await user.click(screen.getByRole('button', { name: 'Edit Property' }));
    expect(opened).toHaveReturnedWith(full);
    window.removeEventListener(OPEN_PROPERTY_FORM_EVENT, opened);
  });

  it("says 'Property not found' on a 404 and 'Failed to fetch property' otherwise, with Retry", async () => {
    let status = 404;
    const { user } = renderDetail('/property/p1', () => json({ detail: 'x', code: 'x' }, status));

    expect(await screen.findByText('Property not found')).toBeInTheDocument();
    status = 403;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to fetch property')).toBeInTheDocument();
  });
});

describe('a processing property (docs/product/properties.md, "Processing")', () => {
  it('locks tabs and Edit, polls the status, and reloads and unlocks when it finishes', async () => {
    let done = false;
    const { requests } = renderDetail(
      '/property/p1',
      () =>
        json(
          done
            ? { ...full, workflow_status: 'completed' }
            : { ...full, workflow_status: 'processing' },
        ),
      {
        'GET /api/v1/properties/p1/workflow-status': () => {
          done = true;
          return json({
            workflow_status: 'completed',
            is_processing: false,
            analysis_status: { status: 'pending' },
          });
        },
      },
    );

    expect(await screen.findByText('Processing...')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Documents/)).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Edit Property' })).toBeEnabled();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/workflow-status'))).toHaveLength(1);
  });

  it('keeps tabs and Edit disabled while the status says processing', async () => {
    renderDetail(
      '/property/p1',
      () => json({ ...full, analysis_status: { status: 'in_progress' } }),
      {
        'GET /api/v1/properties/p1/workflow-status': json({
          workflow_status: 'pending',
          is_processing: true,
          analysis_status: { status: 'in_progress' },
        }),
      },
    );

    expect(await screen.findByText('Owned')).toBeInTheDocument();
    expect(tab(/^Documents/)).toBeDisabled();
    expect(tab(/^Analysis/)).toBeDisabled();
    expect(tab(/^Details/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Property' })).toBeDisabled();
  });

  it('reloads the property when a status poll fails', async () => {
    let pollFailed = false;
    let fullLoads = 0;
    renderDetail(
      '/property/p1',
      (request) => {
        if (!request.path.includes('?')) fullLoads += 1;
        const isDone = pollFailed && fullLoads > 1;
        return json({ ...full, workflow_status: isDone ? 'completed' : 'processing' });
      },
      {
        'GET /api/v1/properties/p1/workflow-status': () => {
          pollFailed = true;
          return json({ detail: 'Gone', code: 'NOT_FOUND' }, 404);
        },
      },
    );

    expect(await screen.findByText('Owned')).toBeInTheDocument();
    expect(tab(/^Documents/)).toBeDisabled();
    await waitFor(() => expect(tab(/^Documents/)).toBeEnabled());
    expect(fullLoads).toBe(2);
  });
});
