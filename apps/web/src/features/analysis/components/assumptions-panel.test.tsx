import type { PropertyAnalysisResponse } from '@plotwise/contracts';
import { analyseProperty, mergeAssumptions } from '@plotwise/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type StubRequest } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { formatFigureValue } from '../../../lib/format-figure';
import {
  builtinEstimate,
  leedsInput,
  makeAnalysisResponse,
  makeStatusResponse,
} from '../testing/analysis-fixtures';
import { AnalysisTab } from './analysis-tab';

type Answer = Response | ((request: StubRequest) => Response);

function renderTab(save: Answer) {
  const api = signedInApi({
    'GET /api/v1/properties/p1/analysis': json(makeAnalysisResponse()),
    'GET /api/v1/properties/p1/analysis/status': json(makeStatusResponse()),
    'GET /api/v1/properties/p1/analysis/cost-estimate': json(builtinEstimate),
    'PUT /api/v1/properties/p1/analysis/assumptions': save,
  });
  return {
    ...api,
    ...renderWithProviders(
      <AnalysisTab propertyId="p1" analysisStatus="completed" onStatusChange={() => {}} />,
    ),
  };
}

/** The Monthly cash flow KPI card's value. */
const cashFlowCard = () =>
  within(
    screen.getAllByRole('term').find((term) => term.textContent === 'Monthly cash flow')!
      .nextElementSibling as HTMLElement,
  ).getByRole('button');

const withDeposit = (deposit: number) =>
  analyseProperty({
    ...leedsInput,
    assumptions: mergeAssumptions(leedsInput.assumptions, { deposit_pct: deposit }),
  });

describe('assumptions panel (docs/decisions/0160-recalculating-in-the-browser.md)', () => {
  it('recalculates the figures in the browser as the user types, without a request', async () => {
    const { user, requests } = renderTab(json({}));
    const deposit = await screen.findByRole('textbox', { name: 'Deposit (%)' });
    const before = cashFlowCard().textContent;
    const requestsBefore = requests.length;

    await user.clear(deposit);
    await user.type(deposit, '40');

    const expected = withDeposit(40).strategy.figures.monthly_cash_flow;
    expect(cashFlowCard()).toHaveTextContent(formatFigureValue(expected));
    expect(cashFlowCard().textContent).not.toBe(before);
    expect(screen.getByText('Showing the figures with your unsaved changes.')).toBeInTheDocument();
    expect(screen.getAllByText('The summary describes the saved assumptions.')).toHaveLength(3);
    expect(requests.slice(requestsBefore)).toEqual([]);
  });

  it("shows the contracts' message by a bad field and keeps the saved figures meanwhile", async () => {
    const { user } = renderTab(json({}));
    const deposit = await screen.findByRole('textbox', { name: 'Deposit (%)' });
    const saved = cashFlowCard().textContent;

    await user.clear(deposit);
    await user.type(deposit, '150');

    expect(deposit).toHaveAccessibleDescription('Deposit must be at most 100%');
    expect(deposit).toBeInvalid();
    expect(screen.getByText('Fix the marked assumptions to see their effect.')).toBeInTheDocument();
    expect(cashFlowCard().textContent).toBe(saved);
    expect(screen.getByRole('button', { name: 'Save assumptions' })).toBeDisabled();
  });

  it("saves only the changes, and the server's answer replaces the local figures", async () => {
    const answer: PropertyAnalysisResponse = makeAnalysisResponse({
      ...leedsInput,
      assumptions: mergeAssumptions(leedsInput.assumptions, {
        deposit_pct: 40,
        buyer: { additional_dwelling: true },
      }),
    });
    const { user, requests } = renderTab(json(answer));
    const deposit = await screen.findByRole('textbox', { name: 'Deposit (%)' });
    await user.clear(deposit);
    await user.type(deposit, '40');
    await user.click(
      screen.getByRole('checkbox', { name: 'Will own another home (additional dwelling)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save assumptions' }));

    expect(await screen.findByText('Assumptions saved.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      deposit_pct: 40,
      buyer: { additional_dwelling: true },
    });
    expect(cashFlowCard()).toHaveTextContent(
      formatFigureValue(answer.strategy!.result.figures.monthly_cash_flow),
    );
    expect(screen.getByRole('textbox', { name: 'Deposit (%)' })).toHaveValue('40');
    expect(screen.queryByText('Showing the figures with your unsaved changes.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save assumptions' })).toBeDisabled();
  });

  it("says a save failed, names the server's field, and keeps the user's input", async () => {
    const { user } = renderTab(
      json(
        {
          detail: 'Mortgage rate must be at most 25%',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'mortgage_rate_pct', message: 'Mortgage rate must be at most 25%' }],
        },
        400,
      ),
    );
    const rate = await screen.findByRole('textbox', { name: 'Mortgage rate (%)' });
    await user.clear(rate);
    await user.type(rate, '6.5');
    const preview = cashFlowCard().textContent;
    await user.click(screen.getByRole('button', { name: 'Save assumptions' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save the assumptions. Your changes are kept. Mortgage rate must be at most 25%',
    );
    expect(rate).toHaveValue('6.5');
    expect(rate).toHaveAccessibleDescription('Mortgage rate must be at most 25%');
    expect(cashFlowCard().textContent).toBe(preview);
    expect(screen.getByRole('button', { name: 'Save assumptions' })).toBeEnabled();
  });
});
