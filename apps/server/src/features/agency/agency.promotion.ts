import { MASTER_THRESHOLD, MASTER_WINDOW_DAYS } from '@konter/core/contracts/agency';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import type { NotificationRow } from '../notifications/index.js';
import {
  insertPromotionDismissal,
  type PromotionCandidateRow,
  promoteToMaster,
  promotionCandidateRow,
  promotionCandidateRows,
} from './agency.repository.js';

// Master promotion (spec §6 and §9.2: an administrator may promote an agent to master when the
// agent's successful sales of the last 30 days reach Rp 1,000,000). The CLI's `promote <login>` and
// the approvals queue's `promotion` kind (candidates: agents over the threshold) use `promote`
// below. Rejecting a candidate in the queue records a dismissal: it leaves the queue for the 30 days
// of the rule (the CLI may still promote it).

const DAY_MS = 24 * 3600_000;
export const windowStart = (now: Date) => new Date(now.getTime() - MASTER_WINDOW_DAYS * DAY_MS);

interface PromoteOptions {
  now?: Date;
  /** Refuse a candidate rejected within the window (the queue's approve; not the CLI's promote). */
  unlessDismissed?: boolean;
  inTx?: (tx: Db) => Promise<void>;
}

/**
 * An agent (category 2) whose sales of the last 30 days reach the threshold becomes a master
 * (category 3), with a notification — once: under the user's row lock with a guarded update, so
 * a second promotion finds a master and is refused (`agency_promote_not_agent`).
 */
export async function promote(
  deps: Deps,
  userId: number,
  opts: PromoteOptions = {},
): Promise<PromotionCandidateRow> {
  const now = opts.now ?? new Date();
  const since = windowStart(now);
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const c = await promotionCandidateRow(tx, userId, since, since, { lock: true });
    if (!c || c.closed) throw new AppError('agency_promote_not_found');
    if (c.category !== 2) throw new AppError('agency_promote_not_agent');
    if (opts.unlessDismissed && c.dismissed) throw new AppError('agency_promotion_dismissed');
    if (c.sales < MASTER_THRESHOLD) {
      throw new AppError('agency_promote_below_threshold', {
        sales: formatRupiah(c.sales),
        threshold: formatRupiah(MASTER_THRESHOLD),
      });
    }
    if (!(await promoteToMaster(tx, userId))) throw new AppError('agency_promote_not_agent');
    note = await deps.notifier.record(tx, {
      userId,
      type: 'account',
      status: 1,
      title: 'agency_promoted_title',
      data: { kind: 'promoted_master' },
    });
    await opts.inTx?.(tx);
    return c;
  });
  deps.notifier.publish([note!]);
  return row;
}

/** Rejects a waiting candidate once (under the user's row lock): it leaves the queue for 30 days. */
async function dismiss(
  deps: Deps,
  userId: number,
  reason: string,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
) {
  const text = reason.trim().slice(0, 300);
  if (!text) throw new AppError('agency_promotion_reason_required');
  const since = windowStart(new Date());
  return deps.database.db.transaction(async (tx) => {
    const c = await promotionCandidateRow(tx, userId, since, since, { lock: true });
    if (!c || c.closed) throw new AppError('agency_promote_not_found');
    if (c.category !== 2) throw new AppError('agency_promote_not_agent');
    if (c.dismissed) throw new AppError('agency_promotion_dismissed');
    await insertPromotionDismissal(tx, userId, text, by);
    await inTx?.(tx);
    return c;
  });
}

const entry = (c: PromotionCandidateRow, now: Date): ApprovalEntry => ({
  id: String(c.id),
  createdAt: c.lastSaleAt ?? now,
  summary: `#${c.id} ${c.hp} ${c.email} ${c.name}: ${formatRupiah(c.sales)} in ${c.count} sales`,
  member: { id: c.id, name: c.name, hp: c.hp },
  amount: c.sales,
  fields: [
    ...memberFields(c),
    { key: 'email', value: c.email, format: 'text' },
    { key: 'sales', value: c.sales, format: 'money' },
    { key: 'sales_count', value: c.count, format: 'number' },
  ],
  image: null,
});

const idOf = (raw: string) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

// `pending` / `approve promotion <user id>` / `reject promotion <user id> --reason …`, and the queue.
export const promotionApproval: ApprovalKind = {
  kind: 'promotion',
  description: `agents whose sales of ${MASTER_WINDOW_DAYS} days reach ${formatRupiah(MASTER_THRESHOLD)} (approve makes them master)`,
  // Money (the sales rule): finance.
  roles: ['finance'],
  async list(deps) {
    const now = new Date();
    const since = windowStart(now);
    return (await promotionCandidateRows(deps.database.db, since, MASTER_THRESHOLD, since)).map((c) =>
      entry(c, now),
    );
  },
  async detail(deps, id) {
    const now = new Date();
    const since = windowStart(now);
    const c = await promotionCandidateRow(deps.database.db, idOf(id), since, since);
    if (!c || c.closed) return undefined;
    // Decided: promoted (a master now) or rejected within the window. An agent below the
    // threshold is no candidate at all.
    const decided = c.category === 3 || (c.category === 2 && c.dismissed);
    if (!decided && (c.category !== 2 || c.sales < MASTER_THRESHOLD)) return undefined;
    return { ...entry(c, now), pending: !decided };
  },
  async approve(deps, id, decision) {
    const c = await promote(deps, idOf(id), { unlessDismissed: true, inTx: decision?.inTx });
    return `${c.hp} (${c.name}) is now a master agent: ${formatRupiah(c.sales)} in the last ${MASTER_WINDOW_DAYS} days`;
  },
  async reject(deps, id, reason, decision) {
    const c = await dismiss(deps, idOf(id), reason, decision?.by ?? cliOperator(), decision?.inTx);
    return `promotion of ${c.hp} (${c.name}) rejected for ${MASTER_WINDOW_DAYS} days`;
  },
};
