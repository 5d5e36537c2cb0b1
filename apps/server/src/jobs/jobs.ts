import { fromPglite, PgBoss } from 'pg-boss';
import { closeExpiredDeletions } from '../features/account/index.js';
import { runAffiliatePayouts } from '../features/affiliate/index.js';
import { pruneSessions } from '../features/auth/index.js';
import { syncPriceLists } from '../features/catalog/index.js';
import { pruneCaptchas } from '../features/contact/index.js';
import { creditPaidTopups, expireTopups, pollMutations } from '../features/deposit/index.js';
import { pruneUploads, resumeProcessingUploads } from '../features/excel/index.js';
import { pumpH2h } from '../features/h2h/index.js';
import type { JobsStatus } from '../features/health/index.js';
import { flagOverdueLoans } from '../features/loan/index.js';
import { pruneNotifications } from '../features/notifications/index.js';
import {
  processPendingGatewayEvents,
  reconcileOpenTopups,
  reconcileWaitingPurchases,
} from '../features/payment/index.js';
import { reconcilePostalShipments } from '../features/postal/index.js';
import {
  creditDueCashback,
  expireInquiries,
  recheckAllUnsettled,
  recheckDue,
  sendMissingEsimMails,
} from '../features/purchase/index.js';
import { deliverPush } from '../features/push/index.js';
import { reconcileShipments } from '../features/shipping/index.js';
import { expireShopOrders, pruneShopPublicCarts } from '../features/shop/index.js';
import { deliverDueWebhooks, startWebhookPoller } from '../features/webhooks-out/index.js';
import type { Deps } from '../lib/deps.js';
import { seedDemoPromos, seedDemoShipments } from '../seed.js';

/** Every scheduled job: queue name, cron (Asia/Jakarta) and what it does. */
const schedules = (deps: Deps): { name: string; cron: string; run: (deps: Deps) => Promise<unknown> }[] => [
  // The supplier's price list is rate limited: synced on a schedule (and at start-up), never per request.
  { name: 'price-sync', cron: deps.config.PRICE_SYNC_CRON, run: (d) => syncPriceLists(d, d.supplier) },
  // Safety net of the in-process poller below: unsettled purchases whose re-check is due.
  { name: 'purchase-recheck', cron: '* * * * *', run: (d) => recheckDue(d) },
  // eSIM activation e-mails a crash kept from the outbox after their purchase settled (once each).
  { name: 'esim-mail', cron: '* * * * *', run: (d) => sendMissingEsimMails(d) },
  // Upline cashback of yesterday's sales reaches the cashback wallets.
  { name: 'cashback-credit', cron: '30 0 * * *', run: (d) => creditDueCashback(d) },
  // Postpaid bills must be paid the day they were checked (Digiflazz pays with the inquiry's ref_id).
  { name: 'postpaid-expire', cron: '5 0 * * *', run: (d) => expireInquiries(d) },
  // Purchases paid by gateway whose payment time ran out: asked once more, then expired.
  { name: 'payment-reconcile', cron: '* * * * *', run: (d) => reconcileWaitingPurchases(d) },
  // Gateway notifications recorded but not applied yet (their status re-fetch failed): retried.
  { name: 'payment-events', cron: '* * * * *', run: (d) => processPendingGatewayEvents(d) },
  // Gateway top-ups whose notification never came: the provider is asked, paid ones credited once.
  { name: 'topup-reconcile', cron: '* * * * *', run: (d) => reconcileOpenTopups(d) },
  // Unpaid top-up requests past their pay-before time stop matching transfers.
  { name: 'deposit-expire', cron: '* * * * *', run: (d) => expireTopups(d) },
  // Bank transfers requested after 21:30 and paid that evening are credited the next day (calls §9.2).
  { name: 'deposit-credit-paid', cron: '1 0 * * *', run: (d) => creditPaidTopups(d) },
  // Catches a bank-mutation webhook that never arrived (the service is polled, as resellers do).
  { name: 'deposit-mutation-poll', cron: '*/5 * * * *', run: (d) => pollMutations(d) },
  // Messages are delivered right after commit; this sweeps what a crash or a failing transport left.
  { name: 'outbox-deliver', cron: '* * * * *', run: (deps) => deps.messenger.deliver() },
  // Deleted accounts stay recoverable for 7 days (spec §4), then close for good.
  { name: 'accounts-close-deleted', cron: '15 1 * * *', run: (deps) => closeExpiredDeletions(deps) },
  // Spec §9.2: notifications (and news) are kept 30 days.
  { name: 'notifications-prune', cron: '45 1 * * *', run: (d) => pruneNotifications(d) },
  // Web pushes are sent right after commit; this sweeps retries and what another process queued.
  { name: 'push-deliver', cron: '* * * * *', run: (d) => deliverPush(d) },
  // Agent loans past their due date and not paid off are flagged overdue (no money moves).
  { name: 'loans-overdue', cron: '5 0 * * *', run: (d) => flagOverdueLoans(d) },
  // Affiliate payouts of the month that ended (idempotent per affiliate and month; issue 14 §5).
  { name: 'affiliate-payouts', cron: '10 1 1 * *', run: (d) => runAffiliatePayouts(d) },
  { name: 'captchas-prune', cron: '50 1 * * *', run: (d) => pruneCaptchas(d.database.db) },
  { name: 'sessions-prune', cron: '30 1 * * *', run: (d) => pruneSessions(d) },
  // Spec §9.2: Excel upload history is deleted after 30 days.
  { name: 'excel-prune', cron: '55 1 * * *', run: (d) => pruneUploads(d) },
  // Excel uploads left `processing` by a crash or another instance's restart are resumed (idempotent per row).
  { name: 'excel-resume', cron: '*/5 * * * *', run: (d) => resumeProcessingUploads(d) },
  // Unpaid shop orders past their payment time: cancelled, their reserved stock released once.
  { name: 'shop-order-expiry', cron: '* * * * *', run: (d) => expireShopOrders(d) },
  // Open multi-courier shipments re-read from the courier (missed webhooks; unconfirmed bookings given up).
  { name: 'shipments-reconcile', cron: '*/3 * * * *', run: (d) => reconcileShipments(d) },
  // Postal shipments still moving re-read from the postal operator (missed webhooks, unknown bookings).
  { name: 'postal-reconcile', cron: '*/3 * * * *', run: (d) => reconcilePostalShipments(d) },
  // Visitors' one-page shop carts are kept a day.
  { name: 'shop-carts-prune', cron: '20 2 * * *', run: (d) => pruneShopPublicCarts(d) },
  // H2H callbacks a crash or another process left owed; developer-mode answers whose pending time passed.
  { name: 'h2h-callbacks', cron: '* * * * *', run: (d) => pumpH2h(d) },
  // Developer webhooks due (first attempts and retries); the poller below sends them within seconds.
  { name: 'webhooks-deliver', cron: '* * * * *', run: (d) => deliverDueWebhooks(d) },
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
  const log = deps.logger.child({ feature: 'jobs' });
  let running = false;
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
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
        void recheckDue(deps).catch((err) => log.error({ err }, 'purchase re-check failed'));
      }, 5000)
    : undefined;
  poller?.unref();
  const stopWebhookPoller = opts.work ? startWebhookPoller(deps) : undefined;
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
      stopWebhookPoller?.();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * Start-up work, run once the server listens (the built-in simulator is served by it): sync the
 * price lists (then, with the demo data, mark its promo items), re-check at once every transaction
 * a previous run left unsettled, expire and credit deposits. `signal` (a shutdown) ends it between
 * steps.
 */
