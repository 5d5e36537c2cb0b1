import {
  AFFILIATE_CODE_VALID_DAYS,
  AFFILIATE_ID_IMAGE_MAX_BYTES,
  AFFILIATE_MIN_PAYOUT,
  type Affiliate,
  type AffiliateBankFields,
  type AffiliateCommission,
  type AffiliatePayout,
  affiliateBankFields,
} from '@konter/core/contracts/affiliate';
import { type RegisterRequest, registerRequest } from '@konter/core/contracts/auth';
import { formatRupiah } from '@konter/core/money';
import { type IssueLike, issueRule } from '@konter/core/validation/index';
import type { Db } from '../../db/client.js';
import { transfer } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { ClientContext, Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem } from '../../lib/errors.js';
import { consoleEvent } from '../../lib/realtime.js';
import { findUserById, type LoginResult, register } from '../auth/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { referralUrl } from '../referral/index.js';
import { getSiteSettings } from '../site/index.js';
import {
  type AffiliateRow,
  type AffiliateState,
  affiliateIdImage,
  commissionSources,
  findAffiliateByUser,
  findAffiliateWithUser,
  insertPayout,
  listAffiliates,
  listPayouts,
  lockAffiliate,
  lockAffiliateByUser,
  lockPayout,
  lockUncarried,
  markCarried,
  type PayoutRow,
  type PayoutStatus,
  payoutExists,
  rejectAffiliate,
  updatePayout,
  upsertApplication,
  verifyAffiliate,
} from './affiliate.repository.js';

// The affiliate (white-label) programme (issue 14 §5). Anyone may apply — a visitor with a new
// account (register), a member with theirs (apply) — with an identity document and a bank account;
// an administrator verifies (approvals kind `affiliate`). A verified affiliate's referral code is
// valid one year; they earn the operator's percentage of the platform's margin on the successful
// purchases of the users they referred while it was valid. Payouts are monthly, from Rp100,000;
// smaller amounts are carried into the next payout, each once.

/** An uploaded identity document as the route read it (multipart). */
export interface IdImageUpload {
  bytes: Buffer;
  /** The part's declared type; the bytes' signature decides. */
  mimetype?: string;
  /** True when the part was cut off at the size limit. */
  truncated?: boolean;
}

/** The image's type by its signature (a renamed file of another kind is refused). */
const imageMime = (b: Buffer): 'image/png' | 'image/jpeg' | null =>
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    ? 'image/png'
    : b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
      ? 'image/jpeg'
      : null;

type Problems = Record<string, FieldProblem[]>;

/** Zod issues as field problems (the rule keys the error handler renders with the field's label). */
function issueProblems(issues: readonly IssueLike[], out: Problems): void {
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.');
    if (out[field]) continue; // one problem per field: the first
    const { key, params } = issueRule(issue);
    out[field] = [
      { code: `rule:${key}`, ...(Object.keys(params).length ? { params: params as never } : {}) },
    ];
  }
}

function checkImage(image: IdImageUpload | undefined, out: Problems): { bytes: Buffer; mime: string } | null {
  if (!image || image.bytes.length === 0) {
    out.id_image = [{ code: 'affiliate_id_image_required' }];
    return null;
  }
  if (image.truncated || image.bytes.length > AFFILIATE_ID_IMAGE_MAX_BYTES) {
    out.id_image = [
      {
        code: 'affiliate_id_image_too_large',
        params: { max_mb: AFFILIATE_ID_IMAGE_MAX_BYTES / 1024 / 1024 },
      },
    ];
    return null;
  }
  const mime = imageMime(image.bytes);
  if (!mime) {
    out.id_image = [{ code: 'affiliate_id_image_type' }];
    return null;
  }
  return { bytes: image.bytes, mime };
}

/** "affiliate submission failed" with every field's problem (spec: calls §errors). */
const submissionFailed = (errors: Problems) =>
  new AppError('affiliate_submission_failed', undefined, { errors });

function checkBank(fields: Record<string, unknown>, out: Problems): AffiliateBankFields | null {
  const parsed = affiliateBankFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  issueProblems(parsed.error.issues as IssueLike[], out);
  return null;
}

