import { PaymentUnavailable } from './gateway.js';

export interface HttpOptions {
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per call, covering connect, answer and body. Default 30 s. */
  timeoutMs?: number;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call to a provider. 2xx–4xx answers with a JSON body are returned for the adapter to
 * interpret; everything that leaves the outcome unknown (transport error, timeout, 5xx, a body that is
 * not JSON) throws PaymentUnavailable.
 */
export async function callJson(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  opts: HttpOptions,
): Promise<JsonAnswer> {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const what = `${provider} ${init.method} ${new URL(url).pathname}`;
  let status: number;
  let text: string;
  try {
    const res = await doFetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : (err as Error).message;
    throw new PaymentUnavailable(`${what}: ${reason}`, { cause: err });
  }
  if (status >= 500) throw new PaymentUnavailable(`${what} answered HTTP ${status}`);
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    throw new PaymentUnavailable(`${what} answered HTTP ${status} without JSON`);
  }
}

export const basicAuth = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;
