import type { SiteConfig } from '@konter/core/contracts/auth';
import type { Deps } from '../../lib/deps.js';
import { getSetting } from '../auth/index.js';
import { pingDatabase } from './health.repository.js';

export interface JobsStatus {
  status(): Promise<{ running: boolean; queues: Record<string, { queued: number; active: number }> }>;
}

/** The database answers a query and, when this process runs jobs, the job runner is started. */
export async function readiness(deps: Deps, jobs: JobsStatus | undefined) {
  const started = performance.now();
  let database: { ok: boolean; driver: string; latency_ms?: number; error?: string };
  try {
    await pingDatabase(deps.database);
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
  return { status: ok ? ('ok' as const) : ('degraded' as const), database, jobs: jobStatus };
}

/** What the web app needs to know about this installation. */
export async function installationConfig(deps: Deps): Promise<SiteConfig> {
  const db = deps.database.db;
  return {
    sitename: 'Konter',
    dev_outbox: !deps.config.production,
    disable_register: await getSetting(db, 'disable_register'),
    disable_user_login: await getSetting(db, 'disable_user_login'),
  };
}