/** A registration form that passed the checks: the account's fields, the bank fields, the image. */
export interface CheckedRegistration {
  account: RegisterRequest;
  bank: AffiliateBankFields;
  file: { bytes: Buffer; mime: string };
}

/** The registration form's checks (before the per-IP limit counts it, as for auth/register). */
export function checkRegistration(
  fields: Record<string, unknown>,
  image: IdImageUpload | undefined,
): CheckedRegistration {
  const errors: Problems = {};
  const account = registerRequest.safeParse(fields);
  if (!account.success) issueProblems(account.error.issues as IssueLike[], errors);
  const bank = checkBank(fields, errors);
  const file = checkImage(image, errors);
  if (!account.success || !bank || !file) throw submissionFailed(errors);
  return { account: account.data, bank, file };
}

/**
 * POST affiliate/register: a new account (the auth register service: the same checks, session and
 * e-mail verification) and its waiting application, in one transaction.
 */
export async function registerAffiliate(
  deps: Deps,
  form: CheckedRegistration,
  ctx: ClientContext,
): Promise<LoginResult> {
  const { account, bank, file } = form;
  try {
    return await register(deps, account, ctx, async (tx, user) => {
      await upsertApplication(tx, user.id, {
        idImage: file.bytes,
        idImageMime: file.mime,
        ...bankWrite(bank),
      });
    });
  } catch (err) {
    // The account's own field errors (a taken e-mail or phone) keep their keys, under the spec's answer.
    if (err instanceof AppError && err.errors && err.status === 422) throw submissionFailed(err.errors);
    throw err;
  }
}

const bankWrite = (b: AffiliateBankFields) => ({
  bankName: b.bank_name.trim(),
  accountHolder: b.account_holder.trim().replace(/\s+/g, ' '),
  accountNumber: b.account_number,
});

/** POST affiliate/apply: a signed-in member who is not an affiliate (or was rejected) applies. */
export async function applyAffiliate(
  deps: Deps,
  userId: number,
  fields: Record<string, unknown>,
  image: IdImageUpload | undefined,
): Promise<Affiliate> {
  const errors: Problems = {};
  const bank = checkBank(fields, errors);
  const file = checkImage(image, errors);
  if (!bank || !file) throw submissionFailed(errors);
  try {
    await deps.database.db.transaction(async (tx) => {
      const current = await lockAffiliateByUser(tx, userId);
      if (current && current.status !== 'rejected') throw new AppError('affiliate_already_registered');
      await upsertApplication(tx, userId, {
        idImage: file.bytes,
        idImageMime: file.mime,
        ...bankWrite(bank),
      });
    });
  } catch (err) {
    // Two first applications at once: the unique user_id lets one in.
    if (isUniqueViolation(err)) throw new AppError('affiliate_already_registered');
    throw err;
  }
  deps.bus.publish(consoleEvent('affiliate'));
  return getAffiliate(deps, userId);
}

/** The commission percentage (operator setting `affiliate_commission_percent`). */
export async function commissionPercent(db: Db): Promise<number> {
  return (await getSiteSettings(db)).affiliate_commission_percent;
}

/** "1234567890" → "******7890". */
export const maskAccountNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** GET affiliate: one's status, bank (masked), code and its validity, the commission rule. */
export async function getAffiliate(deps: Deps, userId: number): Promise<Affiliate> {
  const db = deps.database.db;
  const [row, percent, user] = await Promise.all([
    findAffiliateByUser(db, userId),
    commissionPercent(db),
    findAffiliateUser(db, userId),
  ]);
  const verified = row?.status === 'verified';
  return {
    status: row?.status ?? 'not_registered',
    rejected_reason: row?.status === 'rejected' ? row.rejectedReason : null,
    bank: row
      ? {
          bank_name: row.bankName,
          account_holder: row.accountHolder,
          account_number: maskAccountNumber(row.accountNumber),
        }
      : null,
    referral_code: verified ? user.referalCode : null,
    referral_url: verified ? referralUrl(deps, user.referalCode) : null,
    code_expires_at: verified ? (row.codeExpiresAt?.toISOString() ?? null) : null,
    verified_at: verified ? (row.verifiedAt?.toISOString() ?? null) : null,
    submitted_at: row ? row.createdAt.toISOString() : null,
    commission_percent: percent,
    min_payout: AFFILIATE_MIN_PAYOUT,
  };
}

