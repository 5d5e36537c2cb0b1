import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { hmacHex, randomToken, safeEqual } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { type CookieNames, cookieOptions } from '../../lib/http.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths called by other servers (signed webhooks, the H2H API with its own keys), not by browsers. */
const EXEMPT_PREFIXES = ['/api/v1/webhooks/', '/api/v1/h2h/'];

/**
 * CSRF: an HttpOnly random cookie, and a token = HMAC(APP_SECRET, cookie) that the server writes into
 * the served page's `csrf-token` meta tag. A cross-site page can neither read the meta tag nor set
 * custom headers without a CORS preflight, so both headers together prove a same-origin caller.
 */
export function csrfTokenFor(config: Config, cookieValue: string): string {
  return hmacHex(config.APP_SECRET, `csrf:${cookieValue}`);
}

/** The token for the page being served, setting the CSRF cookie first when the browser has none. */
export function ensureCsrfToken(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  names: CookieNames,
): string {
  let value = req.cookies[names.csrf];
  if (!value || value.length < 20) {
    value = randomToken();
    reply.setCookie(names.csrf, value, cookieOptions(config, 400 * 86400));
  }
  return csrfTokenFor(config, value);
}

export function checkCsrf(req: FastifyRequest, config: Config, names: CookieNames): void {
  if (SAFE_METHODS.has(req.method)) return;
  const path = req.url.split('?')[0]!;
  if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
  if (req.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('access_forbidden');
  const cookie = req.cookies[names.csrf];
  const header = req.headers['x-csrf-token'];
  if (!cookie || typeof header !== 'string' || !safeEqual(header, csrfTokenFor(config, cookie))) {
    throw new AppError('csrf_mismatch');
  }
}
