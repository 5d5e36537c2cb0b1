import { MASTER_THRESHOLD, MASTER_WINDOW_DAYS } from '@konter/core/contracts/agency';
import { formatRupiah } from '@konter/core/money';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { findUserByLogin, parseLogin } from '../auth/index.js';
import { promote, windowStart } from './agency.promotion.js';
import { agentSalesSince } from './agency.repository.js';

// The administrator's side of masters (spec §6 and §9.2: an administrator may promote an agent to
// master when the agent's successful sales of the last 30 days reach Rp 1,000,000), for the admin CLI.

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
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user || user.closedAt) throw new AppError('agency_promote_not_found');
  const c = await promote(deps, user.id, { now });
  return `${user.hp} (${user.name}) is now a master agent: ${formatRupiah(c.sales)} in the last ${MASTER_WINDOW_DAYS} days`;
}
