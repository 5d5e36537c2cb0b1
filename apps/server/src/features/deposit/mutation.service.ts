import type { Deps } from '../../lib/deps.js';
import { jakartaDay } from '../../lib/time.js';
import type { VerifiedMutation } from '../../providers/payment/mutations.js';
import type { NotificationRow } from '../notifications/index.js';
import { type Credited, creditTopupTx, publishTopup, recordTopupEnded } from './credit.js';
import { type DepositTopupRow, duePaidTopups, expireDue, lockTopup, markPaid } from './deposit.repository.js';
import {
  finishPaymentEvent,
  insertMutation,
  insertPaymentEvent,
  markMutation,
  matchCandidates,
} from './mutation.repository.js';

export type MutationOutcome = 'credited' | 'paid' | 'unmatched' | 'ignored' | 'duplicate';

export interface AppliedMutation {
  mutationId: string;
  outcome: MutationOutcome;
  /** The request it paid (credited, or paid and credited on its credit day). */
  code?: string;
}

type Publish = { topup: DepositTopupRow; notification?: NotificationRow; depositAfter?: number };

/**
 * Records the mutations of one signed delivery and applies them, in ONE database transaction: the
 * delivery in the payment_events inbox (an identical delivery again changes nothing), each mutation
 * once (its provider id is unique), and a credit whose amount is the total of exactly one open request
 * in its bank account — pending or claimed, unpaid, inside its pay window, created at most a day after
 * the transfer — pays that request: credited now, or on its credit day when it was made after 21:30.
 * Anything else stays `unmatched` for a manual claim; debits and other banks are `ignored`.
 */
export async function applyMutations(
  deps: Deps,
  mutations: VerifiedMutation[],
  opts: { now?: Date; event?: { key: string; payload: unknown }; provider?: string } = {},
): Promise<{ duplicate: boolean; applied: AppliedMutation[] }> {
  const now = opts.now ?? new Date();
  const toPublish: Publish[] = [];
  const result = await deps.database.db.transaction(async (tx) => {
    let eventId: number | undefined;
    if (opts.event) {
      eventId = await insertPaymentEvent(tx, 'bank_mutation', opts.event.key, opts.event.payload);
      if (eventId === undefined) return { duplicate: true, applied: [] };
    }
    const applied: AppliedMutation[] = [];
    for (const m of mutations) {
      const ignored =
        m.type !== 'credit'
          ? 'debit'
          : m.amount <= 0
            ? 'zero amount'
            : m.bankCode
              ? null
              : 'not one of our banks';
      const row = await insertMutation(tx, {
        provider: opts.provider ?? 'moota',
        mutationId: m.mutationId,
        bank: m.bankCode,
        accountNumber: m.accountNumber,
        amount: m.amount,
        type: m.type,
        description: m.description.slice(0, 500),
        occurredAt: m.occurredAt,
        status: ignored ? 'ignored' : 'unmatched',
        note: ignored,
        raw: m.raw ?? {},
        paymentEventId: eventId ?? null,
      });
      if (!row) {
        applied.push({ mutationId: m.mutationId, outcome: 'duplicate' });
        continue;
      }
      if (ignored) {
        applied.push({ mutationId: m.mutationId, outcome: 'ignored' });
        continue;
      }
      const found = await matchCandidates(tx, {
        bank: row.bank!,
        accountNumber: row.accountNumber,
        amount: row.amount,
        now,
      });
      // A request made long after the transfer is not what it paid (some banks date by day only).
      const candidates = found.filter((c) => c.createdAt.getTime() <= row.occurredAt.getTime() + 86_400_000);
      if (candidates.length !== 1) {
        const why =
          candidates.length === 0
            ? 'no open request with this total'
            : 'several open requests with this total';
        await markMutation(tx, row.id, { status: 'unmatched', note: why });
        applied.push({ mutationId: m.mutationId, outcome: 'unmatched' });
        continue;
      }
      const topup = candidates[0]!;
      await markMutation(tx, row.id, { status: 'matched', topupId: topup.id, note: null });
      if (topup.creditOn && topup.creditOn > jakartaDay(now)) {
        const paid = (await markPaid(tx, topup.id, now))!;
        toPublish.push({ topup: paid });
        applied.push({ mutationId: m.mutationId, outcome: 'paid', code: topup.code });
        continue;
      }
      const credited = await creditTopupTx(deps, tx, topup, {
        now,
        reviewedBy: topup.status === 'claimed' ? 'bank-mutation' : undefined,
      });
      toPublish.push(credited);
      applied.push({ mutationId: m.mutationId, outcome: 'credited', code: topup.code });
    }
    if (eventId !== undefined) {
      await finishPaymentEvent(
        tx,
        eventId,
        applied.map((a) => `${a.mutationId}:${a.outcome}`).join(' ') || 'empty',
      );
    }
    return { duplicate: false, applied };
  });
  for (const p of toPublish) publishTopup(deps, p.topup, p);
  return result;
}

/** Credits one paid bank transfer whose credit day has come; undefined when it is not (or no longer) due. */
async function creditIfDue(deps: Deps, id: number, now: Date): Promise<Credited | undefined> {
  return deps.database.db.transaction(async (tx) => {
    const topup = await lockTopup(tx, { id });
    if (topup?.status !== 'pending' || !topup.paidAt || !topup.creditOn || topup.creditOn > jakartaDay(now))
      return undefined;
    return creditTopupTx(deps, tx, topup, { now });
  });
}

/**
 * Requests made after the 21:30 cut-off and paid the same evening are credited on their credit day
 * (calls §9.2): the pg-boss job just after midnight and the start-up tasks run this.
 */
export async function creditPaidTopups(deps: Deps, now = new Date()): Promise<number> {
  let credited = 0;
  let lastId = 0;
  for (;;) {
    const due = await duePaidTopups(deps.database.db, jakartaDay(now), lastId, 100);
    if (due.length === 0) return credited;
    for (const { id } of due) {
      lastId = id;
      const done = await creditIfDue(deps, id, now);
      if (done) {
        publishTopup(deps, done.topup, done);
        credited++;
      }
    }
  }
}

/** Open requests past their pay-before time become `expired` (every minute): they stop matching. */
export async function expireTopups(deps: Deps, now = new Date()): Promise<number> {
  // The state change and each user's notification (status 2) in one transaction, published after.
  const ended = await deps.database.db.transaction(async (tx) => {
    const rows = await expireDue(tx, now);
    const out: { topup: (typeof rows)[number]; notification: NotificationRow }[] = [];
    for (const topup of rows)
      out.push({ topup, notification: await recordTopupEnded(deps, tx, topup, 'expired') });
    return out;
  });
  for (const e of ended) publishTopup(deps, e.topup, { notification: e.notification });
  return ended.length;
}

/**
 * The poll behind the webhook (every few minutes): the credits of the last two hours as the service
 * lists them, applied like a delivery; the ones already recorded change nothing. Only when a service
 * is configured or simulated here.
 */
export async function pollMutations(deps: Deps, now = new Date()): Promise<number> {
  const service = deps.mutations;
  if (!service?.listMutations || !(deps.config.BANK_MUTATION_BASE_URL || deps.config.bankMutationSimulated))
    return 0;
  const found = await service.listMutations(new Date(now.getTime() - 2 * 3_600_000), { type: 'credit' });
  if (found.length === 0) return 0;
  const { applied } = await applyMutations(deps, found, { now });
  return applied.filter((a) => a.outcome !== 'duplicate').length;
}
