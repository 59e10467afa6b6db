import type { AnalysisStatus, AnalysisStepStatus } from '@plotwise/contracts';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_STATUS_POLL_MS } from '../../../lib/analysis-status-query';
import { json, type StubRequest } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import {
  builtinEstimate,
  makeAnalysisResponse,
  makeEmptyAnalysis,
  makeRunStatus,
  makeStatusResponse,
} from '../testing/analysis-fixtures';
import { AnalysisTab } from './analysis-tab';

type Answer = Response | ((request: StubRequest) => Response);

function renderTab(routes: Record<string, Answer>) {
  const onStatusChange = vi.fn();
  const api = signedInApi({
    'GET /api/v1/properties/p1/analysis': json(makeAnalysisResponse()),
    'GET /api/v1/properties/p1/analysis/status': json(makeStatusResponse()),
    'GET /api/v1/properties/p1/analysis/cost-estimate': json(builtinEstimate),
    ...routes,
  });
  let setAnalysisStatus: (status: AnalysisStatus) => void = () => {};
  /** The detail page's part: it hands the tab the property's own status as its polls see it. */
  function Page() {
    const [analysisStatus, setStatus] = useState<AnalysisStatus>('completed');
    setAnalysisStatus = setStatus;
    return (
      <AnalysisTab
        propertyId="p1"
        analysisStatus={analysisStatus}
        onStatusChange={onStatusChange}
      />
    );
  }
  const view = renderWithProviders(<Page />);
  return {
    ...api,
    ...view,
    onStatusChange,
    setAnalysisStatus: (status: AnalysisStatus) => act(() => setAnalysisStatus(status)),
  };
}