export async function runStartupTasks(deps: Deps, signal?: AbortSignal): Promise<void> {
  const log = deps.logger.child({ feature: 'startup' });
  try {
    const r = await syncPriceLists(deps, deps.supplier);
    log.info(r, 'price lists synced');
    // The demo data's promo items need the synced products (SEED_DEMO, the embedded default).
    if (deps.config.seedDemo && !signal?.aborted) {
      const marked = await seedDemoPromos(deps);
      if (marked > 0) log.info({ marked }, 'demo promo items marked');
    }
  } catch (err) {
    log.error({ err: (err as Error).message }, 'price-list sync failed; the schedule will retry');
  }
  // Demo shipments through the courier simulator (it answers once the server listens).
  if (deps.config.seedDemo && !signal?.aborted) {
    try {
      const made = await seedDemoShipments(deps);
      if (made > 0) log.info({ made }, 'demo shipments made');
    } catch (err) {
      log.error({ err: (err as Error).message }, 'demo shipments failed');
    }
  }
  // A shutdown during start-up stops here, between steps (main.ts waits for the step in progress).
  if (signal?.aborted) return;
  await recheckAllUnsettled(deps);
  if (signal?.aborted) return;
  // Excel uploads a previous run left `processing`: their remaining rows are bought (once each).
  try {
    const resumed = await resumeProcessingUploads(deps);
    if (resumed > 0) log.info({ resumed }, 'excel uploads resumed');
  } catch (err) {
    log.error({ err: (err as Error).message }, 'excel resume failed; the schedule will retry');
  }
  if (signal?.aborted) return;
  // Deposits: what the schedules would have done while the server was down.
  try {
    const expired = await expireTopups(deps);
    const credited = await creditPaidTopups(deps);
    log.info({ expired, credited }, 'deposits');
  } catch (err) {
    log.error({ err: (err as Error).message }, 'deposit tasks failed; the schedules will retry');
  }
}
