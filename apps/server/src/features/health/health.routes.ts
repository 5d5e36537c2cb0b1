import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.js';
import { getSetting } from '../account/verification.js';

export interface JobsStatus {
  status(): Promise<{ running: boolean; queues: Record<string, { queued: number; active: number }> }>;
}

export async function healthRoutes(app: FastifyInstance, deps: Deps, jobs?: JobsStatus) {
  /** Liveness and readiness: the database answers a query; the job runner is started. */
  app.get('/api/v1/health', async (_req, reply) => {
    const started = performance.now();
    let database: { ok: boolean; driver: string; latency_ms?: number; error?: string };
    try {
      await deps.database.query('SELECT 1');
      database = {
        ok: true,
        driver: deps.database.driver,
        latency_ms: Math.round((performance.now() - started) * 10) / 10,
      };
    } catch (err) {
      database = { ok: false, driver: deps.database.driver, error: (err as Error).message };
    }
    const jobStatus = jobs
      ? await jobs.status().catch(() => ({ running: false, queues: {} }))
      : { running: false, queues: {} };
    const ok = database.ok && (!jobs || jobStatus.running);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, jobs: jobStatus });
  });

  /** What the web app needs to know about this installation. */
  app.get('/api/v1/config', async () => {
    const db = deps.database.db;
    return {
      data: {
        sitename: 'Konter',
        dev_outbox: !deps.config.production,
        disable_register: await getSetting(db, 'disable_register'),
        disable_user_login: await getSetting(db, 'disable_user_login'),
      },
    };
  });
}
