import type {
  ExcelAccessRequest,
  ExcelAccessRequestView,
  ExcelAccessStatus,
} from '@konter/core/contracts/excel';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { consoleEvent } from '../../lib/realtime.js';
import type { User } from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { excelAccess } from '../site/index.js';
import {
  decideAccessRequest,
  type ExcelAccessRow,
  findLatestAccessRequest,
  grantExcelTopup,
  insertAccessRequest,
  lockPendingAccessRequest,
} from './excel-access.repository.js';

// Asking for Excel access (issue 18's approvals): bulk top-up by Excel needs the `excel_topup`
// permission (site excelAccess). Until now only the operator CLI granted it (`grant <login>
// excel_topup`); now an active member asks for it from the Excel page, and customer service decides
// in the console's approvals queue (or the CLI: `approve excel <id>`). One pending request per
// member; approving adds the permission and tells the member, rejecting gives them the reason.

const view = (r: ExcelAccessRow): ExcelAccessRequestView => ({
  status: r.status,
  created_at: r.createdAt.toISOString(),
  ...(r.reason ? { reason: r.reason } : {}),
});

/** GET prabayar/excel/access-request. */
export async function excelAccessStatus(deps: Deps, user: User): Promise<ExcelAccessStatus> {
  const latest = await findLatestAccessRequest(deps.database.db, user.id);
  return { allowed: excelAccess(user).excelAccess, request: latest ? view(latest) : null };
}

/** POST prabayar/excel/access-request: an active member without access asks for it. */
export async function requestExcelAccess(
  deps: Deps,
  user: User,
  input: ExcelAccessRequest,
): Promise<ExcelAccessRequestView> {
  if (user.status !== 'active') throw new AppError('account_inactive');
  if (user.permissions.includes('excel_topup')) throw new AppError('excel_access_already_allowed');
  try {
    const row = await insertAccessRequest(deps.database.db, user.id, input.note ?? null);
    deps.bus.publish(consoleEvent('excel'));
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err, 'excel_access_requests_pending_key'))
      throw new AppError('excel_access_request_pending');
    throw err;
  }
}

interface Decision {
  by: string;
  inTx?: (tx: Db) => Promise<void>;
}

/**
 * Decides a pending request once, under its row lock: a second decision finds it decided and
 * throws `excel_access_request_not_found` (nothing changes). Approving grants `excel_topup`.
 */
async function decide(
  deps: Deps,
  id: number,
  outcome: { status: 'approved' } | { status: 'rejected'; reason: string },
  d: Decision,
): Promise<ExcelAccessRow> {
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPendingAccessRequest(tx, id);
    if (!pending) throw new AppError('excel_access_request_not_found', { id: `#${id}` });
    const decided = await decideAccessRequest(tx, id, { ...outcome, by: d.by });
    if (outcome.status === 'approved') await grantExcelTopup(tx, pending.userId);
    note = await deps.notifier.record(
      tx,
      outcome.status === 'approved'
        ? {
            userId: pending.userId,
            type: 'account',
            status: 1,
            title: 'excel_access_approved_title',
            body: 'excel_access_approved_body',
            data: { kind: 'excel_access_approved' },
          }
        : {
            userId: pending.userId,
            type: 'account',
            status: 2,
            title: 'excel_access_rejected_title',
            body: 'free_text',
            params: { text: outcome.reason },
            data: { kind: 'excel_access_rejected' },
          },
    );
    await d.inTx?.(tx);
    return decided;
  });
  deps.notifier.publish([note!]);
  return row;
}

export const approveExcelAccess = (deps: Deps, id: number, d: Decision) =>
  decide(deps, id, { status: 'approved' }, d);

export function rejectExcelAccess(deps: Deps, id: number, reason: string, d: Decision) {
  const text = reason.trim().slice(0, 300);
  if (!text) throw new AppError('excel_access_reason_required');
  return decide(deps, id, { status: 'rejected', reason: text }, d);
}
