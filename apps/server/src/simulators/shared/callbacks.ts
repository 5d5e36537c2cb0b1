import { Simulator, type SimulatorOptions } from './simulator.js';

/** One attempt at delivering a callback. */
export interface Delivery {
  attempt: number;
  /** HTTP status of the receiver's answer; null when the connection failed (or the simulator had stopped). */
  status: number | null;
  ok: boolean;
  at: number;
}

/** A callback as recorded when its event happened: a retry or a resend repeats these exact bytes. */
export interface RecordedCallback {
  url: string;
  /** Serialized once: a signature covers these bytes and the receiver reads them. */
  body: string;
  deliveries: Delivery[];
}

/** One POST of a callback; never throws (a failed delivery is retried by the caller). */
export async function postCallback(
  url: string,
  message: { body: string; headers: Record<string, string> },
  signal: AbortSignal,
): Promise<number | null> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: message.headers,
      body: message.body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
    });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return null;
  }
}

/** The control API's view of recorded callbacks: everything but the bytes. */
export const withoutBodies = <C extends RecordedCallback>(list: readonly C[]) =>
  list.map(({ body: _body, ...c }) => c);

/**
 * A simulator that announces events by recorded, signed callbacks: the first attempt is awaited (so
 * the merchant knows before the customer's browser lands), then a retry after each non-2xx per the
 * protocol's back-off, until the delays run out or the simulator stops.
 */
export abstract class CallbackSimulator<
  O extends SimulatorOptions,
  C extends RecordedCallback,
> extends Simulator<O> {
  /** The protocol's headers for one POST of `c`. */
  protected abstract callbackHeaders(c: C): Record<string, string>;
  /** Back-off between attempts after a non-2xx; its length is the retry count. */
  protected abstract get retryDelaysMs(): readonly number[];

  /** Sends a recorded callback again, byte for byte (a replay); resolves to the HTTP status. */
  async redeliver(c: C): Promise<number | null> {
    return (await this.deliverOnce(c, c.deliveries.length + 1)).status;
  }

  /** Delivers `c` with retries; resolves after the first attempt. Nothing without a URL. */
  protected async deliverWithRetries(c: C, attempt = 1): Promise<void> {
    if (!c.url || this.stopped) return;
    const { ok } = await this.deliverOnce(c, attempt);
    const delay = this.retryDelaysMs[attempt - 1];
    if (!ok && delay !== undefined)
      this.timers.later(delay, () => void this.deliverWithRetries(c, attempt + 1));
  }

  private async deliverOnce(c: C, attempt: number): Promise<Delivery> {
    const status = this.stopped
      ? null
      : await postCallback(c.url, { body: c.body, headers: this.callbackHeaders(c) }, this.abort.signal);
    const result = { attempt, status, ok: status !== null && status >= 200 && status < 300, at: this.now() };
    c.deliveries.push(result);
    return result;
  }
}
