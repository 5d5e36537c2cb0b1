import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the affiliate programme (affiliate.service.ts holds the rules and transactions).

export type AffiliateState = 'waiting' | 'verified' | 'rejected';
export type PayoutStatus = 'awaiting_payment' | 'in_process' | 'paid' | 'disbursed' | 'unpaid_below_minimum';

export interface AffiliateRow {
  id: number;
  userId: number;
  status: AffiliateState;
  idImageMime: string;
  idImageSize: number;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  rejectedReason: string | null;
  verifiedAt: Date | null;
  codeExpiresAt: Date | null;
  verifiedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface AffiliateWithUser extends AffiliateRow {
  name: string;
  hp: string;
  email: string;
  referralCode: string;
}

export interface PayoutRow {
  id: number;
  userId: number;
  month: string;
  commission: number;
  carriedIn: number;
  amount: number;
  status: PayoutStatus;
  carriedInto: string | null;
  method: 'deposit' | 'bank' | null;
  reference: string | null;
  ledgerTransferId: number | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface ApplicationWrite {
  idImage: Buffer;
  idImageMime: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
}

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const date = (v: unknown) => (v == null ? null : new Date(v as string));
const num = (v: unknown) => (v == null ? null : Number(v));

const COLUMNS = sql`a.id, a.user_id, a.status, a.id_image_mime, a.id_image_size, a.bank_name, a.account_holder,
  a.account_number, a.rejected_reason, a.verified_at, a.code_expires_at, a.verified_by, a.created_at, a.updated_at`;

function toAffiliate(r: Raw): AffiliateRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    status: r.status as AffiliateState,
    idImageMime: String(r.id_image_mime),
    idImageSize: Number(r.id_image_size),
    bankName: String(r.bank_name),
    accountHolder: String(r.account_holder),
    accountNumber: String(r.account_number),
    rejectedReason: (r.rejected_reason as string | null) ?? null,
    verifiedAt: date(r.verified_at),
    codeExpiresAt: date(r.code_expires_at),
    verifiedBy: (r.verified_by as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

const toWithUser = (r: Raw): AffiliateWithUser => ({
  ...toAffiliate(r),
  name: String(r.name),
  hp: String(r.hp),
  email: String(r.email),
  referralCode: String(r.referal_code),
});

function toPayout(r: Raw): PayoutRow {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    month: String(r.month),
    commission: Number(r.commission),
    carriedIn: Number(r.carried_in),
    amount: Number(r.amount),
    status: r.status as PayoutStatus,
    carriedInto: (r.carried_into as string | null) ?? null,
    method: (r.method as 'deposit' | 'bank' | null) ?? null,
    reference: (r.reference as string | null) ?? null,
    ledgerTransferId: num(r.ledger_transfer_id),
    paidAt: date(r.paid_at),
    createdAt: new Date(r.created_at as string),
  };
}

export async function findAffiliateByUser(db: Db, userId: number): Promise<AffiliateRow | undefined> {
  const r = rowsOf(await db.execute(sql`SELECT ${COLUMNS} FROM affiliates a WHERE a.user_id = ${userId}`))[0];
  return r ? toAffiliate(r) : undefined;
}

/** The user's application locked for a change (apply again, a decision). */
export async function lockAffiliateByUser(db: Db, userId: number): Promise<AffiliateRow | undefined> {
  const r = rowsOf(
    await db.execute(sql`SELECT ${COLUMNS} FROM affiliates a WHERE a.user_id = ${userId} FOR UPDATE`),
  )[0];
  return r ? toAffiliate(r) : undefined;
}

export async function lockAffiliate(db: Db, id: number): Promise<AffiliateRow | undefined> {
  const r = rowsOf(
    await db.execute(sql`SELECT ${COLUMNS} FROM affiliates a WHERE a.id = ${id} FOR UPDATE`),
  )[0];
  return r ? toAffiliate(r) : undefined;
}

/** A new application, or a rejected one submitted again (its row, back to waiting). */
export async function upsertApplication(db: Db, userId: number, w: ApplicationWrite): Promise<AffiliateRow> {
  const res = await db.execute(sql`
    INSERT INTO affiliates (user_id, status, id_image, id_image_mime, id_image_size, bank_name, account_holder,
                            account_number)
    VALUES (${userId}, 'waiting', ${w.idImage}, ${w.idImageMime}, ${w.idImage.length}, ${w.bankName},
            ${w.accountHolder}, ${w.accountNumber})
    ON CONFLICT (user_id) DO UPDATE
       SET status = 'waiting', id_image = EXCLUDED.id_image, id_image_mime = EXCLUDED.id_image_mime,
           id_image_size = EXCLUDED.id_image_size, bank_name = EXCLUDED.bank_name,
           account_holder = EXCLUDED.account_holder, account_number = EXCLUDED.account_number,
           rejected_reason = NULL, decided_at = NULL, created_at = now(), updated_at = now()
     WHERE affiliates.status = 'rejected'
    RETURNING id, user_id, status, id_image_mime, id_image_size, bank_name, account_holder, account_number,
              rejected_reason, verified_at, code_expires_at, verified_by, created_at, updated_at`);
  const r = rowsOf(res)[0];
  if (!r) throw new Error('affiliate application not written');
  return toAffiliate(r);
}

export async function verifyAffiliate(
  db: Db,
  id: number,
  by: string,
  validDays: number,
): Promise<AffiliateRow> {
  const res = await db.execute(sql`
    UPDATE affiliates a
       SET status = 'verified', verified_at = now(), code_expires_at = now() + make_interval(days => ${validDays}::int),
           verified_by = ${by}, decided_at = now(), updated_at = now()
     WHERE a.id = ${id}
    RETURNING ${COLUMNS}`);
  return toAffiliate(rowsOf(res)[0]!);
}

export async function rejectAffiliate(db: Db, id: number, by: string, reason: string): Promise<AffiliateRow> {
  const res = await db.execute(sql`
    UPDATE affiliates a
       SET status = 'rejected', rejected_reason = ${reason}, verified_by = ${by}, decided_at = now(),
           updated_at = now()
     WHERE a.id = ${id}
    RETURNING ${COLUMNS}`);
  return toAffiliate(rowsOf(res)[0]!);
}

/** Applications with their user, oldest first; `status` undefined = all. */
export async function listAffiliates(db: Db, status?: AffiliateState): Promise<AffiliateWithUser[]> {
  const where = status ? sql`WHERE a.status = ${status}` : sql``;
  const res = await db.execute(sql`
    SELECT ${COLUMNS}, u.name, u.hp, u.email, u.referal_code
      FROM affiliates a JOIN users u ON u.id = a.user_id
     ${where}
     ORDER BY a.created_at, a.id`);
  return rowsOf(res).map(toWithUser);
}

/** One application with its member (the approvals queue's detail). */
export async function findAffiliateWithUser(db: Db, id: number): Promise<AffiliateWithUser | undefined> {
  const res = await db.execute(sql`
    SELECT ${COLUMNS}, u.name, u.hp, u.email, u.referal_code
      FROM affiliates a JOIN users u ON u.id = a.user_id
     WHERE a.id = ${id}`);
  return rowsOf(res).map(toWithUser)[0];
}

export async function affiliateIdImage(
  db: Db,
  id: number,
): Promise<{ bytes: Buffer; mime: string } | undefined> {
  const r = rowsOf(await db.execute(sql`SELECT id_image, id_image_mime FROM affiliates WHERE id = ${id}`))[0];
  if (!r) return undefined;
  const v = r.id_image;
  return { bytes: Buffer.isBuffer(v) ? v : Buffer.from(v as Uint8Array), mime: String(r.id_image_mime) };
}

export interface CommissionSourceRow {
  userId: number;
  name: string;
  hp: string;
  purchases: number;
  margin: number;
}

/**
 * The successful purchases of the users this affiliate referred, per user, made in [from, to) while
 * the affiliate was verified and its code valid ([verified_at, code_expires_at)). Users without
 * such a purchase in the month are not listed.
 */
export async function commissionSources(
  db: Db,
  affiliateUserId: number,
  from: Date,
  to: Date,
): Promise<CommissionSourceRow[]> {
  const res = await db.execute(sql`
    SELECT u.id AS user_id, u.name, u.hp, count(t.id)::int AS purchases, coalesce(sum(t.margin), 0)::bigint AS margin
      FROM affiliates a
      JOIN users u ON u.referred_by = a.user_id
      JOIN transactions t ON t.user_id = u.id
     WHERE a.user_id = ${affiliateUserId}
       AND a.verified_at IS NOT NULL
       AND t.status = 'success'
       AND t.created_at >= ${from.toISOString()} AND t.created_at < ${to.toISOString()}
       AND t.created_at >= a.verified_at AND t.created_at < a.code_expires_at
     GROUP BY u.id, u.name, u.hp
     ORDER BY u.id`);
  return rowsOf(res).map((r) => ({
    userId: Number(r.user_id),
    name: String(r.name),
    hp: String(r.hp),
    purchases: Number(r.purchases),
    margin: Number(r.margin),
  }));
}

const PAYOUT_COLUMNS = sql`id, user_id, month, commission, carried_in, amount, status, carried_into, method, reference,
  ledger_transfer_id, paid_at, created_at`;

export async function listPayouts(db: Db, filter: { userId?: number; month?: string }): Promise<PayoutRow[]> {
  const conds: SQL[] = [];
  if (filter.userId !== undefined) conds.push(sql`user_id = ${filter.userId}`);
  if (filter.month !== undefined) conds.push(sql`month = ${filter.month}`);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const res = await db.execute(
    sql`SELECT ${PAYOUT_COLUMNS} FROM affiliate_payouts ${where} ORDER BY month DESC, id DESC`,
  );
  return rowsOf(res).map(toPayout);
}

export async function lockPayout(db: Db, id: number): Promise<PayoutRow | undefined> {
  const r = rowsOf(
    await db.execute(sql`SELECT ${PAYOUT_COLUMNS} FROM affiliate_payouts WHERE id = ${id} FOR UPDATE`),
  )[0];
  return r ? toPayout(r) : undefined;
}

/** The user's below-minimum amounts not carried yet from months before `month`, locked. */
export async function lockUncarried(db: Db, userId: number, month: string): Promise<PayoutRow[]> {
  const res = await db.execute(sql`
    SELECT ${PAYOUT_COLUMNS} FROM affiliate_payouts
     WHERE user_id = ${userId} AND status = 'unpaid_below_minimum' AND carried_into IS NULL AND month < ${month}
     ORDER BY month FOR UPDATE`);
  return rowsOf(res).map(toPayout);
}

export async function markCarried(db: Db, ids: number[], into: string): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE affiliate_payouts SET carried_into = ${into}, updated_at = now()
     WHERE id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}) AND carried_into IS NULL`);
}

/** The month's payout row; undefined when it exists already (the run is idempotent). */
export async function insertPayout(
  db: Db,
  p: { userId: number; month: string; commission: number; carriedIn: number; status: PayoutStatus },
): Promise<PayoutRow | undefined> {
  const res = await db.execute(sql`
    INSERT INTO affiliate_payouts (user_id, month, commission, carried_in, amount, status)
    VALUES (${p.userId}, ${p.month}, ${p.commission}, ${p.carriedIn}, ${p.commission + p.carriedIn}, ${p.status})
    ON CONFLICT (user_id, month) DO NOTHING
    RETURNING ${PAYOUT_COLUMNS}`);
  const r = rowsOf(res)[0];
  return r ? toPayout(r) : undefined;
}

export async function payoutExists(db: Db, userId: number, month: string): Promise<boolean> {
  const res = await db.execute(
    sql`SELECT 1 FROM affiliate_payouts WHERE user_id = ${userId} AND month = ${month}`,
  );
  return rowsOf(res).length > 0;
}

export async function updatePayout(
  db: Db,
  id: number,
  p: {
    status: PayoutStatus;
    method?: 'deposit' | 'bank';
    reference?: string | null;
    ledgerTransferId?: number;
    decidedBy: string;
    paid?: boolean;
  },
): Promise<PayoutRow> {
  const res = await db.execute(sql`
    UPDATE affiliate_payouts
       SET status = ${p.status},
           method = coalesce(${p.method ?? null}, method),
           reference = coalesce(${p.reference ?? null}, reference),
           ledger_transfer_id = coalesce(${p.ledgerTransferId ?? null}::bigint, ledger_transfer_id),
           decided_by = ${p.decidedBy},
           paid_at = CASE WHEN ${p.paid ?? false}::boolean THEN now() ELSE paid_at END,
           updated_at = now()
     WHERE id = ${id}
    RETURNING ${PAYOUT_COLUMNS}`);
  return toPayout(rowsOf(res)[0]!);
}
