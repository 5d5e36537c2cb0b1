import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client.js';
import type { AccountGates, HoldOpJson, LedgerOp } from '../../ledger/index.js';
import { Batcher, failed, type Outcome } from '../../lib/batcher.js';
import type { NotificationInput } from '../notifications/index.js';
import {
  type BatchContext,
  type Placed,
  type Placement,
  placeMany,
  type Settled,
  type Settlement,
  settleMany,
} from './purchase.batch.repository.js';
import type { NewTransaction } from './purchase.repository.js';
import { createStatementCache } from './purchase.statements.js';

/**
 * Items per statement at most, and statements of one kind running at once. One at a time: every
 * placement and settlement locks the escrow row until its commit, so a second concurrent batch
 * would only wait for that lock — while taking items the first could have carried. Measured
 * (bench/purchase/README.md): 1 gave 174–251 purchases/s and 2.9–3.4 ms server CPU per purchase
 * where 2 gave 129–188/s and 4.0–4.8 ms, alternating runs on the same machine.
 */
const batching = { maxBatch: 64, maxConcurrent: 1 };

/**
 * Settlements are not in any request's path (the buyer already has the 201 answer and sees the SN
 * arrive live), so an idle settlement batcher waits this long for other supplier answers to join:
 * at a steady 300 purchases/s that makes batches of ~6 instead of 1–2, and a settlement's share of
 * the statement costs about half (bench/purchase/README.md). The SN reaches the buyer at most this
 * much later.
 */
export const SETTLEMENT_LINGER_MS = 20;

type BatchStats = { batches: number; items: number; largest: number };

/**
 * The purchase feature's process state (`deps.purchase`, built by createDeps): the batchers that
 * gather the placements and the settlements of the moment into one statement each, on the root
 * database handle, and the statement texts they use. `close` lets what was submitted finish.
 */
export interface PurchaseState extends BatchContext {
  /**
   * Places one purchase (hold + row) through the placement batcher: alone at low load, with the
   * others of the moment under load; either way it succeeds or fails on its own, with the errors
   * insertWithHold gives (422 insufficient balance, unique violations of the order number or
   * idempotency key), and with `sameNumber` the 422 of the same-number daily rule, decided after
   * the payer's wallet is locked (so two concurrent purchases of one number cannot both pass it).
   * Inside a transaction use insertWithHold.
   */
  place(
    row: NewTransaction,
    hold: LedgerOp<HoldOpJson>,
    sameNumber?: Placement['sameNumber'],
    note?: NotificationInput,
  ): Promise<Placed>;
  /** One settlement through the settlement batcher (the supplier answers of the moment together). */
  settle(s: Settlement): Promise<Settled | undefined>;
  /** How the batches went so far (batches, items, largest batch), for tests and measurements. */
  stats(): { placements: BatchStats; settlements: BatchStats };
  /** Waits until every submitted item has its answer; later submissions run alone. */
  close(): Promise<void>;
}

/** Runs a batch; if the batch statement fails as a whole, each item again alone, so each gets its own answer. */
async function eachAloneIfFailed<I, R>(
  items: I[],
  run: (items: I[]) => Promise<Outcome<R>[]>,
): Promise<Outcome<R>[]> {
  try {
    return await run(items);
  } catch (err) {
    if (items.length === 1) return [failed(err)];
    const out: Outcome<R>[] = [];
    for (const item of items) {
      try {
        out.push((await run([item]))[0]!);
      } catch (e) {
        out.push(failed(e));
      }
    }
    return out;
  }
}

/** Unwraps the outcome of a one-item run. */
function only<R>([o]: Outcome<R>[]): R {
  if (!o!.ok) throw o!.error;
  return o!.value;
}

export function createPurchaseState(database: Database, gates: AccountGates, logger: Logger): PurchaseState {
  const db: Db = database.db;
  const statements = createStatementCache();
  const ctx: BatchContext = { gates, statements };
  const placements = new Batcher<Placement, Placed>({
    run: (items) => eachAloneIfFailed(items, (batch) => placeMany(db, ctx, batch)),
    ...batching,
  });
  const settlements = new Batcher<Settlement, Settled | undefined>({
    run: (items) => eachAloneIfFailed(items, (batch) => settleMany(db, ctx, batch)),
    ...batching,
    lingerMs: SETTLEMENT_LINGER_MS,
  });
  const log = logger.child({ feature: 'purchase' });
  let closed = false;
  const busy = () => placements.waiting + placements.active + settlements.waiting + settlements.active;

  return {
    gates,
    statements,
    place(row, hold, sameNumber, note) {
      const item: Placement = { row, hold, ...(sameNumber && { sameNumber }), ...(note && { note }) };
      return closed ? placeMany(db, ctx, [item]).then(only) : placements.submit(item);
    },
    settle(s) {
      return closed ? settleMany(db, ctx, [s]).then(only) : settlements.submit(s);
    },
    stats: () => ({ placements: { ...placements.stats }, settlements: { ...settlements.stats } }),
    async close() {
      closed = true;
      const started = Date.now();
      while (busy() > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (Date.now() - started > 30_000) {
          log.warn({ waiting: busy() }, 'purchase batches still running at close');
          return;
        }
      }
    },
  };
}
