import { describe, expect, it } from 'vitest';
import { londonFlatAnalysis } from '../../test-support/ai-models.ts';
import { writeFigureLines, writeRefurbishmentCost } from './engine-figures.ts';

describe('writeFigureLines', () => {
  const strategy = writeFigureLines(londonFlatAnalysis, 'strategy').split('\n');

  it("writes each figure once, with its value in the product's formats and the engine's method", () => {
    const tax = londonFlatAnalysis.strategy.figures.transaction_tax;
    expect(strategy.filter((line) => line.startsWith('- Stamp Duty Land Tax:'))).toEqual([
      `- Stamp Duty Land Tax: £${tax.value.toLocaleString('en-GB')}. ${tax.method}`,
    ]);
    const cashFlow = londonFlatAnalysis.strategy.figures.monthly_cash_flow.value;
    expect(cashFlow).toBeLessThan(0);
    expect(strategy).toContain(
      `- Monthly cash flow: -£${Math.abs(cashFlow).toLocaleString('en-GB')} a month. ${londonFlatAnalysis.strategy.figures.monthly_cash_flow.method}`,
    );
  });

  it('tells repeated figures apart by their tax year or specification', () => {
    const [first, second] = londonFlatAnalysis.strategy.section_24;
    expect(
      strategy.some((line) => line.startsWith(`- Mortgage interest (${first!.tax_year}): £`)),
    ).toBe(true);
    expect(
      strategy.some((line) => line.startsWith(`- Mortgage interest (${second!.tax_year}): £`)),
    ).toBe(true);
    expect(writeFigureLines(londonFlatAnalysis, 'refurbishment')).toContain(
      '- Contingency (premium): £',
    );
  });
});

describe('writeRefurbishmentCost', () => {
  it('gives the total at the chosen specification', () => {
    const chosen = londonFlatAnalysis.refurbishment.totals.find(
      (total) => total.spec === londonFlatAnalysis.refurbishment.spec,
    )!;
    expect(writeRefurbishmentCost(londonFlatAnalysis)).toBe(
      `£${chosen.total.value.toLocaleString('en-GB')} (standard specification, contingency and VAT included)`,
    );
  });
});
