import { MASTER_THRESHOLD, MASTER_WINDOW_DAYS } from '@konter/core/contracts/agency';
import { formatRupiah } from '@konter/core/money';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { findUserByLogin, parseLogin } from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { agentSalesSince, promoteToMaster, userSalesSince } from './agency.repository.js';

// The administrator's side of masters (spec §6 and §9.2: an administrator may promote an agent to
// master when the agent's successful sales of the last 30 days reach Rp 1,000,000), for the admin CLI.

const windowStart = (now: Date) => new Date(now.getTime() - MASTER_WINDOW_DAYS * 24 * 3600_000);

/** Agents whose successful sales of the last 30 days reach the threshold, the largest first. */
export async function promotionCandidates(deps: Deps, now = new Date()) {
  return agentSalesSince(deps.database.db, windowStart(now), MASTER_THRESHOLD);
}

/** `promotion-candidates`: one line per qualifying agent. */
export async function describePromotionCandidates(deps: Deps, now = new Date()): Promise<string> {
  const rows = await promotionCandidates(deps, now);
  if (rows.length === 0)
    return `no agent reaches ${formatRupiah(MASTER_THRESHOLD)} in the last ${MASTER_WINDOW_DAYS} days`;
  return rows
    .map((r) => `#${r.id} ${r.hp} ${r.email} ${r.name}: ${formatRupiah(r.sales)} in ${r.count} sales`)
    .join('\n');
}

/**
 * `promote <login>`: an agent (category 2) whose last 30 days reach the threshold becomes a master
 * (category 3), with a notification; anyone else is refused and nothing changes.
 */
export async function promoteAgent(deps: Deps, login: string, now = new Date()): Promise<string> {
  const db = deps.database.db;
  const user = await findUserByLogin(db, parseLogin(login));
  if (!user || user.closedAt) throw new AppError('agency_promote_not_found');
  if (user.category !== 2) throw new AppError('agency_promote_not_agent');
  const sales = await userSalesSince(db, user.id, windowStart(now));
  if (sales < MASTER_THRESHOLD) {
    throw new AppError('agency_promote_below_threshold', {
      sales: formatRupiah(sales),
      threshold: formatRupiah(MASTER_THRESHOLD),
    });
  }
  let note: NotificationRow | undefined;
  await db.transaction(async (tx) => {
    if (!(await promoteToMaster(tx, user.id))) throw new AppError('agency_promote_not_agent');
    note = await deps.notifier.record(tx, {
      userId: user.id,
      type: 'account',
      status: 1,
      title: 'agency_promoted_title',
      data: { kind: 'promoted_master' },
    });
  });
  deps.notifier.publish([note!]);
  return `${user.hp} (${user.name}) is now a master agent: ${formatRupiah(sales)} in the last ${MASTER_WINDOW_DAYS} days`;
}
