import { broadcastingAuthRequest, broadcastingAuthResponse } from '@konter/core/contracts/notification';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureRoutes } from '../../lib/http.js';
import { authorizeChannel } from './realtime.js';

/**
 * POST broadcasting/auth (spec §7): may the socket join the private channel? Only the user's own
 * channels; the answer is a signature bound to that socket, which it presents with `subscribe`.
 */
export const realtimeRoutes: FeatureRoutes = async (app, { deps }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/broadcasting/auth',
    {
      config: { access: 'member' },
      schema: {
        tags: ['realtime'],
        body: broadcastingAuthRequest,
        response: { 200: broadcastingAuthResponse },
      },
    },
    async (req) => authorizeChannel(deps, req.session.user.id, req.body.socket_id, req.body.channel_name),
  );
};
