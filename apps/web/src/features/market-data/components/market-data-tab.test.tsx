import {
  NO_MARKET_DATA,
  type AnalysisStatusResponse,
  type AnalysisStepStatus,
} from '@plotwise/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_STATUS_POLL_MS } from '../../../lib/analysis-status-query';
import { json, type StubRequest } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { makeFigure, makeMarketData, testProperty } from '../testing/market-data-fixtures';
import { MarketDataTab } from './market-data-tab';

type Answer = Response | ((request: StubRequest) => Response);
const MARKET_PATH = '/api/v1/properties/p1/market-data';

function renderTab(marketData: Answer, extra: Parameters<typeof signedInApi>[0] = {}) {
  const onRefreshStarted = vi.fn();
  const api = signedInApi({ [`GET ${MARKET_PATH}`]: marketData, ...extra });
  const view = renderWithProviders(
    <MarketDataTab property={testProperty} onRefreshStarted={onRefreshStarted} />,
  );
  return { ...api, ...view, onRefreshStarted };
}

const section = (name: string) => screen.getByRole('region', { name });
const rowAddresses = () =>
  within(screen.getByRole('table', { name: 'Comparable sales' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);

describe('Market Data tab (docs/product/market-data.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the estimate with its range, the asking price against it, rent and yields', async () => {
    renderTab(json(makeMarketData()));

    expect(screen.getByRole('status', { name: 'Loading market data' })).toBeInTheDocument();
    const value = await screen.findByRole('region', { name: 'Value estimate' });
    expect(within(value).getByRole('button', { name: '£240,000' })).toBeInTheDocument();
    expect(within(value).getByRole('button', { name: '£216,000 to £264,000' })).toBeInTheDocument();
    expect(
      within(value).getByRole('img', {
        name: 'Likely range £216,000 to £264,000; asking price £250,000',
      }),
    ).toBeInTheDocument();
    expect(value).toHaveTextContent('Asking price£250,000');
    expect(
      within(value).getByRole('button', { name: '4.2% above the estimate' }),
    ).toBeInTheDocument();
    expect(within(value).getByRole('button', { name: '£193,995' })).toBeInTheDocument();

    const rent = section('Rent and yield');
    expect(within(rent).getByRole('button', { name: '£1,150 a month' })).toBeInTheDocument();
    expect(within(rent).getByRole('button', { name: '£1,000 to £1,300' })).toBeInTheDocument();
    expect(within(rent).getByRole('button', { name: '5.5%' })).toBeInTheDocument();
    expect(within(rent).getByRole('button', { name: '6.6%' })).toBeInTheDocument();
    expect(rent).toHaveTextContent('1.1 points below the region');
    expect(screen.getByText('21 Nov 2026, 10:15')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:15:00.000Z',
    );
  });

  it('describes every figure by its method, source and date', async () => {
    renderTab(json(makeMarketData()));
    const estimate = await screen.findByRole('button', { name: '£240,000' });
    expect(estimate).toHaveAccessibleDescription(
      /^Estimated value .*Source: UK House Price Index, September 2025 \(built-in\) As of 1 Sep/,
    );
    const salePrice = screen.getByRole('button', { name: '£262,500' });
    expect(salePrice).toHaveAccessibleDescription(
      'Price paid The price paid on completion, as registered. Source: HM Land Registry Price Paid Data As of 2 Jun 2025',
    );
  });

  it('draws the price trend, with its figures as a table', async () => {
    renderTab(json(makeMarketData()));
    const trend = await screen.findByRole('region', { name: 'Price trend' });
    expect(trend).toHaveTextContent('Yorkshire and the Humber (region), Terraced');
    expect(within(trend).getByRole('button', { name: '+3.6%' })).toBeInTheDocument();
    expect(within(trend).getByRole('button', { name: '+26.4%' })).toBeInTheDocument();
    // The chart is a lazy chunk: its first import in a test run takes a while.
    const chart = await within(trend).findByRole(
      'img',
      { name: /^Line chart of the average price/ },
      { timeout: 5_000 },
    );
    expect(chart).toHaveAccessibleName(
      'Line chart of the average price in Yorkshire and the Humber from Jan 2015 (£130,000) to Oct 2025 (£193,995)',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const table = within(trend).getByRole('table', {
      name: 'Average price and index by month in Yorkshire and the Humber',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Jan 2015' })).toBeInTheDocument();
    expect(table).toHaveTextContent('£153,400');
  });

  it('sorts the comparable sales by a column, and turns the order round on a second click', async () => {
    const { user } = renderTab(json(makeMarketData()));
    await screen.findByRole('table', { name: 'Comparable sales' });
    expect(rowAddresses()).toEqual([
      '41 Thornville Road, Leeds',
      '14 Cardigan Road, Leeds',
      'Flat 2, 3 Ash Road, Leeds',
    ]);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    expect(rowAddresses()).toEqual([
      '41 Thornville Road, Leeds',
      '14 Cardigan Road, Leeds',
      'Flat 2, 3 Ash Road, Leeds',
    ]);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(rowAddresses()[0]).toBe('Flat 2, 3 Ash Road, Leeds');

    await user.click(screen.getByRole('button', { name: 'Distance' }));
    expect(rowAddresses()).toEqual([
      '14 Cardigan Road, Leeds',
      '41 Thornville Road, Leeds',
      'Flat 2, 3 Ash Road, Leeds',
    ]);
  });

  it('filters the comparable sales by type, date and distance', async () => {
    const { user } = renderTab(json(makeMarketData()));
    await screen.findByRole('table', { name: 'Comparable sales' });

    await user.selectOptions(screen.getByLabelText('Type'), 'Flat');
    expect(rowAddresses()).toEqual(['Flat 2, 3 Ash Road, Leeds']);
    expect(screen.getByText('Showing 1 of 3 sales')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    await user.selectOptions(screen.getByLabelText('Sold within'), 'Last 2 years');
    expect(rowAddresses()).toEqual(['41 Thornville Road, Leeds', '14 Cardigan Road, Leeds']);

    await user.selectOptions(screen.getByLabelText('Distance'), 'Within 250 m');
    expect(rowAddresses()).toEqual(['14 Cardigan Road, Leeds']);
    await user.selectOptions(screen.getByLabelText('Sold within'), 'Last year');
    expect(screen.queryByRole('table', { name: 'Comparable sales' })).not.toBeInTheDocument();
    expect(screen.getByText('No sales match these filters.')).toBeInTheDocument();
  });

  it('says so when no sales were found to compare with', async () => {
    renderTab(json(makeMarketData({ comparables: [] })));
    const sales = await screen.findByRole('region', { name: 'Comparable sales' });
    expect(sales).toHaveTextContent('No recent sales were found to compare with.');
    expect(screen.queryByRole('table', { name: 'Comparable sales' })).not.toBeInTheDocument();
  });

  it('lists each provider with whether it was used and why not', async () => {
    renderTab(json(makeMarketData()));
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(sources).toHaveTextContent('Built-in dataset: used, data of 1 Sep');
    expect(sources).toHaveTextContent(
      'HM Land Registry Price Paid Data: switched offSwitched off on this server.',
    );
  });

  it('places the property, and shows its energy certificate when one was found', async () => {
    const epc = {
      address: '12 Cardigan Road',
      floor_area_sqm: makeFigure({ value: 96, unit: 'sqm', label: 'Floor area' }),
      current_energy_rating: 'D',
      construction_age_band: 'England and Wales: 1900-1929',
      lodged_on: '2021-04-14',
    };
    renderTab(json(makeMarketData({ epc })));
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(location).toHaveTextContent('PostcodeLS6 2AB');
    expect(location).toHaveTextContent('Local authorityLeeds');
    expect(location).toHaveTextContent('RegionYorkshire and The Humber');
    expect(location).toHaveTextContent('NationEngland');
    expect(within(location).getByRole('button', { name: '96 m² (1,033 ft²)' })).toBeInTheDocument();
    expect(location).toHaveTextContent('Energy ratingD');
    expect(location).toHaveTextContent('Certificate lodged14 Apr 2021');
  });

  it('says when the nation is only likely, the district crossing a border', async () => {
    const data = makeMarketData();
    renderTab(json({ ...data, location: { ...data.location, straddles_border: true } }));
    const location = await screen.findByRole('region', { name: 'Location' });
    expect(location).toHaveTextContent('England (likely: the postcode district crosses a border');
    expect(location).not.toHaveTextContent('Energy rating');
  });

  it('shows an honest empty state before the first market step', async () => {
    renderTab(json(NO_MARKET_DATA));
    expect(await screen.findByText('Market data not available yet')).toBeInTheDocument();
    expect(screen.queryByText('Last refreshed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('says when market data could not be loaded, and loads it on Retry', async () => {
    let calls = 0;
    const { user } = renderTab(() =>
      (calls += 1) === 1
        ? json({ detail: 'Property not found', code: 'NOT_FOUND' }, 404)
        : json(makeMarketData()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Market data could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Value estimate' })).toBeInTheDocument();
  });
});

describe('Refresh (docs/decisions/0171-refresh-progress.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const step = (
    status: AnalysisStepStatus['status'],
    error: string | null = null,
  ): AnalysisStepStatus => ({
    step: 'market',
    status,
    started_at: null,
    finished_at: null,
    attempts: 1,
    error,
  });
  const statusWith = (market: AnalysisStepStatus): AnalysisStatusResponse => ({
    workflow_status: market.status === 'in_progress' ? 'market_analysis_in_progress' : 'processing',
    is_processing: true,
    analysis_status: {
      status: 'pending',
      run_id: 'r2',
      trigger: 'refresh_market_data',
      started_at: '2026-11-22T09:00:00.000Z',
      finished_at: null,
      steps: [market],
      engine: null,
      note: null,
    },
  });

  function renderRefresh(polls: AnalysisStatusResponse[]) {
    const stored = [
      makeMarketData(),
      makeMarketData({ version: 2, generated_at: '2026-11-22T09:00:05.000Z' }),
    ];
    let marketCalls = 0;
    let statusCalls = 0;
    return renderTab(() => json(stored[Math.min((marketCalls += 1) - 1, 1)]), {
      'POST /api/v1/properties/p1/refresh-market-data': json(statusWith(step('pending')), 202),
      'GET /api/v1/properties/p1/analysis/status': () =>
        json(polls[Math.min((statusCalls += 1) - 1, polls.length - 1)]),
    });
  }

  it('shows progress until the market step ends, then the new date', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onRefreshStarted, requests } = renderRefresh([
      statusWith(step('pending')),
      statusWith(step('in_progress')),
      statusWith(step('completed')),
    ]);
    expect(await screen.findByText('21 Nov 2026, 10:15')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh asked for: waiting to start...')).toBeInTheDocument();
    expect(onRefreshStarted).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');

    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    expect(await screen.findByText('Gathering market data...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    expect(await screen.findByText('Market data refreshed.')).toBeInTheDocument();
    expect(await screen.findByText('22 Nov 2026, 09:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    const polls = () =>
      requests.filter((request) => request.path.endsWith('/analysis/status')).length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS * 3));
    expect(polls()).toBe(before);
  });

  it('says why when the market step failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderRefresh([
      statusWith(step('failed', 'The market step failed after 3 attempts: timeout')),
    ]);
    await screen.findByText('21 Nov 2026, 10:15');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Market data could not be refreshed: The market step failed after 3 attempts: timeout',
    );
  });

  it("shows the server's message when the refresh is refused", async () => {
    const { user } = renderTab(json(makeMarketData()), {
      'POST /api/v1/properties/p1/refresh-market-data': json(
        { detail: 'Property not found', code: 'NOT_FOUND' },
        404,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Refresh could not start: Property not found',
    );
  });
});