async function findAffiliateUser(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  return user;
}

/** GET affiliate/program: what the public registration page says. */
export async function programInfo(deps: Deps) {
  return {
    commission_percent: await commissionPercent(deps.database.db),
    min_payout: AFFILIATE_MIN_PAYOUT,
    code_valid_days: AFFILIATE_CODE_VALID_DAYS,
    max_image_mb: AFFILIATE_ID_IMAGE_MAX_BYTES / 1024 / 1024,
  };
}

// ---- months (Asia/Jakarta, UTC+7 without daylight saving) ----

const JAKARTA_OFFSET_MS = 7 * 3600_000;

/** The Jakarta month of an instant, "YYYY-MM". */
export const jakartaMonth = (at: Date = new Date()) =>
  new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 7);

/** [start, end) of a Jakarta month as instants. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1) - JAKARTA_OFFSET_MS),
    to: new Date(Date.UTC(y, m, 1) - JAKARTA_OFFSET_MS),
  };
}

/** The month before a "YYYY-MM". */
export function previousMonth(month: string): string {
  const { from } = monthRange(month);
  return jakartaMonth(new Date(from.getTime() - 1));
}

/** "Budi Santoso" → "Bu** Sa*****": enough to recognise, not to copy. */
export const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w.slice(0, 2)}${'*'.repeat(w.length - 2)}`))
    .join(' ');

/** "081234567890" → "0812****7890". */
export const maskPhone = (hp: string) =>
  hp.length <= 8 ? `${hp.slice(0, 2)}****` : `${hp.slice(0, 4)}${'*'.repeat(hp.length - 8)}${hp.slice(-4)}`;

/**
 * One month's commission of an affiliate: per referred user, `percent` of the margin of their
 * successful purchases made while the affiliate was verified and the code valid, rounded down to
 * whole rupiah (per user and month; the month's total is the sum of the rows). A negative margin
 * earns nothing.
 */
export async function monthCommission(db: Db, userId: number, month: string, percent: number) {
  const { from, to } = monthRange(month);
  const perMille = Math.round(percent * 10);
  const rows = (await commissionSources(db, userId, from, to)).map((r) => ({
    ...r,
    commission: Math.floor((Math.max(0, r.margin) * perMille) / 1000),
  }));
  return { rows, total: rows.reduce((s, r) => s + r.commission, 0) };
}

/** GET affiliate/commission: refused (403, the spec's message) unless verified. */
export async function commissionReport(
  deps: Deps,
  userId: number,
  month?: string,
): Promise<AffiliateCommission> {
  const db = deps.database.db;
  const row = await findAffiliateByUser(db, userId);
  if (row?.status !== 'verified') throw new AppError('affiliate_report_unverified');
  const m = month ?? jakartaMonth();
  const percent = await commissionPercent(db);
  const { rows, total } = await monthCommission(db, userId, m, percent);
  return {
    month: m,
    commission_percent: percent,
    rows: rows.map((r) => ({
      user_id: r.userId,
      name: maskName(r.name),
      hp: maskPhone(r.hp),
      purchases: r.purchases,
      margin: r.margin,
      commission: r.commission,
    })),
    totals: {
      referred_users: rows.length,
      purchases: rows.reduce((s, r) => s + r.purchases, 0),
      margin: rows.reduce((s, r) => s + r.margin, 0),
      commission: total,
    },
  };
}

export const payoutView = (p: PayoutRow): AffiliatePayout => ({
  id: p.id,
  month: p.month,
  commission: p.commission,
  carried_in: p.carriedIn,
  amount: p.amount,
  status: p.status,
  carried_into: p.carriedInto,
  method: p.method,
  reference: p.reference,
  paid_at: p.paidAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
});

/** GET affiliate/payouts: one's own payouts, newest month first. */
export async function ownPayouts(deps: Deps, userId: number) {
  const rows = await listPayouts(deps.database.db, { userId });
  return { payouts: rows.map(payoutView), min_payout: AFFILIATE_MIN_PAYOUT };
}

// ---- the administrator's decisions ----

async function notify(deps: Deps, note: NotificationRow | undefined) {
  if (note) deps.notifier.publish([note]);
}

/** Verifies a waiting application once: the code is valid one year from now. */
export async function approveAffiliate(
  deps: Deps,
  id: number,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
): Promise<AffiliateRow> {
  const db = deps.database.db;
  const percent = await commissionPercent(db);
  let note: NotificationRow | undefined;
  const row = await db.transaction(async (tx) => {
    const a = await lockAffiliate(tx, id);
    if (!a) throw new AppError('affiliate_not_found', { id });
    if (a.status !== 'waiting') throw new AppError('affiliate_not_waiting', { status: a.status });
    const v = await verifyAffiliate(tx, id, by, AFFILIATE_CODE_VALID_DAYS);
    const user = await findAffiliateUser(tx, a.userId);
    note = await deps.notifier.record(tx, {
      userId: a.userId,
      type: 'account',
      status: 1,
      title: 'affiliate_verified_title',
      body: 'affiliate_verified_body',
      params: { code: user.referalCode, until: v.codeExpiresAt!.toISOString().slice(0, 10), percent },
      data: { kind: 'affiliate_verified', affiliate_id: id },
    });
    await inTx?.(tx);
    return v;
  });
  await notify(deps, note);
  return row;
}

/** Rejects a waiting application once, with the reason the applicant reads. */
export async function rejectAffiliateApplication(
  deps: Deps,
  id: number,
  reason: string,
  by: string,
  inTx?: (tx: Db) => Promise<void>,
): Promise<AffiliateRow> {
  const text = reason.trim().slice(0, 500);
  if (!text) throw new AppError('affiliate_reason_required');
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const a = await lockAffiliate(tx, id);
    if (!a) throw new AppError('affiliate_not_found', { id });
    if (a.status !== 'waiting') throw new AppError('affiliate_not_waiting', { status: a.status });
    const r = await rejectAffiliate(tx, id, by, text);
    note = await deps.notifier.record(tx, {
      userId: a.userId,
      type: 'account',
      status: 2,
      title: 'affiliate_rejected_title',
      body: 'free_text',
      params: { text },
      data: { kind: 'affiliate_rejected', affiliate_id: id },
    });
    await inTx?.(tx);
    return r;
  });
  await notify(deps, note);
  return row;
}

export const affiliates = (deps: Deps, status?: AffiliateState) => listAffiliates(deps.database.db, status);
export const idImage = (deps: Deps, id: number) => affiliateIdImage(deps.database.db, id);
export const affiliateWithUser = (deps: Deps, id: number) => findAffiliateWithUser(deps.database.db, id);
export const payouts = (deps: Deps, month?: string) => listPayouts(deps.database.db, month ? { month } : {});

// ---- monthly payouts ----

export interface PayoutRunResult {
  month: string;
  created: PayoutRow[];
  skipped: number;
}

/**
 * The month's payouts (job: day 1, 01:10 Jakarta; CLI affiliate:payout-run): for each verified
 * affiliate, the month's commission + the below-minimum amounts not carried yet → amount; from
 * Rp100,000 awaiting_payment, else unpaid_below_minimum (carried into a later month, once).
 * Idempotent: a month that has its row is left alone. Nothing is written for an amount of 0.
 */
export async function runPayouts(deps: Deps, month?: string, now = new Date()): Promise<PayoutRunResult> {
  const current = jakartaMonth(now);
  const m = month ?? previousMonth(current);
  if (m >= current) throw new AppError('affiliate_month_not_over', { month: m });
  const db = deps.database.db;
  const percent = await commissionPercent(db);
  const created: PayoutRow[] = [];
  let skipped = 0;
  for (const a of await listAffiliates(db, 'verified')) {
    try {
      const row = await db.transaction(async (tx) => {
        if (await payoutExists(tx, a.userId, m)) return undefined;
        const { total } = await monthCommission(tx, a.userId, m, percent);
        const carried = await lockUncarried(tx, a.userId, m);
        const carriedIn = carried.reduce((s, p) => s + p.amount, 0);
        if (total + carriedIn === 0) return undefined;
        const status: PayoutStatus =
          total + carriedIn >= AFFILIATE_MIN_PAYOUT ? 'awaiting_payment' : 'unpaid_below_minimum';
        const p = await insertPayout(tx, {
          userId: a.userId,
          month: m,
          commission: total,
          carriedIn,
          status,
        });
        if (p)
          await markCarried(
            tx,
            carried.map((c) => c.id),
            m,
          );
        return p;
      });
      if (row) created.push(row);
      else skipped++;
    } catch (err) {
      // Another run wrote this month's row meanwhile: it is done.
      if (isUniqueViolation(err)) skipped++;
      else throw err;
    }
  }
  return { month: m, created, skipped };
}

/** awaiting_payment → in_process (the operator started the bank transfer). */
export async function processPayout(deps: Deps, id: number, by: string): Promise<PayoutRow> {
  return deps.database.db.transaction(async (tx) => {
    const p = await lockPayout(tx, id);
    if (!p) throw new AppError('affiliate_payout_not_found', { id });
    if (p.status !== 'awaiting_payment')
      throw new AppError('affiliate_payout_wrong_status', { status: p.status });
    return updatePayout(tx, id, { status: 'in_process', decidedBy: by });
  });
}

/**
 * Pays a payout once (row lock + status check): to the deposit — ONE ledger transfer
 * affiliate_commission → the user's deposit (key affiliate-payout:<id>), status paid; to the bank —
 * status disbursed with the reference (no Konter balance changes).
 */
export async function payPayout(
  deps: Deps,
  id: number,
  to: string,
  reference: string | undefined,
  by: string,
): Promise<PayoutRow> {
  if (to !== 'deposit' && to !== 'bank') throw new AppError('affiliate_payout_method_invalid');
  const ref = reference?.trim().slice(0, 100) || null;
  let note: NotificationRow | undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    const p = await lockPayout(tx, id);
    if (!p) throw new AppError('affiliate_payout_not_found', { id });
    if (p.status !== 'awaiting_payment' && p.status !== 'in_process')
      throw new AppError('affiliate_payout_wrong_status', { status: p.status });
    let updated: PayoutRow;
    if (to === 'deposit') {
      const moved = await transfer(tx, {
        key: `affiliate-payout:${p.id}`,
        debit: 'affiliate_commission',
        credit: { userId: p.userId, kind: 'deposit' },
        amount: p.amount,
        kind: 'affiliate_commission',
        reference: `AFF${p.id}`,
        meta: { payout_id: p.id, month: p.month, by },
      });
      updated = await updatePayout(tx, id, {
        status: 'paid',
        method: 'deposit',
        reference: ref,
        ledgerTransferId: moved.transferId,
        decidedBy: by,
        paid: true,
      });
    } else {
      updated = await updatePayout(tx, id, {
        status: 'disbursed',
        method: 'bank',
        reference: ref,
        decidedBy: by,
        paid: true,
      });
    }
    const a = await findAffiliateByUser(tx, p.userId);
    note = await deps.notifier.record(tx, {
      userId: p.userId,
      type: 'deposit',
      status: 1,
      title: 'affiliate_payout_paid_title',
      body: to === 'deposit' ? 'affiliate_payout_paid_deposit_body' : 'affiliate_payout_paid_bank_body',
      params: {
        month: p.month,
        amount: formatRupiah(p.amount),
        bank: a?.bankName ?? '',
        reference: ref ?? '-',
      },
      data: { kind: 'affiliate_payout', payout_id: p.id },
    });
    return updated;
  });
  await notify(deps, note);
  if (to === 'deposit')
    deps.bus.publish({ userId: row.userId, event: 'deposit.updated', payload: { affiliate_payout: row.id } });
  return row;
}

/** A 1×1 PNG: the demo affiliate's identity document (the demo data has no real one). */
const DEMO_ID_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The demo data's verified affiliate (seed.ts): an application with a demo bank account, verified
 * through approveAffiliate (notification, 1-year code). Once only: a user with an application keeps
 * it (an operator's later decisions stay).
 */
export async function seedVerifiedAffiliate(deps: Deps, userId: number, holder: string): Promise<void> {
  const db = deps.database.db;
  if (await findAffiliateByUser(db, userId)) return;
  const row = await db.transaction((tx) =>
    upsertApplication(tx, userId, {
      idImage: DEMO_ID_IMAGE,
      idImageMime: 'image/png',
      bankName: 'BCA',
      accountHolder: holder,
      accountNumber: '1234567890',
    }),
  );
  await approveAffiliate(deps, row.id, 'seed');
}
