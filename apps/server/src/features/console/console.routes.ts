import {
  auditExportQuery,
  auditListResponse,
  auditQuery,
  CONSOLE_AUDIT_ROLES,
  STAFF_ROLES,
  staffCreateRequest,
  staffListResponse,
  staffLoginRequest,
  staffLoginResponse,
  staffLogoutResponse,
  staffMemberResponse,
  staffMeResponse,
  staffParams,
  staffRolesRequest,
  staffStatusRequest,
  staffTotpRequest,
} from '@konter/core/contracts/console';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../lib/crypto.js';
import { data, type FeatureRoutes, requestLocale } from '../../lib/http.js';
import { createLimiter } from '../../lib/rate-limit.js';
import { exportAudit, listAudit } from './audit.service.js';
import { clearStaffCookie, setStaffCookie, staffToken } from './console.cookie.js';
import { staffActor } from './console.http.js';
import { createStaff, listStaff, resetStaffTotp, setStaffRoles, setStaffStatus } from './staff.service.js';
import { staffLogin, staffLogout, staffTotp } from './staff-auth.service.js';

/**
 * The operations console's server side (issue 18, ADR 0020), under /api/v1/console: staff sign-in
 * (password, then TOTP), the owner's staff management and the audit log. Staff routes declare
 * `{ staff: roles }` (features/auth/access.ts reads the staff cookie for them, never the member's);
 * the sign-in steps are `public` and check the staff cookie's pending session themselves.
 */
export const consoleRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const visitor = { access: 'public' } as const;
  const anyStaff = { access: { staff: STAFF_ROLES } } as const;
  const owner = { access: { staff: ['owner'] } } as const;
  const auditors = { access: { staff: CONSOLE_AUDIT_ROLES } } as const;
  // Staff limits, apart from the members' (other names in the same store).
  const loginPerIp = createLimiter(app, 'console-login-ip', { max: 20, timeWindow: '15 minutes' });
  const loginPerEmail = createLimiter(app, 'console-login-email', { max: 10, timeWindow: '15 minutes' });
  const totpPerSession = createLimiter(app, 'console-totp', { max: 5, timeWindow: '5 minutes' });
  const by = staffActor;

  // ---- sign-in ----

  r.post(
    '/console/auth/login',
    { config: visitor, schema: { tags, body: staffLoginRequest, response: { 200: staffLoginResponse } } },
    async (req, reply) => {
      await loginPerIp(req);
      await loginPerEmail(req, req.body.email.trim().toLowerCase());
      const { token, result } = await staffLogin(
        deps,
        req.body,
        { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null },
        staffToken(req, deps.config),
      );
      setStaffCookie(reply, deps.config, token);
      return data(result);
    },
  );

  r.post(
    '/console/auth/totp',
    { config: visitor, schema: { tags, body: staffTotpRequest, response: { 200: staffMeResponse } } },
    async (req) => {
      const token = staffToken(req, deps.config);
      // Per pending session (a new one needs the password again), else per address.
      await totpPerSession(req, token ? sha256(token) : req.ip);
      return data(await staffTotp(deps, token, req.body.code, req.ip ?? null));
    },
  );

  r.post(
    '/console/auth/logout',
    { config: visitor, schema: { tags, response: { 200: staffLogoutResponse } } },
    async (req, reply) => {
      await staffLogout(deps, staffToken(req, deps.config), req.ip ?? null);
      clearStaffCookie(reply, deps.config);
      return data({ ok: true as const });
    },
  );

  r.get(
    '/console/auth/me',
    { config: anyStaff, schema: { tags, response: { 200: staffMeResponse } } },
    async (req) => data(req.staff.staff),
  );

  // ---- staff management (owner) ----

  r.get(
    '/console/staff',
    { config: owner, schema: { tags, response: { 200: staffListResponse } } },
    async () => data(await listStaff(deps)),
  );

  r.post(
    '/console/staff',
    { config: owner, schema: { tags, body: staffCreateRequest, response: { 201: staffMemberResponse } } },
    async (req, reply) => reply.code(201).send(data(await createStaff(deps, by(req), req.body))),
  );

  r.post(
    '/console/staff/:id/status',
    {
      config: owner,
      schema: { tags, params: staffParams, body: staffStatusRequest, response: { 200: staffMemberResponse } },
    },
    async (req) => data(await setStaffStatus(deps, by(req), req.params.id, req.body.status)),
  );

  r.post(
    '/console/staff/:id/roles',
    {
      config: owner,
      schema: { tags, params: staffParams, body: staffRolesRequest, response: { 200: staffMemberResponse } },
    },
    async (req) => data(await setStaffRoles(deps, by(req), req.params.id, req.body.roles)),
  );

  r.post(
    '/console/staff/:id/reset-totp',
    { config: owner, schema: { tags, params: staffParams, response: { 200: staffMemberResponse } } },
    async (req) => data(await resetStaffTotp(deps, by(req), req.params.id)),
  );

  // ---- audit log (owner and finance) ----

  r.get(
    '/console/audit',
    { config: auditors, schema: { tags, querystring: auditQuery, response: { 200: auditListResponse } } },
    async (req) => listAudit(deps, req.query),
  );

  r.get(
    '/console/audit/export',
    {
      config: auditors,
      // the answer is the file's bytes (.xlsx or .csv; a Buffer is sent as is, never serialized)
      schema: { tags, querystring: auditExportQuery, response: { 200: z.any() } },
    },
    async (req, reply) => {
      const { file, name, contentType } = await exportAudit(deps, req.query, requestLocale(req));
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
