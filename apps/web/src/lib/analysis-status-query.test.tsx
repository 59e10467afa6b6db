import type { AnalysisStatusResponse } from '@plotwise/contracts';
import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/fetch-stub';
import { signedInApi } from '../testing/signed-in-api';
import { renderWithProviders } from '../testing/test-utils';
import { ANALYSIS_STATUS_POLL_MS, analysisStatusQueryOptions } from './analysis-status-query';

const STATUS_PATH = '/api/v1/properties/p1/analysis/status';

const running: AnalysisStatusResponse = {
  workflow_status: 'processing',
  is_processing: true,
  analysis_status: {
    status: 'in_progress',
    run_id: 'run-1',
    trigger: 'create',
    started_at: '2026-11-21T10:00:00.000Z',
    finished_at: null,
    steps: [],
    engine: 'builtin',
    note: null,
  },
};

/** Two watchers of one property's status, each polling by its own rule, as the two tabs do. */
function Watchers() {
  const always = useQuery({
    ...analysisStatusQueryOptions('p1'),
    refetchInterval: ANALYSIS_STATUS_POLL_MS,
  });
  const whileRunning = useQuery({
    ...analysisStatusQueryOptions('p1'),
    refetchInterval: (query) => (query.state.data?.is_processing ? ANALYSIS_STATUS_POLL_MS : false),
  });
  return <p>{always.data && whileRunning.data ? 'watching' : 'waiting'}</p>;
}

describe('analysisStatusQueryOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives every watcher of a property one poll, whatever rules they poll by', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = signedInApi({ [`GET ${STATUS_PATH}`]: json(running) });
    renderWithProviders(<Watchers />);
    expect(await screen.findByText('watching')).toBeInTheDocument();
    const polls = () => requests.filter((request) => request.path === STATUS_PATH).length;
    const first = polls();

    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_STATUS_POLL_MS * 5));

    expect(first).toBe(1);
    expect(polls() - first).toBeGreaterThanOrEqual(4);
    expect(polls() - first).toBeLessThanOrEqual(5);
  });
});
