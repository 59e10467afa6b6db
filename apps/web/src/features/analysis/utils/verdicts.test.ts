import { describe, expect, it } from 'vitest';
import { makeAnalysisResponse } from '../testing/analysis-fixtures';
import { legalVerdict, refurbishmentVerdict, strategyVerdict } from './verdicts';

describe('verdict lines', () => {
  const { strategy, legal, refurbishment } = makeAnalysisResponse();

  it('words the strategy from its risk, yield and cash flow', () => {
    const { risk, figures } = strategy!.result;
    const line = strategyVerdict(strategy!.result);
    expect(line).toMatch(new RegExp(`^(Low|Medium|High) investment risk: gross yield [\\d.]+%`));
    expect(line.startsWith({ low: 'Low', medium: 'Medium', high: 'High' }[risk.level])).toBe(true);
    expect(line).toContain(figures.monthly_cash_flow.value >= 0 ? 'positive' : 'negative');
  });

  it('counts the legal points to check', () => {
    expect(legalVerdict({ ...legal!.result, risk_level: 'high', risks: [] })).toBe(
      'High legal risk: nothing stood out.',
    );
    const one = legal!.result.risks.slice(0, 1);
    expect(legalVerdict({ ...legal!.result, risk_level: 'medium', risks: one })).toBe(
      'Medium legal risk: 1 point to check.',
    );
  });

  it('gives the works total and weeks at the specification', () => {
    expect(refurbishmentVerdict(refurbishment!.result)).toMatch(
      /^Works at standard specification: about £[\d,]+ over [\d.]+ weeks?\.$/,
    );
  });
});