const section = (name: string) => screen.getByRole('region', { name });
const stepTexts = async () =>
  within(await screen.findByRole('list', { name: 'Analysis progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Analysis tab (docs/product/analysis.md "The Analysis tab")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each part with a verdict, the KPI cards, the tables and the legal risks with their pages', async () => {
    const saved = makeAnalysisResponse();
    const { figures } = saved.strategy!.result;
    renderTab({});

    const strategy = await screen.findByRole('region', { name: 'Strategy' });
    expect(strategy).toHaveTextContent(/(Low|Medium|High) investment risk: gross yield/);
    const cards = within(strategy)
      .getAllByRole('definition')
      .map((card) => within(card).getByRole('button'));
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^£[\d,]+/),
      `${Number(figures.gross_yield_pct.value.toFixed(1))}%`,
      `${Number(figures.net_yield_pct.value.toFixed(1))}%`,
      expect.stringMatching(/a month$/),
      expect.stringMatching(/%$/),
      expect.stringMatching(/^£[\d,]+$/),
    ]);
    expect(within(strategy).getByRole('table', { name: 'Purchase costs' })).toBeInTheDocument();
    expect(within(strategy).getByRole('table', { name: 'Monthly cash flow' })).toBeInTheDocument();
    expect(within(strategy).getByRole('table', { name: /^SDLT bands/ })).toHaveTextContent(
      /in force from \d{1,2} \w{3} \d{4}/,
    );
    expect(within(strategy).getByText('Verdict: the strategy narrative.')).toBeInTheDocument();

    // Every figure says how it was worked out, from what and when.
    const cashIn = cards[0]!;
    expect(cashIn).toHaveAccessibleDescription(
      expect.stringContaining(figures.total_cash_in.method),
    );
    expect(cashIn).toHaveAccessibleDescription(expect.stringContaining('As of 21 Nov 2026'));

    const legal = section('Legal');
    expect(legal).toHaveTextContent(/(Low|Medium|High) legal risk/);
    const lease = within(within(legal).getByRole('list', { name: 'Risks' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Page 2 of lease.pdf'));
    expect(lease).toHaveTextContent('for a term of 99 years from 1 January 1990');

    const refurbishment = section('Refurbishment');
    expect(refurbishment).toHaveTextContent(/Works at standard specification: about £/);
    expect(
      within(refurbishment).getByRole('table', {
        name: 'Refurbishment items at standard specification',
      }),
    ).toBeInTheDocument();
    expect(
      within(refurbishment).getByRole('table', { name: 'Totals by specification' }),
    ).toHaveTextContent(/basic.*standard.*premium/is);
    expect(screen.getByRole('button', { name: 'Re-run analysis' })).toBeEnabled();
    expect(
      await screen.findByText('This run uses the built-in engine and costs nothing.'),
    ).toBeInTheDocument();
    expect(screen.getByText('AI analyses left this month: 2 of 3.')).toBeInTheDocument();
  });

  it('with no run yet says so, runs on request and shows each step until the run ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const going = (steps: Partial<Record<string, AnalysisStepStatus['status']>>) =>
      makeStatusResponse(
        makeRunStatus({
          status: 'in_progress',
          finished_at: null,
          steps: makeRunStatus().steps.map((step) => ({
            ...step,
            status: steps[step.step] ?? 'pending',
          })),
        }),
      );
    const statuses = [
      going({ documents: 'in_progress', market: 'in_progress' }),
      going({ documents: 'completed', market: 'completed', legal: 'in_progress' }),
      makeStatusResponse(
        makeRunStatus({
          status: 'failed',
          steps: makeRunStatus().steps.map((step) =>
            step.step === 'refurbishment'
              ? {
                  ...step,
                  status: 'failed',
                  error: 'The refurbishment step failed after 3 attempts: boom',
                }
              : step,
          ),
        }),
      ),
    ];
    let runs = 0;
    let polls = 0;
    const { requests, onStatusChange } = renderTab({
      'GET /api/v1/properties/p1/analysis': () =>
        json(runs && polls > 1 ? makeAnalysisResponse() : makeEmptyAnalysis()),
      'GET /api/v1/properties/p1/analysis/status': () =>
        json(
          runs ? statuses[Math.min(polls++, 2)] : makeStatusResponse(makeEmptyAnalysis().status),
        ),
      'POST /api/v1/properties/p1/analyze': () => {
        runs += 1;
        return json(statuses[0], 202);
      },
    });

    expect(await screen.findByText('No analysis yet')).toBeInTheDocument();
    await act(() => screen.getByRole('button', { name: 'Run analysis' }).click());
    expect(await stepTexts()).toEqual([
      'DocumentsIn progress',
      'Market dataIn progress',
      'LegalPending',
      'RefurbishmentPending',
      'StrategyPending',
    ]);
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    expect(onStatusChange).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    await vi.waitFor(async () => expect(await stepTexts()).toContain('LegalIn progress'));
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));

    expect(
      await screen.findByText('The refurbishment step failed after 3 attempts: boom'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Strategy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-run analysis' })).toBeEnabled();
    expect(onStatusChange).toHaveBeenCalledTimes(2);
    const statusCalls = requests.filter((request) => request.path.endsWith('/analysis/status'));
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS * 3));
    expect(requests.filter((request) => request.path.endsWith('/analysis/status'))).toHaveLength(
      statusCalls.length,
    );
  });

  it('follows a run started elsewhere once the property says it is running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let going = false;
    const { setAnalysisStatus, requests } = renderTab({
      'GET /api/v1/properties/p1/analysis/status': () =>
        json(
          going
            ? makeStatusResponse(makeRunStatus({ status: 'in_progress', finished_at: null }))
            : makeStatusResponse(),
        ),
    });
    await screen.findByRole('button', { name: 'Re-run analysis' });
    const statusCalls = () =>
      requests.filter((request) => request.path.endsWith('/analysis/status')).length;
    const before = statusCalls();

    going = true;
    setAnalysisStatus('in_progress');
    expect(await screen.findByRole('button', { name: 'Running...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS));
    expect(statusCalls()).toBeGreaterThanOrEqual(before + 2);
  });

  it("shows the plan's upgrade message when the plan's AI analyses are used up", async () => {
    renderTab({
      'POST /api/v1/properties/p1/analyze': json(
        {
          detail: 'This feature requires an upgrade from your current Free plan.',
          code: 'PLAN_LIMIT',
        },
        403,
      ),
    });
    await act(async () => (await screen.findByRole('button', { name: 'Re-run analysis' })).click());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This feature requires an upgrade from your current Free plan.',
    );
  });

  it('says when the analysis cannot be loaded, and tries again on Retry', async () => {
    let calls = 0;
    renderTab({
      'GET /api/v1/properties/p1/analysis': () =>
        ++calls === 1
          ? json({ detail: 'Property not found', code: 'NOT_FOUND' }, 404)
          : json(makeAnalysisResponse()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the analysis. Property not found',
    );
    await act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('region', { name: 'Strategy' })).toBeInTheDocument();
  });
});
