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
 */
export type Access = 'public' | 'session' | 'member' | 'admin' | 'signature' | { permission: PermissionName };

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
  a === undefined ? 'undeclared' : typeof a === 'string' ? a : `permission:${a.permission}`;

function check(access: Access, req: FastifyRequest): void {
  if (access === 'public' || access === 'signature') return;
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
      const token = req.cookies[names.session];
      req.auth = token && access !== 'signature' ? ((await resolveSession(deps, token)) ?? null) : null;
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
