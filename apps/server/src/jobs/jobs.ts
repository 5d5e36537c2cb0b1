import { fromPglite, PgBoss } from 'pg-boss';
import { closeExpiredDeletions } from '../features/account/account.service.js';
import { syncPriceLists } from '../features/catalog/index.js';
import type { JobsStatus } from '../features/health/health.routes.js';
import { creditDueCashback } from '../features/purchase/cashback.js';
import { expireInquiries } from '../features/purchase/postpaid.service.js';
import { recheckAllUnsettled, recheckDue } from '../features/purchase/settlement.js';
import type { Deps } from '../lib/deps.js';

/** Every scheduled job: queue name, cron (Asia/Jakarta) and what it does. */
const schedules = (deps: Deps): { name: string; cron: string; run: (deps: Deps) => Promise<unknown> }[] => [
  // The supplier's price list is rate limited: synced on a schedule (and at start-up), never per request.
  { name: 'price-sync', cron: deps.config.PRICE_SYNC_CRON, run: (d) => syncPriceLists(d, d.supplier) },
  // Safety net of the in-process poller below: unsettled purchases whose re-check is due.
  { name: 'purchase-recheck', cron: '* * * * *', run: (d) => recheckDue(d) },
  // Upline cashback of yesterday's sales reaches the cashback wallets.
  { name: 'cashback-credit', cron: '30 0 * * *', run: (d) => creditDueCashback(d) },
  // Postpaid bills must be paid the day they were checked (Digiflazz pays with the inquiry's ref_id).
  { name: 'postpaid-expire', cron: '5 0 * * *', run: (d) => expireInquiries(d) },
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
  const all = schedules(deps);
  for (const s of all) {
    await boss.createQueue(s.name);
    await boss.schedule(s.name, s.cron, null, { tz: 'Asia/Jakarta' });
    if (opts.work) {
      await boss.work(s.name, async () => {
        await s.run(deps);
      });
    }
  }
  // Purchases waiting for the supplier are re-checked every few seconds (claims use SKIP LOCKED, so
  // every instance may poll); the cron job above covers a process that polls nothing.
  const poller = opts.work
    ? setInterval(() => {
        void recheckDue(deps).catch((err) => console.error('[jobs] recheck', err));
      }, 5000)
    : undefined;
  poller?.unref();
  return {
    boss,
    async status() {
      const queues: Record<string, { queued: number; active: number }> = {};
      for (const s of all) {
        const q = await boss.getQueue(s.name);
        queues[s.name] = { queued: q?.queuedCount ?? 0, active: q?.activeCount ?? 0 };
      }
      return { running, queues };
    },
    async stop() {
      running = false;
      if (poller) clearInterval(poller);
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * Start-up work, run once the server listens (the built-in simulator is served by it): sync the
 * price lists, then re-check at once every transaction a previous run left unsettled.
 */
export async function runStartupTasks(deps: Deps): Promise<void> {
  try {
    const r = await syncPriceLists(deps, deps.supplier);
    console.info('[startup] price lists synced', r);
  } catch (err) {
    console.error('[startup] price-list sync failed; the schedule will retry', (err as Error).message);
  }
  await recheckAllUnsettled(deps);
}
