import { pickLocale } from '@konter/core/validation/index';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { LiveSession } from '../features/auth/session.js';
import type { ClientContext, Locale } from './deps.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the request's cookie, or null (resolved in the auth plugin). */
    auth: LiveSession | null;
  }
}

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

/** A session whose device is trusted; a waiting device gets 403 device_pending. */
export function requireUser(req: FastifyRequest): LiveSession {
  const auth = req.auth;
  if (!auth) throw new AppError('unauthenticated', 'Not Authenticated, Please Login!');
  if (auth.device.status !== 'trusted') {
    throw new AppError('device_pending', 'This device is waiting for approval from your trusted device.');
  }
  return auth;
}

/** Any live session, including one waiting for device approval. */
export function requireSession(req: FastifyRequest): LiveSession {
  if (!req.auth) throw new AppError('unauthenticated', 'Not Authenticated, Please Login!');
  return req.auth;
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
