import { setTimeout as sleep } from 'node:timers/promises';
import type { MarketProviderName } from '@plotwise/contracts';
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { Db } from '../../../db/schema.ts';
import { findCachedAnswers, storeAnswers } from './provider-cache.repository.ts';
import { BudgetSpent, classifyFailure, MalformedAnswer, retryAfterSeconds, type ProviderFailure } from './provider-errors.ts';
import { blockProvider, secondsUntilToken, takeToken } from './provider-limits.repository.ts';

export type ProviderEndpoint = { name: MarketProviderName; baseUrl: string; ratePerSecond: number; headers?: Record<string, string> };
export type CallPolicy = { timeoutMs: number; retries: number; backoffMs: number; cacheTtlSeconds: number };
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ProviderFailure; note: string };
export type CallRecord = { cached: boolean; fetchedAt: Date } | { failure: ProviderFailure; note: string };

/** Reads a JSON answer and checks it against the provider's documented shape. */
export async function readJson<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new MalformedAnswer(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}

/**
 * One provider for one run of the market step (docs/decisions/0071-live-market-providers.md): every
 * call goes through the shared cache first, then waits for a token of the provider's rate limit,
 * then asks with retries and exponential backoff (Retry-After honoured when it fits), all within
 * one time budget that starts when the session opens. It records what each call did, for the report.
 */
export function openProviderSession(db: Db, endpoint: ProviderEndpoint, policy: CallPolicy, now: () => Date) {
  const deadline = Date.now() + policy.timeoutMs;
  const calls: CallRecord[] = [];
  const remaining = () => deadline - Date.now();

  async function waitForToken() {
    for (;;) {
      if (await takeToken(db, endpoint.name, endpoint.ratePerSecond)) return;
      const waitMs = Math.max(5, (await secondsUntilToken(db, endpoint.name, endpoint.ratePerSecond)) * 1000);
      if (waitMs >= remaining()) throw new BudgetSpent(waitMs);
      await sleep(waitMs);
    }
  }

  function client(signal: AbortSignal): KyInstance {
    return ky.create({
      prefixUrl: endpoint.baseUrl,
      headers: endpoint.headers,
      timeout: Math.max(1, remaining()),
      signal,
      throwHttpErrors: (status) => status !== 404,
      retry: {
        limit: policy.retries,
        methods: ['get', 'post'],
        statusCodes: [408, 429, 500, 502, 503, 504],
        afterStatusCodes: [429, 503],
        delay: (attempt) => policy.backoffMs * 2 ** (attempt - 1),
        shouldRetry: ({ error }) => {
          if (error instanceof BudgetSpent) return false;
          if (!(error instanceof HTTPError)) return undefined;
          const pause = retryAfterSeconds(error.response.headers.get('retry-after'), Date.now());
          return pause !== null && pause * 1000 >= remaining() ? false : undefined;
        },
      },
      hooks: {
        beforeRequest: [() => waitForToken()],
        afterResponse: [
          async (_request, _options, response) => {
            if (response.status !== 429) return;
            await blockProvider(db, endpoint.name, retryAfterSeconds(response.headers.get('retry-after'), Date.now()) ?? 1);
          },
        ],
      },
    });
  }

  /** Answers for several keys: stored ones from the cache, the rest from `load` in one go, then stored. */
  async function fetchMany<T>(keys: string[], load: (http: KyInstance, missing: string[]) => Promise<Map<string, T>>): Promise<Outcome<Map<string, T>>> {
    const found = new Map<string, T>();
    for (const answer of await findCachedAnswers(db, endpoint.name, keys, now())) {
      found.set(answer.key, answer.value as T);
      calls.push({ cached: true, fetchedAt: answer.fetchedAt });
    }
    const missing = keys.filter((key) => !found.has(key));
    if (missing.length === 0) return { ok: true, value: found };
    // The time budget ends the call wherever it is; the timer goes once the call is done, so nothing aborts later.
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(new DOMException('time budget used', 'TimeoutError')), Math.max(0, remaining()));
    try {
      if (remaining() <= 0) throw new DOMException('time budget used', 'TimeoutError');
      const loaded = await load(client(budget.signal), missing);
      const fetchedAt = now();
      await storeAnswers(db, endpoint.name, [...loaded].map(([key, value]) => ({ key, value })), {
        fetchedAt,
        expiresAt: new Date(fetchedAt.getTime() + policy.cacheTtlSeconds * 1000),
      });
      calls.push({ cached: false, fetchedAt });
      for (const [key, value] of loaded) found.set(key, value);
      return { ok: true, value: found };
    } catch (error) {
      const failure = classifyFailure(error, policy.timeoutMs);
      calls.push(failure);
      return { ok: false, ...failure };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One answer, from the cache or from `load`. */
  async function fetchOne<T>(key: string, load: (http: KyInstance) => Promise<T>): Promise<Outcome<T>> {
    const outcome = await fetchMany<T>([key], async (http) => new Map([[key, await load(http)]]));
    return outcome.ok ? { ok: true, value: outcome.value.get(key) as T } : outcome;
  }

  return { name: endpoint.name, fetchOne, fetchMany, calls: () => [...calls] };
}

export type ProviderSession = ReturnType<typeof openProviderSession>;
