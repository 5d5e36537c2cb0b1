import {
  APPROVALS_PER_KIND,
  type ApprovalDecision,
  type ApprovalDetail,
  type ApprovalItem,
  type Approvals,
  type ApprovalsQuery,
  type StaffRole,
} from '@konter/core/contracts/console';
import type { ApprovalEntry, ApprovalKind } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { consoleEvent } from '../../lib/realtime.js';
import { recordAudit } from './audit.service.js';

// The approvals queue (issue 18): every kind of deps.approvals — the registry the CLI's `pending`,
// `approve` and `reject` use, so the console and the CLI decide through the same features' code.
// A decision happens exactly once: each kind's own guarded update (a row lock and a status check)
// lets one of two simultaneous decisions through; the other fails inside the feature, and this
// service, reading the item again, answers 409 `console_already_decided`. The audit row
// (`approval.<kind>.approve|reject`) is written inside the decision's transaction.

/** Who decides: a member of staff (their roles limit the kinds), or the operator's CLI (every kind). */
export interface Decider {
  staffId: number | null;
  /** The staff e-mail, or `cli:<os user>`. */
  actor: string;
  ip: string | null;
  roles: readonly StaffRole[] | 'all';
}

export const mayDecide = (roles: Decider['roles'], kind: Pick<ApprovalKind, 'roles'>) =>
  roles === 'all' || roles.includes('owner') || kind.roles.some((r) => roles.includes(r));

/** The kinds these roles decide, in the registry's order. */
export const kindsFor = (deps: Deps, roles: Decider['roles']) =>
  deps.approvals.all().filter((k) => mayDecide(roles, k));

function kindFor(deps: Deps, roles: Decider['roles'], name: string): ApprovalKind {
  const kind = deps.approvals.get(name);
  if (!kind) throw new AppError('console_approval_not_found');
  if (!mayDecide(roles, kind)) throw new AppError('forbidden');
  return kind;
}

/** The item now, waiting or decided; undefined when the kind has no such item. */
async function itemState(deps: Deps, kind: ApprovalKind, id: string) {
  if (kind.detail) return kind.detail(deps, id);
  const entry = (await kind.list(deps)).find((e) => e.id === id);
  return entry && { ...entry, pending: true };
}

const itemView = (kind: ApprovalKind, e: ApprovalEntry): ApprovalItem => ({
  kind: kind.kind,
  id: e.id,
  created_at: e.createdAt.toISOString(),
  member: e.member ?? null,
  amount: e.amount ?? null,
  fields: e.fields ?? [],
  image: e.image ?? null,
});

/** GET console/approvals: the counts of the caller's kinds and their items, oldest first. */
export async function listApprovals(
  deps: Deps,
  roles: Decider['roles'],
  q: ApprovalsQuery,
): Promise<Approvals> {
  if (q.kind) kindFor(deps, roles, q.kind);
  const counts: Approvals['counts'] = [];
  const items: ApprovalItem[] = [];
  for (const kind of kindsFor(deps, roles)) {
    const entries = await kind.list(deps);
    counts.push({ kind: kind.kind, count: entries.length });
    if (!q.kind || q.kind === kind.kind)
      items.push(...entries.slice(0, APPROVALS_PER_KIND).map((e) => itemView(kind, e)));
  }
  items.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { counts, items };
}

/** GET console/approvals/:kind/:id. */
export async function getApproval(
  deps: Deps,
  roles: Decider['roles'],
  name: string,
  id: string,
): Promise<ApprovalDetail> {
  const kind = kindFor(deps, roles, name);
  const state = await itemState(deps, kind, id);
  if (!state) throw new AppError('console_approval_not_found');
  return { ...itemView(kind, state), pending: state.pending };
}

/** GET console/approvals/:kind/:id/image: the proof or identity picture. */
export async function approvalImage(deps: Deps, roles: Decider['roles'], name: string, id: string) {
  const kind = kindFor(deps, roles, name);
  const img = kind.image ? await kind.image(deps, id) : undefined;
  if (!img) throw new AppError('console_approval_no_image');
  return img;
}

/** The item's facts as the audit row keeps them (before; after is the same with the decision). */
const snapshot = (e: ApprovalEntry) => ({
  status: 'pending',
  member_id: e.member?.id ?? null,
  amount: e.amount ?? null,
  ...Object.fromEntries((e.fields ?? []).map((f) => [f.key, f.value])),
});

/**
 * Approves or rejects one item, once. 404 when there is no such item, 409 `console_already_decided`
 * when it is decided already or another decision wins meanwhile; the feature's own refusals (a
 * payment the gateway does not confirm, a received amount below the fee…) pass through unchanged.
 */
export async function decideApproval(
  deps: Deps,
  by: Decider,
  name: string,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<ApprovalDecision & { message: string }> {
  const kind = kindFor(deps, by.roles, name);
  const before = await itemState(deps, kind, id);
  if (!before) throw new AppError('console_approval_not_found');
  if (!before.pending) throw new AppError('console_already_decided');
  const outcome = decision === 'approve' ? 'approved' : 'rejected';
  const ctx = {
    by: by.actor,
    inTx: (tx: Parameters<typeof recordAudit>[0]) =>
      recordAudit(tx, {
        staffId: by.staffId,
        actor: by.actor,
        action: `approval.${kind.kind}.${decision}`,
        target: `${kind.kind}:${id}`,
        before: snapshot(before),
        after: { ...snapshot(before), status: outcome, ...(reason ? { reason } : {}) },
        ip: by.ip,
      }).then(() => undefined),
  };
  let message: string;
  try {
    message =
      decision === 'approve'
        ? await kind.approve(deps, id, ctx)
        : await kind.reject(deps, id, reason ?? '', ctx);
  } catch (err) {
    // The feature refused: if the item is decided now, someone else was quicker.
    const now = await itemState(deps, kind, id).catch(() => undefined);
    if (now && !now.pending) throw new AppError('console_already_decided');
    throw err;
  }
  // The staff sockets are told (and the dashboards' kept figures forgotten: watchDashboard).
  deps.bus.publish(consoleEvent('approval'));
  return { kind: kind.kind, id, decision: outcome, message };
}
