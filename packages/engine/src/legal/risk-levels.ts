import type { FindingSeverity, Risk, RiskLevel } from '@plotwise/contracts';

const ORDER: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

export const LEVEL_OF_SEVERITY: Record<FindingSeverity, RiskLevel> = { info: 'low', amber: 'medium', red: 'high' };

export const higherLevel = (a: RiskLevel, b: RiskLevel): RiskLevel => (ORDER[a] >= ORDER[b] ? a : b);

/** The highest level among the reasons; low when there are none. */
export const overallLevel = (risks: readonly Risk[]): RiskLevel => risks.reduce<RiskLevel>((level, risk) => higherLevel(level, risk.level), 'low');
