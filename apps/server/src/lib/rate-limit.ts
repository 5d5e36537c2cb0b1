import type { ErrorKey } from '@konter/core/messages/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export type Limiter = (req: FastifyRequest, key?: string) => Promise<void>;

/**
 * A named limit checked inside a handler (so it can key on the parsed body, e.g. the login name),
 * backed by @fastify/rate-limit's store: in memory, or Redis when REDIS_URL is set so that every
 * instance shares the count. Throws 429 with Retry-After when exceeded.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  opts: {
    max: number;
    timeWindow: string | number;
    /** The answer's key (429 in the catalogue); default too_many_attempts. */
    code?: ErrorKey;
  },
): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (req) => `${name}:${keys.get(req) ?? req.ip}`,
  });
  return async (req, key) => {
    if (key) keys.set(req, key);
    const res = await check(req);
    if (!res.isAllowed && res.isExceeded) {
      throw new AppError(opts.code ?? 'too_many_attempts', undefined, { retryAfter: res.ttlInSeconds });
    }
  };
}
