import { formatRupiah } from '@konter/core/money';
import { type ApprovalEntry, type ApprovalKind, memberFields } from '../../lib/approvals.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { cliOperator } from '../../lib/operator.js';
import { findUserByLogin, parseLogin, type User } from '../auth/index.js';
import { findPendingRequestById, findRequestWithUser } from './send-money.repository.js';
import {
  approveSendMoney,
  nameCheckFee,
  pendingSendMoneyRequests,
  rejectSendMoney,
  setNameCheckFee,
} from './send-money.service.js';

// The administrator's side of send money (spec: "Send money … need prior verification or
// customer-service approval"), for the admin CLI.

async function member(deps: Deps, login: string): Promise<User> {
  const user = await findUserByLogin(deps.database.db, parseLogin(login));
  if (!user) throw new AppError('send_money_user_not_found', { login });
  return user;
}

const notPending = (login: string) => (err: unknown) => {
  if (err instanceof AppError && err.code === 'send_money_request_not_found')
    throw new AppError('send_money_request_not_found', { login });
  throw err;
};

/** `send-money-approve <login>`: grants `send_money` and tells the member. */
export async function cliSendMoneyApprove(deps: Deps, login: string): Promise<string> {
  const u = await member(deps, login);
  const r = await approveSendMoney(deps, u.id, cliOperator()).catch(notPending(login));
  return `send-money request #${r.id} of ${u.hp} approved: ${u.email} may send money`;
}

/** `send-money-reject <login> --reason …` */
export async function cliSendMoneyReject(deps: Deps, login: string, reason: string): Promise<string> {
  const u = await member(deps, login);
  const r = await rejectSendMoney(deps, u.id, reason, cliOperator()).catch(notPending(login));
  return `send-money request #${r.id} of ${u.hp} rejected: "${r.reason}"`;
}

/** `send-money-requests`: the pending requests, oldest first. */
export async function describeSendMoneyRequests(deps: Deps): Promise<string> {
  const rows = await pendingSendMoneyRequests(deps);
  if (rows.length === 0) return 'No pending send-money requests.';
  return rows
    .map((r) => `#${r.id}  ${r.name}  ${r.hp}  ${r.email}  requested ${r.createdAt.toISOString()}`)
    .join('\n');
}

/** `send-money-fee [<rupiah>]`: shows or sets the name check's fee. */
export async function cliSendMoneyFee(deps: Deps, value?: string): Promise<string> {
  const db = deps.database.db;
  const fee = value === undefined ? await nameCheckFee(db) : await setNameCheckFee(db, value);
  return `name-check fee: ${formatRupiah(fee)} (once per member, bank and account per Jakarta day)`;
}

const requestEntry = (r: {
  id: number;
  userId: number;
  createdAt: Date;
  name: string;
  hp: string;
  email: string;
}): ApprovalEntry => ({
  id: String(r.id),
  createdAt: r.createdAt,
  summary: `${r.name} ${r.hp} asks to send money`,
  member: { id: r.userId, name: r.name, hp: r.hp },
  amount: null,
  fields: [...memberFields(r), { key: 'email', value: r.email, format: 'text' }],
  image: null,
});

// `pending` / `approve send-money <id>` / `reject send-money <id> --reason …` work too, as does the
// console's approvals queue.
export const sendMoneyApproval: ApprovalKind = {
  kind: 'send-money',
  description: 'send-money permission requests (approve grants send_money)',
  // Verification: customer service (spec: "customer-service approval").
  roles: ['cs'],
  async list(deps) {
    return (await pendingSendMoneyRequests(deps)).map(requestEntry);
  },
  async detail(deps, id) {
    const r = await findRequestWithUser(deps.database.db, Number(id) || 0);
    return r && { ...requestEntry(r), pending: r.status === 'pending' };
  },
  async approve(deps, id, decision) {
    const r = await findPendingRequestById(deps.database.db, Number(id) || 0);
    if (!r) throw new AppError('send_money_request_not_found', { login: `#${id}` });
    const a = await approveSendMoney(deps, r.userId, decision?.by ?? cliOperator(), decision?.inTx);
    return `send-money request #${a.id} approved`;
  },
  async reject(deps, id, reason, decision) {
    const r = await findPendingRequestById(deps.database.db, Number(id) || 0);
    if (!r) throw new AppError('send_money_request_not_found', { login: `#${id}` });
    const d = await rejectSendMoney(deps, r.userId, reason, decision?.by ?? cliOperator(), decision?.inTx);
    return `send-money request #${d.id} rejected`;
  },
};
