import {
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookRedeliverResponse,
  webhookSaveRequest,
  webhookSaveResponse,
  webhookSettingsResponse,
  webhookTestResponse,
  webhookUpdateSettingsRequest,
} from '@konter/core/contracts/developer';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import {
  getWebhookSettings,
  listWebhookDeliveries,
  redeliverWebhook,
  saveWebhook,
  sendTestWebhook,
  updateWebhookSettings,
} from './webhook.service.js';

/**
 * The developer's webhook (calls §7.2): settings, the test event, the delivery log and redelivery.
 * Members with the `h2h_api` permission only.
 */
export const developerWebhookRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['developer'];
  const config = { access: { permission: 'h2h_api' } } as const;

  r.get(
    '/developer/webhook',
    { config, schema: { tags, response: { 200: webhookSettingsResponse } } },
    async (req) => data(await getWebhookSettings(deps.database.db, req.session.user.id)),
  );
  r.post(
    '/developer/webhook',
    { config, schema: { tags, body: webhookSaveRequest, response: { 200: webhookSaveResponse } } },
    async (req) => data(await saveWebhook(deps, req.session.user.id, req.body)),
  );
  r.post(
    '/developer/test-webhook',
    { config, schema: { tags, response: { 200: webhookTestResponse } } },
    async (req) => data(await sendTestWebhook(deps, req.session.user.id)),
  );
  r.post(
    '/developer/update-settings',
    { config, schema: { tags, body: webhookUpdateSettingsRequest, response: { 200: webhookSaveResponse } } },
    async (req) => data(await updateWebhookSettings(deps, req.session.user.id, req.body)),
  );
  r.get(
    '/developer/webhook/deliveries',
    {
      config,
      schema: { tags, querystring: webhookDeliveriesQuery, response: { 200: webhookDeliveriesResponse } },
    },
    async (req) => listWebhookDeliveries(deps, req.session.user.id, req.query.page),
  );
  r.post(
    '/developer/webhook/deliveries/:id/redeliver',
    { config, schema: { tags, params: webhookDeliveryParams, response: { 202: webhookRedeliverResponse } } },
    async (req, reply) => {
      reply.code(202);
      return data(await redeliverWebhook(deps, req.session.user.id, req.params.id));
    },
  );
};
