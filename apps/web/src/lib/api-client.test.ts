import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientConfig } from './api-client';

type FetchCall = { url: string; init: RequestInit };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs the global fetch (the network boundary) with a queue of answers. */
function stubFetch(...answers: Array<Response | Error | (() => Promise<Response>)>) {
  const calls: FetchCall[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) return Promise.reject(answer);
    if (typeof answer === 'function') return answer();
    return Promise.resolve(answer!.clone());
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

function makeClient(overrides: Partial<ApiClientConfig> = {}) {
  const delays: number[] = [];
  const warnings: string[] = [];
  const client = createApiClient({
    sleep: async (ms) => {
      delays.push(ms);
    },
    warn: (message) => warnings.push(message),
    ...overrides,
  });
  return { client, delays, warnings };
}

/** Awaits a call that must fail and returns its ApiError. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

function headersOf(call: FetchCall): Record<string, string> {
  return call.init.headers as Record<string, string>;
}

describe('api client: requests', () => {
  it('sends JSON with a content type and parses the JSON answer', async () => {
    const { calls } = stubFetch(jsonResponse({ id: 'p1' }, 201));
    const { client } = makeClient({ getToken: () => 'jwt-1' });

    const result = await client.post<{ id: string }>('/api/v1/things', { name: 'A' });

    expect(result).toEqual({ id: 'p1' });
    expect(calls[0]!.url).toBe('/api/v1/things');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"name":"A"}');
    expect(headersOf(calls[0]!)['Content-Type']).toBe('application/json');
    expect(headersOf(calls[0]!).Authorization).toBe('Bearer jwt-1');
  });

  it('puts params in the query string and skips empty ones', async () => {
    const { calls } = stubFetch(jsonResponse([]));
    const { client } = makeClient({ getToken: () => 'jwt' });

    await client.get('/api/v1/properties', { params: { limit: 20, skip: 0, q: undefined } });

    expect(calls[0]!.url).toBe('/api/v1/properties?limit=20&skip=0');
  });

  it('sends no token, and asks the getter for none, when given null', async () => {
    const { calls } = stubFetch(jsonResponse({}));
    const getToken = vi.fn(() => 'jwt');
    const { client, warnings } = makeClient({ getToken });

    await client.post('/api/v1/waitlist', { email: 'a@b.co' }, { token: null });

    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
    expect(getToken).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });

  it('warns and sends without a token when the getter has none', async () => {
    const { calls } = stubFetch(jsonResponse({}));
    const { client, warnings } = makeClient({ getToken: async () => null });

    await client.get('/api/v1/projects');

    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('sends no content type on a bodiless POST and returns null for an empty answer', async () => {
    const { calls } = stubFetch(new Response(null, { status: 204 }));
    const { client } = makeClient({ getToken: () => 'jwt' });

    await expect(client.post('/api/v1/prompts/reset')).resolves.toBeNull();
    expect(headersOf(calls[0]!)['Content-Type']).toBeUndefined();
  });
});

describe('api client: errors', () => {
  it('carries status, body, detail and code from the server error body', async () => {
    const body = { detail: 'Property not found', code: 'NOT_FOUND' };
    stubFetch(jsonResponse(body, 404));
    const { client } = makeClient();

    const error = await failure(client.get('/api/v1/properties/x', { token: null }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body,
      detail: 'Property not found',
      code: 'NOT_FOUND',
    });
    expect(error.message).toBe('Property not found');
  });

  it('keeps field errors from a validation failure', async () => {
    const body = {
      detail: 'Please fill in all required fields',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'address', message: 'Address is required' }],
    };
    stubFetch(jsonResponse(body, 400));
    const { client } = makeClient();

    const error = await failure(client.post('/api/v1/properties', {}, { token: null }));

    expect(error.errors).toEqual([{ field: 'address', message: 'Address is required' }]);
  });

  it.each([401, 403, 418, 502])(
    "says 'HTTP error! status: %i' without the server's detail, keeping status and body",
    async (status) => {
      stubFetch(new Response('oops', { status }));
      const { client } = makeClient({ maxAttempts: 1 });

      const error = await failure(client.get('/x', { token: null }));

      expect(error).toMatchObject({
        status,
        message: `HTTP error! status: ${status}`,
        body: 'oops',
      });
    },
  );

  it('keeps better-auth error codes', async () => {
    stubFetch(jsonResponse({ code: 'USER_NOT_FOUND', message: 'User not found' }, 401));
    const { client } = makeClient();

    const error = await failure(client.post('/api/auth/sign-in/email', {}, { token: null }));

    expect(error).toMatchObject({ status: 401, code: 'USER_NOT_FOUND', detail: undefined });
  });

  it('reports 401 on token-getter calls so the session can be checked', async () => {
    stubFetch(jsonResponse({ detail: 'Authentication required', code: 'UNAUTHENTICATED' }, 401));
    const onUnauthorized = vi.fn();
    const { client } = makeClient({ getToken: () => 'jwt', onUnauthorized });

    await client.get('/api/v1/tenant/info').catch(() => {});
    await client.post('/api/auth/sign-in/email', {}, { token: null }).catch(() => {});

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0 with the network message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const { client } = makeClient({ maxAttempts: 1 });

    const error = await failure(client.get('/x', { token: null }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection and try again.',
    });
  });
});

describe('api client: timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts after the timeout with Request timeout and status 408', async () => {
    let signal: AbortSignal | undefined;
    stubFetch(() => new Promise<Response>(() => {}));
    vi.mocked(fetch).mockImplementationOnce((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const { client } = makeClient({ maxAttempts: 1, timeoutMs: 30_000 });

    const pending = failure(client.get('/slow', { token: null }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 408, message: 'Request timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('waits 1 s then 2 s between attempts with the default sleep', async () => {
    const { fetchStub } = stubFetch(new TypeError('offline'));
    const client = createApiClient({ warn: () => {} });

    const pending = failure(client.get('/x', { token: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchStub).toHaveBeenCalledTimes(3);

    expect((await pending).status).toBe(0);
  });
});

describe('api client: retries', () => {
  it('retries a GET after network failures, waiting 1 s × attempt', async () => {
    const { fetchStub } = stubFetch(
      new TypeError('offline'),
      new TypeError('offline'),
      jsonResponse({ ok: true }),
    );
    const { client, delays } = makeClient();

    await expect(client.get('/x', { token: null })).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('retries a GET on 5xx and gives up after 3 attempts', async () => {
    const { fetchStub } = stubFetch(jsonResponse({ detail: 'Down', code: 'INTERNAL' }, 503));
    const { client, delays } = makeClient();

    const error = await failure(client.get('/x', { token: null }));

    expect(error).toMatchObject({ status: 503, message: 'Down' });
    expect(fetchStub).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('never retries a 4xx', async () => {
    const { fetchStub } = stubFetch(jsonResponse({ detail: 'Nope', code: 'NOT_FOUND' }, 404));
    const { client, delays } = makeClient();

    await client.get('/x', { token: null }).catch(() => {});

    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it('never retries a non-idempotent request', async () => {
    const { fetchStub } = stubFetch(new TypeError('offline'));
    const { client } = makeClient();

    const error = await failure(client.post('/x', { a: 1 }, { token: null }));

    expect(error.status).toBe(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('honours a configured attempt count', async () => {
    const { fetchStub } = stubFetch(new TypeError('offline'));
    const { client } = makeClient({ maxAttempts: 1 });

    await client.get('/x', { token: null }).catch(() => {});

    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('api client: shared in-flight GETs', () => {
  it('makes one request for concurrent identical GETs', async () => {
    let release: (response: Response) => void = () => {};
    const { fetchStub } = stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const { client } = makeClient({ getToken: () => 'jwt' });

    const first = client.get('/api/v1/projects');
    const second = client.get('/api/v1/projects');
    await Promise.resolve();
    await Promise.resolve();
    release(jsonResponse([{ id: 'a' }]));

    expect(await first).toEqual([{ id: 'a' }]);
    expect(await second).toEqual([{ id: 'a' }]);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('shares failures too, then lets the next GET go out fresh', async () => {
    const { fetchStub } = stubFetch(
      jsonResponse({ detail: 'Nope', code: 'NOT_FOUND' }, 404),
      jsonResponse({ ok: 1 }),
    );
    const { client } = makeClient();

    const results = await Promise.allSettled([
      client.get('/x', { token: null }),
      client.get('/x', { token: null }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetchStub).toHaveBeenCalledTimes(1);

    await expect(client.get('/x', { token: null })).resolves.toEqual({ ok: 1 });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('does not share different URLs or non-GET requests', async () => {
    const { fetchStub } = stubFetch(jsonResponse({}));
    const { client } = makeClient();

    await Promise.all([
      client.get('/a', { token: null }),
      client.get('/b', { token: null }),
      client.post('/a', {}, { token: null }),
      client.post('/a', {}, { token: null }),
    ]);

    expect(fetchStub).toHaveBeenCalledTimes(4);
  });
});
