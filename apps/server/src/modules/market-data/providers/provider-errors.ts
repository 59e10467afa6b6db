import { HTTPError, TimeoutError } from 'ky';
import type { MarketProviderStatus } from '@plotwise/contracts';

/** The provider answered in a shape its documentation does not describe. */
export class MalformedAnswer extends Error {
  constructor(what: string) {
    super(`unexpected answer: ${what}`);
    this.name = 'MalformedAnswer';
  }
}

/** Our shared request budget for the provider (or its Retry-After) would outlast the run's time for it. */
export class BudgetSpent extends Error {
  constructor(readonly waitMs: number) {
    super('provider request budget spent');
    this.name = 'BudgetSpent';
  }
}

export type ProviderFailure = Extract<MarketProviderStatus, 'failed' | 'timeout' | 'rate_limited'>;

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** What went wrong, in words a buyer can read beside the provider's name. */
export function classifyFailure(error: unknown, timeoutMs: number): { failure: ProviderFailure; note: string } {
  if (error instanceof BudgetSpent) {
    return { failure: 'rate_limited', note: `Asked us to wait ${Math.ceil(error.waitMs / 1000)} s before the next request; the built-in data was used instead.` };
  }
  if (error instanceof HTTPError && error.response.status === 429) {
    return { failure: 'rate_limited', note: 'Turned the request away as too many (HTTP 429); the built-in data was used instead.' };
  }
  if (error instanceof HTTPError) {
    return { failure: 'failed', note: `Answered with an error (HTTP ${error.response.status}); the built-in data was used instead.` };
  }
  if (error instanceof TimeoutError || isAbort(error)) {
    return { failure: 'timeout', note: `No answer within ${timeoutMs / 1000} s; the built-in data was used instead.` };
  }
  if (error instanceof MalformedAnswer) {
    return { failure: 'failed', note: 'Answered in a format we could not read; the built-in data was used instead.' };
  }
  return { failure: 'failed', note: 'Could not be reached; the built-in data was used instead.' };
}

/** Seconds in a Retry-After header (a number of seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}
