import {
  CONSOLE_DEVELOPER_ROLES,
  consoleH2hIpRemoveRequest,
  consoleH2hIpRequest,
  consoleH2hKeyParams,
  consoleH2hUserParams,
  consoleH2hUserResponse,
  consoleH2hUsersResponse,
  consoleWebhookDeliveryParams,
  consoleWebhookFailuresQuery,
  consoleWebhookFailuresResponse,
  consoleWebhookRedeliverResponse,
} from '@konter/core/contracts/console-commerce';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { staffActor } from './console.http.js';
import {
  addH2hIp,
  consoleH2hUsers,
  consoleWebhookFailures,
  redeliverWebhookAsStaff,
  removeH2hIp,
  revokeKey,
} from './developers.service.js';

/**
 * The console's Developers page (issue 18) under /api/v1/console/developers: the owner's H2H
 * whitelists and key revocation, and the failed webhook deliveries with their redelivery.
 */
export const consoleDeveloperRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const owner = { access: { staff: CONSOLE_DEVELOPER_ROLES } } as const;
  const by = staffActor;
  const user = { 200: consoleH2hUserResponse };

  r.get(
    '/console/developers/h2h',
    { config: owner, schema: { tags, response: { 200: consoleH2hUsersResponse } } },
    async () => data(await consoleH2hUsers(deps)),
  );

  r.post(
    '/console/developers/h2h/:id/ips',
    {
      config: owner,
      schema: { tags, params: consoleH2hUserParams, body: consoleH2hIpRequest, response: user },
    },
    async (req) => data(await addH2hIp(deps, by(req), req.params.id, req.body.ip, req.body.note)),
  );

  r.post(
    '/console/developers/h2h/:id/ips/remove',
    {
      config: owner,
      schema: { tags, params: consoleH2hUserParams, body: consoleH2hIpRemoveRequest, response: user },
    },
    async (req) => data(await removeH2hIp(deps, by(req), req.params.id, req.body.ip)),
  );

  r.post(
    '/console/developers/h2h/:id/keys/:kind/revoke',
    { config: owner, schema: { tags, params: consoleH2hKeyParams, response: user } },
    async (req) => data(await revokeKey(deps, by(req), req.params.id, req.params.kind)),
  );

  r.get(
    '/console/developers/webhooks/failed',
    {
      config: owner,
      schema: {
        tags,
        querystring: consoleWebhookFailuresQuery,
        response: { 200: consoleWebhookFailuresResponse },
      },
    },
    async (req) => consoleWebhookFailures(deps, req.query.page),
  );

  r.post(
    '/console/developers/webhooks/:id/redeliver',
    {
      config: owner,
      schema: {
        tags,
        params: consoleWebhookDeliveryParams,
        response: { 200: consoleWebhookRedeliverResponse },
      },
    },
    async (req) => data(await redeliverWebhookAsStaff(deps, by(req), req.params.id)),
  );
};
