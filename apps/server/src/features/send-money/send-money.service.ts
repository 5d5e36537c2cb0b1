import { randomInt } from 'node:crypto';
import {
  DEFAULT_NAME_CHECK_FEE,
  type SendMoneyCheckName,
  type SendMoneyCheckNameRequest,
  type SendMoneyRequestView,
  type SendMoneyStatus,
} from '@konter/core/contracts/send-money';
import type { Db } from '../../db/client.js';
import type { SendMoneyNameCheck, SendMoneyRequest } from '../../db/schema/index.js';
import { getUserBalances, openUserAccounts, transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { consoleEvent } from '../../lib/realtime.js';
import { jakartaDay } from '../../lib/time.js';
import { SupplierUnavailable } from '../../providers/supplier/supplier.js';
import { assertCanTransact, getSetting, type User } from '../auth/index.js';
import { findPostpaidProduct, findPurchasableProduct, listPostpaidProducts } from '../catalog/index.js';
import type { NotificationRow } from '../notifications/index.js';
import {
  decideRequest,
  findLatestRequest,
  findNameCheck,
  grantSendMoney,
  insertNameCheck,
  insertRequest,
  listPendingRequests,
  lockPendingRequest,
  readNameCheckFee,
  setNameCheckTransfer,
  writeNameCheckFee,
} from './send-money.repository.js';

// Send money (issue 13 §2). Who may: members holding the `send_money` permission, which an
// administrator grants on a verified member's request (admin CLI). The purchase itself is an
// ordinary prepaid purchase of a `sendMoney` product (purchase feature; it refuses it without the
// permission). Before it, the page checks the recipient's name: a PAID inquiry through the
// supplier, once per (member, bank/e-wallet, account) per Jakarta day.
//
// Name check: the supplier's postpaid inquiry (`inq-pasca`) of the "Kirim Uang" biller whose brand
// is the transfer product's (trfbca for kubca…); it answers the account holder's name. The fee is
// taken only when the inquiry found the account: in ONE transaction the day's row (unique per
// member, brand, account, day) and the ledger transfer deposit → revenue (key
// `send-money-check:<row id>`). A repeat that day reads the row and pays nothing; two concurrent
// first checks both ask the supplier, one row wins, the other reads it — one fee. An unknown account
// or an unreachable supplier takes nothing. E-wallets (DANA, OVO, GoPay): the supplier lists no
// name-inquiry biller for them, so the check answers `send_money_check_unavailable` without a fee
// and the page lets the member go on after re-reading the number (the name comes back in the SN).
// The check is matched by brand, so a biller the supplier adds later (category "Kirim Uang", brand
// DANA) makes it work for that e-wallet with no code change.

export const NAME_CHECK_FEE_MAX = 10_000;

export const canSendMoney = (user: Pick<User, 'permissions'>) => user.permissions.includes('send_money');

/** E-mail or phone verified as the operator's switches require; with neither switch on, either one. */
export async function isVerified(db: Db, user: User): Promise<boolean> {
  const needEmail = await getSetting(db, 'require_email_verification');
  const needPhone = await getSetting(db, 'require_phone_verification');
  if (!needEmail && !needPhone) return Boolean(user.emailVerifiedAt || user.phoneVerifiedAt);
  return (!needEmail || Boolean(user.emailVerifiedAt)) && (!needPhone || Boolean(user.phoneVerifiedAt));
}

const requestView = (r: SendMoneyRequest): SendMoneyRequestView => ({
  status: r.status,
  created_at: r.createdAt.toISOString(),
  ...(r.reason ? { reason: r.reason } : {}),
});

/** GET prabayar/sendMoney/status. */
export async function sendMoneyStatus(deps: Deps, user: User): Promise<SendMoneyStatus> {
  const db = deps.database.db;
  const latest = await findLatestRequest(db, user.id);
  return {
    allowed: canSendMoney(user),
    verified: await isVerified(db, user),
    request: latest ? requestView(latest) : null,
  };
}

/** POST prabayar/sendMoney/request: a verified member without the permission asks for it (one pending). */
export async function requestSendMoney(deps: Deps, user: User): Promise<SendMoneyRequestView> {
  const db = deps.database.db;
  if (canSendMoney(user)) throw new AppError('send_money_already_allowed');
  if (!(await isVerified(db, user))) throw new AppError('send_money_verify_first');
  try {
    const row = await insertRequest(db, user.id);
    deps.bus.publish(consoleEvent('send-money'));
    return requestView(row);
  } catch (err) {
    if (isUniqueViolation(err, 'send_money_requests_pending_key'))
      throw new AppError('send_money_request_pending');
    throw err;
  }
}

/** The administrator approves the member's pending request: the permission and a notification, one transaction. */
export async function approveSendMoney(
  deps: Deps,
  userId: number,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
): Promise<SendMoneyRequest> {
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, userId);
    if (!pending) throw new AppError('send_money_request_not_found', { login: `#${userId}` });
    const decided = await decideRequest(tx, pending.id, { status: 'approved', by });
    await grantSendMoney(tx, userId);
    note = await deps.notifier.record(tx, {
      userId,
      type: 'account',
      status: 1,
      title: 'send_money_approved_title',
      body: 'send_money_approved_body',
      data: { kind: 'send_money_approved' },
    });
    await inTx?.(tx);
    return decided;
  });
  deps.notifier.publish([note!]);
  return row;
}

