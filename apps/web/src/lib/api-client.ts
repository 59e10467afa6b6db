import type { FieldIssue } from '@plotwise/contracts';
import { env } from '../config/env';

/**
 * The one HTTP client (docs/product/limits-and-formats.md#requests): JSON bodies, bearer token,
 * 30 s timeout, up to 3 attempts for idempotent reads, shared in-flight GETs, and every failure
 * parsed into one ApiError.
 */

export const API_MESSAGES = {
  timeout: 'Request timeout',
  network: 'Network error. Please check your connection and try again.',
  /** A non-OK answer without the server's `detail` (docs/product/messages.md). */
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const;

export const NETWORK_ERROR_STATUS = 0;
export const TIMEOUT_STATUS = 408;

export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body (JSON when it was JSON, else text), or null. */
  readonly body: unknown;
  /** The server's user-facing message (`{ detail }` in API error bodies). */
  readonly detail: string | undefined;
  /** The error code: `code` in API error bodies and in better-auth's `{ code, message }`. */
  readonly code: string | undefined;
  readonly errors: FieldIssue[] | undefined;

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const fields = isRecord(body) ? body : {};
    this.detail = typeof fields.detail === 'string' ? fields.detail : undefined;
    this.code = typeof fields.code === 'string' ? fields.code : undefined;
    this.errors = Array.isArray(fields.errors) ? (fields.errors as FieldIssue[]) : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Builds the ApiError for a non-OK response: the server's detail, else 'HTTP error! status:
 * {code}'. A screen shows its own text or getErrorMessage's, never this bare status line.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
  return new ApiError(detail || API_MESSAGES.httpError(status), status, body);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  params?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** null sends no bearer token (public endpoints); left out, the getter supplies the JWT. */
  token?: null;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
};

export type ApiClientConfig = {
  baseUrl: string;
  timeoutMs: number;
  maxAttempts: number;
  /** Wait before retry n is retryDelayMs × n. */
  retryDelayMs: number;
  getToken: () => Promise<string | null> | string | null;
  /** Called when a call that used the getter's token answers 401. */
  onUnauthorized: () => void;
  /** Looked up at call time, so tests can stub the global. */
  fetch: () => typeof fetch;
  sleep: (ms: number) => Promise<void>;
  warn: (message: string) => void;
};

export const defaultApiClientConfig: ApiClientConfig = {
  baseUrl: '',
  timeoutMs: 30_000,
  maxAttempts: 3,
  retryDelayMs: 1_000,
  getToken: () => null,
  onUnauthorized: () => {},
  fetch: () => globalThis.fetch,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  warn: (message) => console.warn(message),
};

export type ApiClient = {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  post: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  put: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  patch: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  /** The bearer token calls carry now (uploads over XMLHttpRequest send it too). */
  getToken: () => Promise<string | null>;
  /** Later wiring, e.g. the auth layer injecting its token getter. */
  configure: (changes: Partial<ApiClientConfig>) => void;
};

export function createApiClient(initial: Partial<ApiClientConfig> = {}): ApiClient {
  const config: ApiClientConfig = { ...defaultApiClientConfig, ...initial };
  const inFlight = new Map<string, Promise<unknown>>();

  async function send(url: string, method: HttpMethod, options: RequestOptions): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const usesGetter = options.token === undefined;
    const token = usesGetter ? await config.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    else if (usesGetter) config.warn(`No bearer token for ${method} ${url}; sending without it.`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(API_MESSAGES.timeout, TIMEOUT_STATUS));
      }, options.timeoutMs ?? config.timeoutMs);
    });

    try {
      const exchange = (async () => {
        let response: Response;
        try {
          response = await config.fetch()(url, {
            method,
            headers,
            body,
            signal: controller.signal,
          });
        } catch {
          throw new ApiError(API_MESSAGES.network, NETWORK_ERROR_STATUS);
        }
        const payload = await readBody(response);
        if (!response.ok) {
          if (response.status === 401 && usesGetter) config.onUnauthorized();
          throw toApiError(response.status, payload);
        }
        return payload;
      })();
      // Keep a late rejection (after the timeout won the race) from going unhandled.
      exchange.catch(() => {});
      return await Promise.race([exchange, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function sendWithRetries(url: string, method: HttpMethod, options: RequestOptions) {
    const attempts = method === 'GET' ? Math.max(1, config.maxAttempts) : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send(url, method, options);
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error;
        await config.sleep(config.retryDelayMs * attempt);
      }
    }
  }

  function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = buildUrl(config.baseUrl, path, options.params);
    if (method !== 'GET') return sendWithRetries(url, method, options) as Promise<T>;

    const shared = inFlight.get(url);
    if (shared) return shared as Promise<T>;
    const pending = sendWithRetries(url, method, options).finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
    return pending as Promise<T>;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    getToken: async () => config.getToken(),
    configure: (changes) => Object.assign(config, changes),
  };
}

/** Only failures that may pass on their own: no connection, timeout, server error. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === NETWORK_ERROR_STATUS || error.status === TIMEOUT_STATUS || error.status >= 500
  );
}

function buildUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(API_MESSAGES.network, NETWORK_ERROR_STATUS);
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The app's client. The auth layer injects its token getter at start-up. */
export const api = createApiClient({ baseUrl: env.apiUrl });
