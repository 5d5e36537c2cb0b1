import type { StaffRole } from '@konter/core/contracts/console';
import type { PermissionName } from '@konter/core/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cookieNames } from '../../lib/http.js';
import { checkCsrf } from './csrf.js';
import { type LiveSession, resolveSession } from './session.js';

/**
 * Who may call a route. Every route under /api/ declares one in `config.access`; the hook below is
 * the only place that enforces it (handlers never check who is calling).
 *
 * - `public`: anyone; `req.auth` is the session when there is one (a price list shows the caller's
 *   prices).
 * - `session`: any live session, also a device still waiting for approval (device status, OTP).
 * - `member`: a session on a trusted device.
 * - `{ permission }`: a member an administrator granted that permission.
 * - `admin`: a member flagged administrator.
 * - `signature`: another server calling (a provider's webhook): no session, no CSRF; the handler
 *   checks the signature on the raw body before anything is stored.
 * - `{ staff }`: a fully signed-in member of staff (operations console, ADR 0020) with one of these
 *   roles (`owner` may do everything). Only these routes read the staff cookie, and they never read
 *   the member's: a member session is no staff session, nor the other way round.
 */
export type Access =
  | 'public'
  | 'session'
  | 'member'
  | 'admin'
  | 'signature'
  | { permission: PermissionName }
  | { staff: readonly StaffRole[] };

/** The signed-in member of staff of a `{ staff }` route. */
export interface StaffCaller {
  /** The session's id (sha256 of the cookie's token). */
  sessionId: string;
  staff: { id: number; email: string; name: string; roles: StaffRole[] };
}

/**
 * Resolves the staff cookie of a request to its fully signed-in session (or null). The console
 * feature builds it and createDeps wires it, so auth never imports the console.
 */
export interface StaffSessionResolver {
  resolve(deps: Deps, req: FastifyRequest): Promise<StaffCaller | null>;
  /** The same from a request's cookies (a staff socket's handshake, features/realtime). */
  resolveCookies(deps: Deps, cookies: Record<string, string | undefined>): Promise<StaffCaller | null>;
  /** Of these sessions (StaffCaller.sessionId), those still signed in; reading does not keep them alive. */
  liveSessionIds(deps: Deps, ids: string[]): Promise<Set<string>>;
}

declare module '../../lib/deps.js' {
  interface Deps {
    /** The staff cookie's resolver (features/console), used only for `{ staff }` routes. */
    staffSessions: StaffSessionResolver;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The live session of the request's cookie, or null (resolved before the access check). */
    auth: LiveSession | null;
    /**
     * The caller's session on a route that requires one (`session`, `member`, a permission,
     * `admin`); reading it on a `public` route without a session is a programming error (500).
     */
    readonly session: LiveSession;
    /** The staff session of a `{ staff }` route's cookie, or null. */
    staffAuth: StaffCaller | null;
    /** The caller of a `{ staff }` route (a programming error, 500, elsewhere). */
    readonly staff: StaffCaller;
  }
}

/** Routes the access table walks (tests, docs): method, url, declared access, response schema. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  responseStatuses: string[];
}

export const describeAccess = (a: Access | undefined): string =>
  a === undefined
    ? 'undeclared'
    : typeof a === 'string'
      ? a
      : 'staff' in a
        ? `staff:${a.staff.join(',')}`
        : `permission:${a.permission}`;

const isStaffAccess = (a: Access | undefined): a is { staff: readonly StaffRole[] } =>
  typeof a === 'object' && 'staff' in a;

function check(access: Access, req: FastifyRequest): void {
  if (access === 'public' || access === 'signature') return;
  if (isStaffAccess(access)) {
    const caller = req.staffAuth;
    if (!caller) throw new AppError('unauthenticated');
    const roles = caller.staff.roles;
    if (!roles.includes('owner') && !access.staff.some((r) => roles.includes(r))) {
      throw new AppError('forbidden');
    }
    return;
  }
  const auth = req.auth;
  if (!auth) throw new AppError('unauthenticated');
  if (access === 'session') return;
  if (auth.device.status !== 'trusted') throw new AppError('device_pending');
  if (access === 'member') return;
  if (access === 'admin') {
    if (!auth.user.isAdmin) throw new AppError('forbidden');
    return;
  }
  if (!auth.user.permissions.includes(access.permission)) throw new AppError('forbidden');
}

/**
 * The request pipeline of the API, as one plugin (not encapsulated: its hooks see every route):
 * refuses to register an /api/ route that declares no access or no response schema, then for each
 * API request checks CSRF (browsers), resolves the session cookie and enforces the route's access.
 * `app.routeTable` lists the registered API routes.
 */
export const accessPlugin = fp<{ deps: Deps }>(
  async (app: FastifyInstance, { deps }) => {
    const names = cookieNames(deps.config);
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.decorateRequest('auth', null);
    app.decorateRequest('staffAuth', null);
    app.decorateRequest('staff', {
      getter(this: FastifyRequest) {
        if (!this.staffAuth) throw new Error(`req.staff read on ${this.url} without a staff session`);
        return this.staffAuth;
      },
    });
    app.decorateRequest('session', {
      getter(this: FastifyRequest) {
        if (!this.auth) throw new Error(`req.session read on ${this.url} without a session`);
        return this.auth;
      },
    });

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      const access = route.config?.access;
      const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
      if (!access) throw new Error(`${route.method} ${route.url} declares no access (config.access)`);
      if (route.schema?.hide) return; // the OpenAPI document itself
      if (responses.length === 0) throw new Error(`${route.method} ${route.url} declares no response schema`);
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        table.push({ method, url: route.url, access, responseStatuses: responses });
      }
    });

    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/api/')) return;
      const access = req.routeOptions.config.access;
      if (access !== 'signature') checkCsrf(req, deps.config, names);
      if (isStaffAccess(access)) {
        // A console route: the staff cookie only (the member's is not looked at).
        req.staffAuth = await deps.staffSessions.resolve(deps, req);
      } else {
        const token = req.cookies[names.session];
        req.auth = token && access !== 'signature' ? ((await resolveSession(deps, token)) ?? null) : null;
      }
      if (access) check(access, req);
    });
  },
  { name: 'konter-access' },
);

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}