export async function rejectSendMoney(
  deps: Deps,
  userId: number,
  reason: string,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
): Promise<SendMoneyRequest> {
  const text = reason.trim().slice(0, 500);
  if (!text) throw fieldError('reason', 'send_money_reason_required');
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, userId);
    if (!pending) throw new AppError('send_money_request_not_found', { login: `#${userId}` });
    const decided = await decideRequest(tx, pending.id, { status: 'rejected', reason: text, by });
    note = await deps.notifier.record(tx, {
      userId,
      type: 'account',
      status: 2,
      title: 'send_money_rejected_title',
      body: 'free_text',
      params: { text },
      data: { kind: 'send_money_rejected' },
    });
    await inTx?.(tx);
    return decided;
  });
  deps.notifier.publish([note!]);
  return row;
}

export const pendingSendMoneyRequests = (deps: Deps) => listPendingRequests(deps.database.db);

export async function nameCheckFee(db: Db): Promise<number> {
  return (await readNameCheckFee(db)) ?? DEFAULT_NAME_CHECK_FEE;
}

export async function setNameCheckFee(db: Db, raw: string): Promise<number> {
  const fee = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(fee) || fee > NAME_CHECK_FEE_MAX)
    throw fieldError('fee', 'send_money_fee_invalid');
  await writeNameCheckFee(db, fee);
  return fee;
}

/** A name check's reference in the deposit history: CEK + Jakarta yymmdd + 8 random digits. */
const checkCode = (now = new Date()) =>
  `CEK${jakartaDay(now).slice(2).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

const checkView = (c: SendMoneyNameCheck, brand: string, fee: number): SendMoneyCheckName => ({
  name: c.name,
  fee,
  destination: c.destination,
  brand,
  checked_at: c.createdAt.toISOString(),
});

/** The "Kirim Uang" postpaid biller (name inquiry) of a bank or e-wallet brand, if the supplier has one. */
async function inquiryBiller(deps: Deps, brandCode: string) {
  const { products } = await listPostpaidProducts(deps, 'kirim-uang');
  const match = products.find((p) => p.active && p.brand_code === brandCode);
  return match ? findPostpaidProduct(deps.database.db, match.code) : undefined;
}

/** POST prabayar/sendMoney/check-name (see the top of this file). */
export async function checkRecipientName(
  deps: Deps,
  user: User,
  input: SendMoneyCheckNameRequest,
): Promise<SendMoneyCheckName> {
  assertCanTransact(user);
  if (!canSendMoney(user)) throw new AppError('send_money_not_allowed');
  const db = deps.database.db;
  const product = await findPurchasableProduct(deps.products, db, input.product_code, {
    category: user.category,
    upline: user.referredBy,
    destination: input.destination,
  });
  if (product.type !== 'sendMoney') throw fieldError('product_code', 'send_money_not_transfer_product');
  const key = {
    userId: user.id,
    brandCode: product.brandCode,
    destination: product.destination,
    day: jakartaDay(),
  };
  const stored = await findNameCheck(db, key);
  if (stored) return checkView(stored, product.brand, 0);

  const biller = await inquiryBiller(deps, product.brandCode);
  if (!biller) throw fieldError('destination', 'send_money_check_unavailable');
  const fee = await nameCheckFee(db);
  if (fee > 0 && (await getUserBalances(db, user.id)).deposit < fee)
    throw fieldError('destination', 'insufficient_balance');

  const code = checkCode();
  let name: string;
  try {
    const answer = await deps.supplier.inquiryPostpaid({
      refId: code,
      sku: biller.supplierSku,
      customerNo: product.destination,
    });
    if (answer.status !== 'success' || !answer.customerName.trim())
      throw fieldError('destination', 'send_money_account_not_found');
    name = answer.customerName.trim();
  } catch (err) {
    if (err instanceof SupplierUnavailable) throw new AppError('send_money_check_failed');
    throw err;
  }

  await openUserAccounts(db, user.id);
  const out = await db
    .transaction(async (tx) => {
      const row = await insertNameCheck(tx, {
        code,
        ...key,
        productCode: product.code,
        supplierSku: biller.supplierSku,
        name,
        fee,
      });
      // A concurrent check of the same account stored the day's row first: it paid, this one does not.
      if (!row) return undefined;
      if (fee > 0) {
        const moved = await transfer(tx, {
          key: `send-money-check:${row.id}`,
          debit: { userId: user.id, kind: 'deposit' },
          credit: 'revenue',
          amount: fee,
          kind: 'name_check',
          reference: code,
          meta: {
            kind: 'send_money_name_check',
            product_code: product.code,
            brand: product.brandCode,
            destination: product.destination,
          },
        });
        await setNameCheckTransfer(tx, row.id, moved.transferId);
      }
      return checkView(row, product.brand, fee);
    })
    .catch((err) => {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw fieldError('destination', 'insufficient_balance');
      throw err;
    });
  if (out) {
    deps.bus.publish({ userId: user.id, event: 'deposit.updated', payload: { code } });
    return out;
  }
  const winner = await findNameCheck(db, key);
  if (!winner) throw new AppError('internal');
  return checkView(winner, product.brand, 0);
}
