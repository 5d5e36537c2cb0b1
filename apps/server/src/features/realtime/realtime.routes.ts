import { broadcastingAuthRequest, broadcastingAuthResponse } from '@konter/core/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { requireUser } from '../../lib/http.js';
import { channelSignature, mayJoin } from './realtime.js';

/**
 * POST broadcasting/auth (spec §7): may the socket join the private channel? Only the user's own
 * channels; the answer is a signature bound to that socket, which it presents with `subscribe`.
 */
export async function realtimeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/broadcasting/auth',
    {
      schema: {
        tags: ['realtime'],
        body: broadcastingAuthRequest,
        response: { 200: broadcastingAuthResponse },
      },
    },
    async (req) => {
      const auth = requireUser(req);
      const { socket_id, channel_name } = req.body;
      if (!mayJoin(auth.user.id, channel_name)) throw new AppError('forbidden', 'Access Forbidden');
      return { auth: channelSignature(deps.config.APP_SECRET, socket_id, channel_name) };
    },
  );
}
