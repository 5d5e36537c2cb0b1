import {
  pushPublicKeyResponse,
  pushTokenDeleteRequest,
  pushTokenDeleteResponse,
  pushTokenRequest,
  pushTokenResponse,
} from '@konter/core/contracts/notification';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { data, type FeatureRoutes } from '../../lib/http.js';
import { publicKey, subscribe, unsubscribe } from './push.service.js';

const tags = ['push'];

/** Web push: the VAPID public key, and storing (spec §7.1 POST account/token) or dropping a subscription. */
export const pushRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { access: 'member' } as const;

  r.get(
    '/push/public-key',
    { config: { access: 'public' }, schema: { tags, response: { 200: pushPublicKeyResponse } } },
    async () => data(publicKey(deps)),
  );

  r.post(
    '/account/token',
    { config: member, schema: { tags, body: pushTokenRequest, response: { 201: pushTokenResponse } } },
    async (req, reply) => {
      const { user, device } = req.session;
      const who = {
        userId: user.id,
        deviceId: device.id,
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      };
      return reply.code(201).send(data(await subscribe(deps, who, req.body.device_token)));
    },
  );

  r.delete(
    '/account/token',
    {
      config: member,
      schema: { tags, body: pushTokenDeleteRequest.optional(), response: { 200: pushTokenDeleteResponse } },
    },
    async (req) => {
      const { user, device } = req.session;
      return data(await unsubscribe(deps, user.id, device.id, req.body?.endpoint));
    },
  );
};
