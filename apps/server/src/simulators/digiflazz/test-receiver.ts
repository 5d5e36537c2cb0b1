import Fastify from 'fastify';
import { vi } from 'vitest';

export interface ReceivedCallback {
  headers: Record<string, string | string[] | undefined>;
  /** The exact bytes received: what the signature covers. */
  raw: string;
}

/**
 * A buyer-side webhook endpoint on 127.0.0.1 for tests: records every callback with its raw body.
 * `failNext(n)` answers the next n deliveries with a 503, to exercise the simulator's retries.
 */
export async function startCallbackReceiver() {
  const received: ReceivedCallback[] = [];
  let failures = 0;
  // Destroy open sockets on close: a delivery the simulator aborted mid-flight must not hold the receiver open.
  const app = Fastify({ forceCloseConnections: true });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/callback', async (req, reply) => {
    received.push({ headers: req.headers, raw: req.body as string });
    if (failures > 0) {
      failures--;
      return reply.code(503).send({ ok: false });
    }
    return { ok: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/callback`,
    received,
    failNext(n: number) {
      failures = n;
    },
    /** The callbacks about one ref_id, in arrival order. */
    about(refId: string) {
      return received.filter((r) => r.raw.includes(`"ref_id":${JSON.stringify(refId)}`));
    },
    stop: () => app.close(),
  };
}

/** Waits until `fn` returns something truthy (vitest's waitUntil, with a timeout for slow machines). */
export const until = <T>(fn: () => T | undefined | null | false, ms = 5_000): Promise<T> =>
  vi.waitUntil(fn, { timeout: ms, interval: 20 }) as Promise<T>;
