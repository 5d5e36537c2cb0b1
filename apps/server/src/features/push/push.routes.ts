import {
  pushPublicKeyResponse,
  pushTokenDeleteRequest,
  pushTokenRequest,
  REALTIME_EVENTS,
} from '@konter/core/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { data, requireUser } from '../../lib/http.js';
import { PushDispatcher, subscribe, unsubscribe } from './push.service.js';

const tags = ['push'];

/** Web push: the VAPID public key, and storing (spec §7.1 POST account/token) or dropping a subscription. */
export async function pushRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/push/public-key', { schema: { tags, response: { 200: pushPublicKeyResponse } } }, async () =>
    data({ enabled: deps.config.vapid !== null, public_key: deps.config.vapid?.publicKey ?? null }),
  );

  r.post('/api/v1/account/token', { schema: { tags, body: pushTokenRequest } }, async (req, reply) => {
    const auth = requireUser(req);
    const who = {
      userId: auth.user.id,
      deviceId: auth.device.id,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    };
    return reply.code(201).send(data(await subscribe(deps, who, req.body.device_token)));
  });

  r.delete(
    '/api/v1/account/token',
    { schema: { tags, body: pushTokenDeleteRequest.optional() } },
    async (req) => {
      const auth = requireUser(req);
      return data(await unsubscribe(deps, auth.user.id, auth.device.id, req.body?.endpoint));
    },
  );

  // New notifications leave as pushes right after their commit (their outbox rows exist by then).
  const dispatcher = new PushDispatcher(deps);
  const off = deps.bus.subscribe((e) => {
    if (e.event === REALTIME_EVENTS.notification) dispatcher.kick();
  });
  app.addHook('onClose', async () => {
    off();
    await dispatcher.stop();
  });
}
