import { vi } from 'vitest';

export type StubRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** 'include' when the browser would send the session cookie, even cross-origin. */
  credentials: RequestCredentials | undefined;
};
type StubAnswer = Response | ((request: StubRequest) => Response | Promise<Response>);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs global fetch, the network boundary, with answers keyed 'METHOD /path'. Unknown routes
 * answer 599 so a test notices an unexpected call. Returns the recorded requests.
 */
export function stubFetch(routes: Record<string, StubAnswer>) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    // better-auth's client sends a Headers object (lower-case names); our API client a plain one.
    const headers =
      init.headers instanceof Headers
        ? Object.fromEntries(init.headers)
        : { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: StubRequest = {
      method,
      path: url.pathname + url.search,
      headers,
      body,
      credentials: init.credentials,
    };
    requests.push(request);
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer)
      return json({ detail: `No stub for ${method} ${url.pathname}`, code: 'INTERNAL' }, 599);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}

/** A JWT-shaped token that expires in 15 minutes. */
export function makeJwt(): string {
  const payload = btoa(JSON.stringify({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 900 }));
  return `eyJhbGciOiJFZERTQSJ9.${payload.replace(/=+$/, '')}.signature`;
}

export const testUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'ada',
  emailVerified: false,
  image: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
