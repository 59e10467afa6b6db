import type { LanguageModelUsage } from 'ai';
import type { Tokens } from '../analysis/analysis.service.ts';

/** Tokens a provider counted for a piece of work; null where it counted none. */
export type { Tokens };

/** The tokens of one answer, from the SDK's usage; null when the provider reported none. */
export function tokensOf(usage: LanguageModelUsage | undefined): Tokens | null {
  if (!usage || (usage.inputTokens === undefined && usage.outputTokens === undefined)) return null;
  return { input: usage.inputTokens ?? 0, output: usage.outputTokens ?? 0 };
}

/** Tokens of several answers added up; null only when none of them reported any. */
export function addTokens(...counts: (Tokens | null)[]): Tokens | null {
  const known = counts.filter((count): count is Tokens => count !== null);
  if (known.length === 0) return null;
  return known.reduce(
    (sum, count) => ({ input: sum.input + count.input, output: sum.output + count.output }),
    { input: 0, output: 0 },
  );
}
