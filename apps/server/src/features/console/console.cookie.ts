import { STAFF_SESSION_HOURS } from '@konter/core/contracts/console';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

// The staff cookie: its own name (never the member's session cookie), `__Host-` in production
// (Secure, path /, no domain), HttpOnly and SameSite=Strict — the console is never entered from a
// link on another site, so the cookie need not travel with one.

export const staffCookieName = (config: Config) =>
  config.production ? '__Host-konter_staff' : 'konter_staff';

const options = (config: Config) => ({
  path: '/',
  httpOnly: true,
  secure: config.production,
  sameSite: 'strict' as const,
});

export const staffToken = (req: FastifyRequest, config: Config): string | undefined =>
  req.cookies[staffCookieName(config)] || undefined;

export function setStaffCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(staffCookieName(config), token, { ...options(config), maxAge: STAFF_SESSION_HOURS * 3600 });
}

export function clearStaffCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(staffCookieName(config), options(config));
}
