import { formatRupiah } from '@konter/core/money';
import type { AgentLoan } from '../../db/schema/index.js';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import { findUserById, findUserByLogin, parseLogin, type User } from '../auth/index.js';
import { findLoan, findPendingLoan } from './loan.repository.js';
import { approveLoan, closeLoan, extendLoan, listLoans, rejectLoan, requestLoan } from './loan.service.js';

// The administrator's side of agent loans (spec §6: administrators approve loans), for the admin CLI.

export async function loanUser(deps: Deps, login: string): Promise<User> {
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user) throw new AppError('loan_user_not_found', { login });
  return user;
}

const money = (raw: string | undefined) => {
  const n = Number(raw);
  if (raw === undefined || !Number.isSafeInteger(n)) throw new AppError('loan_limit_not_whole');
  return n;
};

export async function cliLoanRequest(deps: Deps, login: string, limit: string, due: string) {
  const u = await loanUser(deps, login);
  const l = await requestLoan(deps, u.id, money(limit), due, cliOperator());
  return `loan #${l.id} for ${u.hp} pending: limit ${formatRupiah(l.limit)}, due ${l.dueDate}`;
}

export async function cliLoanApprove(deps: Deps, login: string, limit?: string, due?: string) {
  const u = await loanUser(deps, login);
  const l = await approveLoan(deps, u.id, {
    ...(limit !== undefined ? { limit: money(limit) } : {}),
    ...(due !== undefined ? { dueDate: due } : {}),
    by: cliOperator(),
  });
  return `loan #${l.id} for ${u.hp} active: limit ${formatRupiah(l.limit)}, due ${l.dueDate}`;
}

export async function cliLoanReject(deps: Deps, login: string, reason: string) {
  const u = await loanUser(deps, login);
  const l = await rejectLoan(deps, u.id, reason, cliOperator());
  return `loan #${l.id} for ${u.hp} rejected`;
}

export async function cliLoanExtend(deps: Deps, login: string, due: string) {
  const u = await loanUser(deps, login);
  const l = await extendLoan(deps, u.id, due);
  return `loan #${l.id} for ${u.hp}: due ${l.dueDate} (was ${l.oldDueDate})`;
}

export async function cliLoanClose(deps: Deps, login: string) {
  const u = await loanUser(deps, login);
  const l = await closeLoan(deps, u.id, cliOperator());
  return `loan #${l.id} for ${u.hp} closed; ${formatRupiah(l.limit)} back to the loan pool`;
}

/** `loan:list [status|all] [due-group]`: one line per loan with its usage and due group. */
export async function describeLoans(deps: Deps, status?: string, group?: string): Promise<string> {
  const loans = await listLoans(deps, status, group);
  if (loans.length === 0) return 'No agent loans.';
  const lines: string[] = [];
  for (const { loan, view } of loans) {
    const u = await findUserById(deps.database.db, loan.userId);
    lines.push(
      [
        `#${loan.id}`,
        u ? `${u.name} ${u.hp}` : `user #${loan.userId}`,
        view.status,
        `limit ${formatRupiah(view.limit)}`,
        `usage ${formatRupiah(view.usage)}`,
        `remaining ${formatRupiah(view.remaining_limit)}`,
        `due ${view.due_date}${view.old_due_date ? ` (was ${view.old_due_date})` : ''}`,
        view.due_group,
        loan.overdueAt ? `overdue since ${loan.overdueAt.toISOString()}` : '',
        view.rejected_reason ? `reason "${view.rejected_reason}"` : '',
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
  return lines.join('\n');
}

/** A loan request as the approvals queue shows it. */
async function loanEntry(deps: Deps, loan: AgentLoan): Promise<ApprovalEntry> {
  const u = await findUserById(deps.database.db, loan.userId);
  return {
    id: String(loan.id),
    createdAt: loan.requestedAt,
    summary: [
      u ? `${u.name} ${u.hp}` : `user #${loan.userId}`,
      `limit ${formatRupiah(loan.limit)} due ${loan.dueDate}`,
      loan.requestedBy === 'user' ? 'asked by the user' : '',
      loan.note ? `note "${loan.note}"` : '',
    ]
      .filter(Boolean)
      .join('  '),
    member: u ? { id: u.id, name: u.name, hp: u.hp } : null,
    amount: loan.limit,
    fields: [
      ...memberFields(u),
      { key: 'limit', value: loan.limit, format: 'money' },
      { key: 'due_date', value: loan.dueDate, format: 'date' },
      { key: 'requested_by', value: loan.requestedBy, format: 'text' },
      { key: 'note', value: loan.note, format: 'text' },
    ],
    image: null,
  };
}

const loanId = (id: string) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

// `pending` / `approve loan <id>` / `reject loan <id> --reason …` list and decide loan requests too,
// as does the console's approvals queue.
export const loanApproval: ApprovalKind = {
  kind: 'loan',
  description: 'agent loan requests (approve grants the limit from the loan pool)',
  roles: ['finance'],
  async list(deps) {
    const out: ApprovalEntry[] = [];
    for (const { loan } of await listLoans(deps, 'pending')) out.push(await loanEntry(deps, loan));
    return out;
  },
  async detail(deps, id) {
    const loan = await findLoan(deps.database.db, loanId(id));
    return loan && { ...(await loanEntry(deps, loan)), pending: loan.status === 'pending' };
  },
  async approve(deps, id, decision) {
    const l = await findPendingLoan(deps.database.db, loanId(id));
    if (!l) throw new AppError('loan_pending_not_found', { id });
    const a = await approveLoan(deps, l.userId, { by: decision?.by ?? cliOperator(), inTx: decision?.inTx });
    return `loan #${a.id} active: limit ${formatRupiah(a.limit)}, due ${a.dueDate}`;
  },
  async reject(deps, id, reason, decision) {
    const l = await findPendingLoan(deps.database.db, loanId(id));
    if (!l) throw new AppError('loan_pending_not_found', { id });
    const r = await rejectLoan(deps, l.userId, reason, decision?.by ?? cliOperator(), decision?.inTx);
    return `loan #${r.id} rejected`;
  },
};
