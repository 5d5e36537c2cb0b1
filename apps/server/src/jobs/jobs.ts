import { fromPglite, PgBoss } from 'pg-boss';
import { closeExpiredDeletions } from '../features/account/account.service.js';
import type { JobsStatus } from '../features/health/health.routes.js';
import type { Deps } from '../lib/deps.js';

/** Every scheduled job: queue name, cron (Asia/Jakarta) and what it does. */
const schedules: { name: string; cron: string; run: (deps: Deps) => Promise<unknown> }[] = [
  // Messages are delivered right after commit; this sweeps what a crash or a failing transport left.
  { name: 'outbox-deliver', cron: '* * * * *', run: (deps) => deps.messenger.deliver() },
  // Deleted accounts stay recoverable for 7 days (spec §4), then close for good.
  { name: 'accounts-close-deleted', cron: '15 1 * * *', run: (deps) => closeExpiredDeletions(deps) },
  {
    name: 'sessions-prune',
    cron: '30 1 * * *',
    run: (deps) =>
      deps.database.query(
        `DELETE FROM sessions WHERE (ended_at IS NOT NULL AND ended_at < now() - interval '30 days') OR expires_at < now() - interval '30 days'`,
      ),
  },
];

export interface Jobs extends JobsStatus {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * pg-boss on the same database (PGlite or PostgreSQL): schedules and workers. Jobs are idempotent,
 * so a job that runs twice after a crash changes nothing the second time.
 */
export async function startJobs(deps: Deps, opts: { work: boolean }): Promise<Jobs> {
  const boss = deps.database.pglite
    ? new PgBoss({ db: fromPglite(deps.database.pglite), backend: 'pglite' })
    : new PgBoss({ connectionString: deps.config.DATABASE_URL!, max: 4 });
  let running = false;
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  running = true;
  for (const s of schedules) {
    await boss.createQueue(s.name);
    await boss.schedule(s.name, s.cron, null, { tz: 'Asia/Jakarta' });
    if (opts.work) {
      await boss.work(s.name, async () => {
        await s.run(deps);
      });
    }
  }
  return {
    boss,
    async status() {
      const queues: Record<string, { queued: number; active: number }> = {};
      for (const s of schedules) {
        const q = await boss.getQueue(s.name);
        queues[s.name] = { queued: q?.queuedCount ?? 0, active: q?.activeCount ?? 0 };
      }
      return { running, queues };
    },
    async stop() {
      running = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
