import type { Figure } from '@plotwise/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FigureValue } from './figure-value';

const tax: Figure = {
  value: 4750,
  unit: 'gbp',
  label: 'Stamp Duty Land Tax',
  method: 'Standard rates, band by band',
  source: {
    name: 'GOV.UK SDLT rates',
    url: 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates',
  },
  as_of: '2025-04-01',
};

describe('FigureValue', () => {
  it('shows the value and describes it by its label, method, source and date', () => {
    render(<FigureValue figure={tax} />);
    const value = screen.getByRole('button', { name: '£4,750' });
    expect(value).toHaveAccessibleDescription(
      'Stamp Duty Land Tax Standard rates, band by band Source: GOV.UK SDLT rates As of 1 Apr 2025',
    );
    expect(screen.getByRole('link', { name: 'GOV.UK SDLT rates' })).toHaveAttribute(
      'href',
      tax.source.url,
    );
  });

  it('takes focus from the keyboard, so the provenance shows without a mouse', async () => {
    render(
      <FigureValue figure={{ ...tax, source: { name: 'Plotwise engine' } }}>
        £4,750 in all
      </FigureValue>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '£4,750 in all' })).toHaveFocus();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Source: Plotwise engine',
    );
  });
});
