import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { findByRef } from '../purchase/index.js';
import { enqueueWebhook } from '../webhooks-out/index.js';
import {
  claimDueDev,
  claimEvents,
  type EventRow,
  findDevTransactionById,
  findOrderByTransaction,
  insertEvent,
  markEventProcessed,
  pendingWork,
  updateDevTransaction,
} from './h2h.repository.js';
import { devWire, rcMessage, transactionWire } from './h2h.wire.js';

// From state changes to callbacks. A change of an H2H transaction is written to h2h_events in the
// same database transaction as the change (the trigger of 0033_h2h.sql for real purchases, which
// settle inside the purchase feature; h2h.dev.ts for test answers). Here each event becomes exactly
// one enqueue of features/webhooks-out, marked processed in the same transaction as the enqueue.
// The dispatcher runs in every process (claims skip what another holds), kicked by the realtime
// bus's `transaction.updated`, by the H2H service and by timers; the `h2h-callbacks` job (every
// minute) is the safety net.

/** An event with no H2H order after this long is not one (e.g. a web purchase's own `h2h:` key). */
const ORPHAN_AFTER_MS = 60_000;

async function bodyOf(tx: Db, e: EventRow): Promise<{ body: unknown; cbUrl: string | null } | null> {
  if (e.source === 'development') {
    const t = await findDevTransactionById(tx, Number(e.subject));
    return t ? { body: { data: devWire(t, e.status) }, cbUrl: t.cbUrl } : null;
  }
  const order = await findOrderByTransaction(tx, e.subject);
  const trx = order ? await findByRef(tx, e.subject) : undefined;
  if (!order || !trx) return null;
  return { body: { data: transactionWire(trx, order, e.status) }, cbUrl: order.cbUrl };
}

/**
 * Turns the waiting events (up to `limit`) into webhook enqueues in one database transaction
 * (claim, enqueue, mark processed). An event whose order row is not written yet (a purchase that
 * settled before its order was recorded) waits for the next pump. Returns how many were handled.
 */
export async function processH2hEvents(deps: Deps, limit = 100): Promise<number> {
  return deps.database.db.transaction(async (tx: Db) => {
    let handled = 0;
    for (const e of await claimEvents(tx, limit)) {
      const built = await bodyOf(tx, e);
      if (built) {
        await enqueueWebhook(tx, { userId: e.userId, event: e.event, body: built.body, cbUrl: built.cbUrl });
      } else if (Date.now() - e.createdAt.getTime() < ORPHAN_AFTER_MS) {
        continue;
      }
      await markEventProcessed(tx, e.id);
      handled++;
    }
    return handled;
  });
}

/** Developer-mode answers pending past their time reach their outcome (and owe an `update` callback). */
export async function resolveDueDevTransactions(deps: Deps, limit = 100): Promise<number> {
  return deps.database.db.transaction(async (tx: Db) => {
    const due = await claimDueDev(tx, limit);
    for (const t of due) {
      const ok = t.finalStatus === 'Sukses';
      const done = await updateDevTransaction(tx, t.id, ['Pending'], {
        status: ok ? 'Sukses' : 'Gagal',
        rc: ok ? '00' : '02',
        message: rcMessage(ok ? '00' : '02'),
        sn: ok ? `DEV${String(t.id).padStart(9, '0')}` : '',
        finalStatus: t.finalStatus,
        resolveAt: null,
      });
      if (done) {
        await insertEvent(tx, {
          userId: t.userId,
          source: 'development',
          subject: String(t.id),
          event: 'update',
          status: done.status,
        });
      }
    }
    return due.length;
  });
}

/** Both steps, as the job and the dispatcher run them. */
export async function pumpH2h(deps: Deps): Promise<number> {
  // Most settlements are no H2H transaction's: one read, no transaction, when nothing waits.
  const work = await pendingWork(deps.database.db);
  const resolved = work.dev ? await resolveDueDevTransactions(deps) : 0;
  return resolved + (work.events || resolved > 0 ? await processH2hEvents(deps) : 0);
}

/** A key's last use is written at most once a minute per process (`h2h_keys.last_used_at`). */
const TOUCH_EVERY_MS = 60_000;

export interface H2hDispatch {
  /** Whether this request should write its key's last use (not again within a minute). */
  shouldTouch(key: string): boolean;
  /** Pump now (or again right after the running pump). */
  kick(): void;
  /** Pump after `ms` (a developer-mode answer's pending time). */
  kickAfter(ms: number): void;
  /** Starts listening to the realtime bus; returns the closer (createDeps). */
  start(deps: Deps): () => Promise<void>;
}

/**
 * The in-process dispatcher (deps.h2h): one pump at a time, again when kicked meanwhile. Kicked by
 * the bus's `transaction.updated` (a purchase settled), by the H2H service after it wrote an order
 * or a test answer, and by timers for pending test answers; the `h2h-callbacks` job (every minute)
 * covers a crash or another process's changes.
 */
export function createH2hDispatch(): H2hDispatch {
  let deps: Deps | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const timers = new Set<NodeJS.Timeout>();
  const touched = new Map<string, number>();
  const kick = () => {
    const d = deps;
    if (!d) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pumpH2h(d);
        } catch (err) {
          d.logger.error({ err, feature: 'h2h' }, 'h2h callbacks pump failed');
        }
      } while (again && deps);
      running = null;
    })();
  };
  return {
    kick,
    shouldTouch(key) {
      const now = Date.now();
      if (now - (touched.get(key) ?? 0) < TOUCH_EVERY_MS) return false;
      if (touched.size > 10_000) touched.clear();
      touched.set(key, now);
      return true;
    },
    kickAfter(ms) {
      if (!deps) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        kick();
      }, ms);
      timer.unref();
      timers.add(timer);
    },
    start(d) {
      deps = d;
      const off = d.bus.subscribe((e) => {
        if (e.event === 'transaction.updated') kick();
      });
      return async () => {
        off();
        deps = null;
        for (const t of timers) clearTimeout(t);
        timers.clear();
        await running;
      };
    },
  };
}
