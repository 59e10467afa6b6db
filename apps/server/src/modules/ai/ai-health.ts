import type { AiClient } from './ai-client.ts';

/** The check lists the provider's models: it costs no tokens, and answers only with a working address and key. */
export const REACHABILITY_TIMEOUT_MS = 3000;
/** Health is polled; the provider is asked at most once a minute. */
export const REACHABILITY_CACHE_MS = 60_000;

function requestHeaders(ai: AiClient): Record<string, string> {
  if (ai.provider === 'anthropic')
    return { 'x-api-key': ai.apiKey ?? '', 'anthropic-version': '2023-06-01' };
  return ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {};
}

async function askProvider(ai: AiClient): Promise<boolean> {
  try {
    const response = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/models`, {
      headers: requestHeaders(ai),
      signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * For GET /analysis/health: whether the configured provider answers (null when none is configured).
 * One request with a short timeout, its answer shared by every caller for a minute.
 */
export async function checkAiReachable(
  ai: AiClient | null,
  now: () => number = Date.now,
): Promise<boolean | null> {
  if (!ai) return null;
  if (!ai.reachability || now() - ai.reachability.checkedAt >= REACHABILITY_CACHE_MS) {
    ai.reachability = { checkedAt: now(), reachable: askProvider(ai) };
  }
  return ai.reachability.reachable;
}
