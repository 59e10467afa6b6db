import type { MarketProviderStatus } from '@plotwise/contracts';
import type { CallRecord } from './provider-session.ts';

export type ProviderSummary = { status: MarketProviderStatus; asOf: string | null; note?: string };

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One status for a provider's calls in a run: the first failure if any call failed (its data is
 * then incomplete and the built-in data stands in), else 'cached' when every answer came from the
 * cache, else 'ok'. The date is the oldest answer's.
 */
export function summariseCalls(calls: CallRecord[]): ProviderSummary {
  const failed = calls.find((call) => 'failure' in call);
  if (failed && 'failure' in failed) return { status: failed.failure, asOf: null, note: failed.note };
  const answered = calls.filter((call): call is Extract<CallRecord, { cached: boolean }> => 'cached' in call);
  if (answered.length === 0) return { status: 'ok', asOf: null };
  const oldest = answered.reduce((first, call) => (call.fetchedAt < first ? call.fetchedAt : first), answered[0]!.fetchedAt);
  return { status: answered.every((call) => call.cached) ? 'cached' : 'ok', asOf: isoDate(oldest) };
}
