import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createTokenManager } from './token-manager';

const MINUTE = 60_000;

function makeJwt(expSeconds: number): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: expSeconds })).replace(/=+$/, '');
  return `header.${payload}.sig`;
}

describe('token manager', () => {
  let issued = 0;
  const fetchAccessToken = vi.fn(async () => {
    issued += 1;
    return makeJwt(Math.floor(Date.now() / 1000) + 15 * 60);
  });
  const onSessionLost = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    issued = 0;
    fetchAccessToken.mockClear();
    onSessionLost.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no token without a session', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    await expect(tokens.getAccessToken()).resolves.toBeNull();
    expect(fetchAccessToken).not.toHaveBeenCalled();
  });

  it('keeps the JWT in memory only, and none once the session ends', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();

    const jwt = await tokens.getAccessToken();

    expect(jwt).toMatch(/^header\./);
    expect(Object.values({ ...localStorage })).not.toContain(jwt);
    tokens.clear();
    await expect(tokens.getAccessToken()).resolves.toBeNull();
    expect(fetchAccessToken).toHaveBeenCalledTimes(1);
  });

  it('drops the JWT of the last session when a new one opens', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();
    const first = await tokens.getAccessToken();
    vi.setSystemTime(Date.now() + 1_000);

    tokens.open();
    const second = await tokens.getAccessToken();

    expect(second).not.toBe(first);
    expect(fetchAccessToken).toHaveBeenCalledTimes(2);
    tokens.dispose();
  });

  it('forgets a JWT that arrives after the session ended', async () => {
    let answer: (token: string) => void = () => {};
    fetchAccessToken.mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();
    const pending = tokens.getAccessToken();

    tokens.clear();
    answer(makeJwt(Math.floor(Date.now() / 1000) + 15 * 60));

    await expect(pending).resolves.toBeNull();
    await expect(tokens.getAccessToken()).resolves.toBeNull();
  });

  it('reuses the JWT until 5 minutes before expiry, then refreshes', async () => {
    const tokens = createTokenManager({
      fetchAccessToken,
      onSessionLost,
      setTimer: () => 0 as never,
    });
    tokens.open();
    const first = await tokens.getAccessToken();

    vi.setSystemTime(Date.now() + 9 * MINUTE);
    expect(await tokens.getAccessToken()).toBe(first);
    expect(fetchAccessToken).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1 * MINUTE + 1);
    await tokens.getAccessToken();
    expect(fetchAccessToken).toHaveBeenCalledTimes(2);
  });

  it('shares one refresh between concurrent callers', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();

    const [a, b] = await Promise.all([tokens.getAccessToken(), tokens.getAccessToken()]);

    expect(a).toBe(b);
    expect(fetchAccessToken).toHaveBeenCalledTimes(1);
    tokens.dispose();
  });

  it('refreshes in the background 5 minutes before expiry', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();
    await tokens.getAccessToken();

    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(issued).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(issued).toBe(2);
    tokens.dispose();
  });

  it('signs the user out when the session is gone (401)', async () => {
    fetchAccessToken.mockRejectedValueOnce(new ApiError('Authentication required', 401));
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();

    await expect(tokens.getAccessToken()).resolves.toBeNull();

    expect(onSessionLost).toHaveBeenCalledTimes(1);
    await expect(tokens.getAccessToken()).resolves.toBeNull();
    expect(fetchAccessToken).toHaveBeenCalledTimes(1);
  });

  it('backs off from 30 s, doubling, when refresh fails for other reasons', async () => {
    const offline = new ApiError('Network error. Please check your connection and try again.', 0);
    fetchAccessToken.mockRejectedValueOnce(offline).mockRejectedValueOnce(offline);
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();

    await expect(tokens.getAccessToken()).rejects.toBe(offline);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchAccessToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchAccessToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchAccessToken).toHaveBeenCalledTimes(3);
    expect(onSessionLost).not.toHaveBeenCalled();
    tokens.dispose();
  });

  it('keeps serving a still-valid JWT when an early refresh fails', async () => {
    const tokens = createTokenManager({ fetchAccessToken, onSessionLost });
    tokens.open();
    const first = await tokens.getAccessToken();
    fetchAccessToken.mockRejectedValueOnce(new ApiError('Server error occurred', 500));

    vi.setSystemTime(Date.now() + 11 * MINUTE);
    expect(await tokens.getAccessToken()).toBe(first);
    tokens.dispose();
  });
});
