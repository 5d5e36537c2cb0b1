import { ApiError, type ApiFieldError, type ErrorParams } from './api-error';

/**
 * Thin fetch wrapper for the JSON API under /api/v1 (spec calls §7). It only speaks HTTP: it adds
 * the headers every browser request must carry, unwraps `{data}` and turns error answers into
 * ApiError. Snackbars, redirects and form errors are decided elsewhere (app/global-errors.ts,
 * lib/form.ts), never here.
 */
export const API_BASE = '/api/v1';

export type Query = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Extra headers, e.g. `Idempotency-Key` on a purchase. */
  headers?: Record<string, string>;
}
export interface ApiResponse<T> {
  status: number;
  data: T;
  /** Paged lists carry `meta` beside `data` (current_page, last_page, total). */
  meta?: unknown;
  /** The whole JSON answer, for the few calls not wrapped in `{data}` (broadcasting/auth). */
  json?: unknown;
}

const CSRF_META = 'meta[name="csrf-token"]';

let socketId: string | null = null;
/**
 * The realtime socket of this tab (lib/realtime.tsx), sent as X-Socket-ID so events this request
 * causes can skip the tab that already knows (ADR 0010). Null while disconnected.
 */
export function setSocketId(id: string | null) {
  socketId = id;
}

/**
 * How requests leave: the browser's fetch, or the server's own pipeline while it renders a public
 * page (entry-server.tsx sets it; no document exists there, so no CSRF token or page language is
 * read from one).
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
export function setApiTransport(next: Transport) {
  transport = next;
}
const inBrowser = () => typeof document !== 'undefined';

function csrfToken(): string | null {
  if (!inBrowser()) return null;
  const meta = document.querySelector<HTMLMetaElement>(CSRF_META);
  if (!meta) {
    console.error('CSRF token not found: the page has no <meta name="csrf-token">');
    return null;
  }
  return meta.content;
}

/** The server may rotate the token (new session after login/logout) and hand it back in a header. */
function rememberCsrfToken(res: Response) {
  if (!inBrowser()) return;
  const next = res.headers.get('x-csrf-token');
  const meta = document.querySelector<HTMLMetaElement>(CSRF_META);
  if (next && meta && meta.content !== next) meta.content = next;
}

/** The URL of an API path with its query (also for plain links, e.g. a file download). */
export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Any key is taken as it comes (the catalogue grows on the server first); nonsense is 'unknown'. */
const wireCode = (c: unknown): string | null =>
  typeof c === 'string' && /^[a-z][a-z0-9_]*$/.test(c) ? c : null;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `params` of an answer: only string and number values fill placeholders. */
function readParams(v: unknown): ErrorParams | undefined {
  if (!isRecord(v)) return undefined;
  const out: ErrorParams = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number') out[k] = x;
  return out;
}

/**
 * `errors` of a 422: `{field: [{code, params?, message}]}`. A bare string (an older server) is kept
 * as its message with the generic `validation_failed` code.
 */
function readFieldErrors(v: unknown): Record<string, ApiFieldError[]> | undefined {
  if (!isRecord(v)) return undefined;
  const out: Record<string, ApiFieldError[]> = {};
  for (const [field, list] of Object.entries(v)) {
    if (!Array.isArray(list)) continue;
    out[field] = list.flatMap((e): ApiFieldError[] => {
      if (typeof e === 'string') return [{ code: 'validation_failed', message: e }];
      if (!isRecord(e) || typeof e.code !== 'string') return [];
      return [
        {
          code: e.code,
          ...(isRecord(e.params) ? { params: e.params } : {}),
          message: typeof e.message === 'string' ? e.message : '',
        },
      ];
    });
  }
  return out;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function request<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    ...opts.headers,
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (inBrowser()) headers['Accept-Language'] = document.documentElement.lang || 'id';
  const token = csrfToken();
  if (token !== null) headers['X-CSRF-TOKEN'] = token;
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (socketId) headers['X-Socket-ID'] = socketId;

  let res: Response;
  try {
    res = await transport(buildUrl(path, opts.query), {
      method,
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (cause) {
    if (opts.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  rememberCsrfToken(res);
  const json = (await readJson(res)) as {
    data?: T;
    meta?: unknown;
    message?: string;
    code?: unknown;
    params?: unknown;
    errors?: unknown;
  } | null;
  if (!res.ok) {
    throw new ApiError({
      status: res.status,
      code: wireCode(json?.code) ?? (res.status === 0 ? 'network_error' : 'unknown'),
      message: json?.message ?? (res.statusText || `HTTP ${res.status}`),
      params: readParams(json?.params),
      errors: readFieldErrors(json?.errors),
      retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    });
  }
  return { status: res.status, data: (json?.data ?? null) as T, meta: json?.meta, json };
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, opts).then((r) => r.data),
  /** A paged list: `{data, meta}` both kept. */
  page: <T, M>(path: string, opts?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, opts).then((r) => ({ data: r.data, meta: r.meta as M })),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body: body ?? {} }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, { ...opts, body: body ?? {} }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PUT', path, { ...opts, body: body ?? {} }).then((r) => r.data),
  delete: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('DELETE', path, { ...opts, body }).then((r) => r.data),
};
