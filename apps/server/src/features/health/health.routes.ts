import { siteConfigDataResponse } from '@konter/core/contracts/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureRoutes } from '../../lib/http.js';
import { installationConfig, type JobsStatus, readiness } from './health.service.js';

export type { JobsStatus };

/** GET health: the same body at 200 (ok) and 503 (degraded). */
const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    driver: z.string(),
    latency_ms: z.number().optional(),
    error: z.string().optional(),
  }),
  jobs: z.object({
    running: z.boolean(),
    queues: z.record(z.string(), z.object({ queued: z.number(), active: z.number() })),
  }),
});

/** Liveness and readiness for the operator, and what the web app needs to know about this installation. */
export const healthRoutes: FeatureRoutes<{ jobs?: JobsStatus }> = async (app, { deps, jobs }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' } as const;
  const tags = ['health'];

  /** Liveness and readiness: the database answers a query; the job runner is started. */
  r.get(
    '/health',
    { config, schema: { tags, response: { 200: healthResponse, 503: healthResponse } } },
    async (_req, reply) => {
      const body = await readiness(deps, jobs);
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );

  /** What the web app needs to know about this installation. */
  r.get('/config', { config, schema: { tags, response: { 200: siteConfigDataResponse } } }, async () => ({
    data: await installationConfig(deps),
  }));
};
