import {
  CONSOLE_USER_CS_ROLES,
  CONSOLE_USER_READ_ROLES,
  consoleUserAccessResponse,
  consoleUserCategoryRequest,
  consoleUserDetailResponse,
  consoleUserDeviceParams,
  consoleUserDownlinesQuery,
  consoleUserDownlinesResponse,
  consoleUserLedgerQuery,
  consoleUserLedgerResponse,
  consoleUserParams,
  consoleUserPermissionRequest,
  consoleUserSearchQuery,
  consoleUserSearchResponse,
  consoleUserSessionParams,
  consoleUserStatusRequest,
} from '@konter/core/contracts/console';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { staffActor } from './console.http.js';
import {
  changeUserCategory,
  changeUserPermission,
  changeUserStatus,
  endAllUserSessions,
  endUserSession,
  recoverUser,
  revokeUserDevice,
  unlockUserPin,
} from './users.changes.js';
import {
  consoleUserAccess,
  consoleUserDetail,
  consoleUserDownlines,
  consoleUserLedger,
  searchConsoleUsers,
} from './users.service.js';

/**
 * The console's Users pages (issue 18) under /api/v1/console/users: customer service searches,
 * reads and changes members' accounts; finance reads profiles, wallets and the ledger history.
 * Owner may do everything (features/auth/access.ts).
 */
export const consoleUserRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const readers = { access: { staff: CONSOLE_USER_READ_ROLES } } as const;
  const cs = { access: { staff: CONSOLE_USER_CS_ROLES } } as const;
  const by = staffActor;
  const detail = { 200: consoleUserDetailResponse };
  const access = { 200: consoleUserAccessResponse };

  // ---- reading ----

  r.get(
    '/console/users',
    {
      config: readers,
      schema: { tags, querystring: consoleUserSearchQuery, response: { 200: consoleUserSearchResponse } },
    },
    async (req) => searchConsoleUsers(deps, req.query),
  );

  r.get(
    '/console/users/:id',
    { config: readers, schema: { tags, params: consoleUserParams, response: detail } },
    async (req) => data(await consoleUserDetail(deps, req.params.id)),
  );

  r.get(
    '/console/users/:id/ledger',
    {
      config: readers,
      schema: {
        tags,
        params: consoleUserParams,
        querystring: consoleUserLedgerQuery,
        response: { 200: consoleUserLedgerResponse },
      },
    },
    async (req) => consoleUserLedger(deps, req.params.id, req.query),
  );

  r.get(
    '/console/users/:id/downlines',
    {
      config: readers,
      schema: {
        tags,
        params: consoleUserParams,
        querystring: consoleUserDownlinesQuery,
        response: { 200: consoleUserDownlinesResponse },
      },
    },
    async (req) => consoleUserDownlines(deps, req.params.id, req.query),
  );

  r.get(
    '/console/users/:id/access',
    { config: cs, schema: { tags, params: consoleUserParams, response: access } },
    async (req) => data(await consoleUserAccess(deps, req.params.id)),
  );

  // ---- changes (customer service; one audit row each) ----

  r.post(
    '/console/users/:id/category',
    {
      config: cs,
      schema: { tags, params: consoleUserParams, body: consoleUserCategoryRequest, response: detail },
    },
    async (req) => data(await changeUserCategory(deps, by(req), req.params.id, req.body.category)),
  );

  r.post(
    '/console/users/:id/status',
    {
      config: cs,
      schema: { tags, params: consoleUserParams, body: consoleUserStatusRequest, response: detail },
    },
    async (req) => data(await changeUserStatus(deps, by(req), req.params.id, req.body)),
  );

  r.post(
    '/console/users/:id/permission',
    {
      config: cs,
      schema: { tags, params: consoleUserParams, body: consoleUserPermissionRequest, response: detail },
    },
    async (req) => data(await changeUserPermission(deps, by(req), req.params.id, req.body)),
  );

  r.post(
    '/console/users/:id/pin/unlock',
    { config: cs, schema: { tags, params: consoleUserParams, response: detail } },
    async (req) => data(await unlockUserPin(deps, by(req), req.params.id)),
  );

  r.post(
    '/console/users/:id/recover',
    { config: cs, schema: { tags, params: consoleUserParams, response: detail } },
    async (req) => data(await recoverUser(deps, by(req), req.params.id)),
  );

  r.post(
    '/console/users/:id/devices/:deviceId/revoke',
    { config: cs, schema: { tags, params: consoleUserDeviceParams, response: access } },
    async (req) => data(await revokeUserDevice(deps, by(req), req.params.id, req.params.deviceId)),
  );

  r.post(
    '/console/users/:id/sessions/end-all',
    { config: cs, schema: { tags, params: consoleUserParams, response: access } },
    async (req) => data(await endAllUserSessions(deps, by(req), req.params.id)),
  );

  r.post(
    '/console/users/:id/sessions/:sessionId/end',
    { config: cs, schema: { tags, params: consoleUserSessionParams, response: access } },
    async (req) => data(await endUserSession(deps, by(req), req.params.id, req.params.sessionId)),
  );
};
