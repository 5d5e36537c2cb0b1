import { pickLocale } from '@konter/core/validation/index';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ClientContext, Deps, Locale } from './deps.js';

export interface CookieNames {
  session: string;
  device: string;
  csrf: string;
}

/** `__Host-` cookies in production (Secure, path /, no domain): the browser refuses them over http. */
export const cookieNames = (config: Config): CookieNames =>
  config.production
    ? { session: '__Host-konter_session', device: '__Host-konter_device', csrf: '__Host-konter_csrf' }
    : { session: 'konter_session', device: 'konter_device', csrf: 'konter_csrf' };

export const cookieOptions = (config: Config, maxAgeSeconds?: number) => ({
  path: '/',
  httpOnly: true,
  secure: config.production,
  sameSite: 'lax' as const,
  ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
});

export const requestLocale = (req: FastifyRequest): Locale =>
  pickLocale(req.headers['accept-language'] ?? 'id');

export function clientContext(req: FastifyRequest, names: CookieNames): ClientContext {
  return {
    deviceKey: req.cookies[names.device] || undefined,
    userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    ip: req.ip ?? null,
    locale: requestLocale(req),
  };
}

export const data = <T>(value: T) => ({ data: value });

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  names: CookieNames,
  s: { token: string; deviceKey: string },
) {
  reply.setCookie(names.session, s.token, cookieOptions(config, config.SESSION_ABSOLUTE_HOURS * 3600));
  // 400 days is the longest lifetime browsers keep a cookie.
  reply.setCookie(names.device, s.deviceKey, cookieOptions(config, 400 * 86400));
}

/**
 * A feature's routes: a Fastify plugin registered under /api/v1 (`app.register(x, { prefix:
 * '/api/v1', deps })`). Each route declares `config.access` and its response schemas.
 */
export type FeatureRoutes<Extra extends object = object> = FastifyPluginAsync<{ deps: Deps } & Extra>;

/** The Idempotency-Key header: one key per user names one operation (a retry answers the first result). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key.slice(0, 128) : undefined;
}
