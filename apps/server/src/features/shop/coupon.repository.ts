import type { CouponKind } from '@konter/core/contracts/shop';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement of the shop's coupons and their uses (coupon.service.ts holds the rule).

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Raw[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v == null ? null : Number(v));
const dateOrNull = (v: unknown) => (v == null ? null : new Date(v as string));

export interface CouponRow {
  id: number;
  /** Upper case. */
  code: string;
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
  quota: number | null;
  used: number;
  perUserLimit: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  collectionId: number | null;
  active: boolean;
  createdAt: Date;
}

const COLUMNS = sql`id, code, kind, value, max_discount, min_subtotal, quota, used, per_user_limit, starts_at,
  ends_at, collection_id, active, created_at`;

const toCoupon = (r: Raw): CouponRow => ({
  id: num(r.id),
  code: String(r.code),
  kind: String(r.kind) as CouponKind,
  value: num(r.value),
  maxDiscount: numOrNull(r.max_discount),
  minSubtotal: num(r.min_subtotal),
  quota: numOrNull(r.quota),
  used: num(r.used),
  perUserLimit: numOrNull(r.per_user_limit),
  startsAt: dateOrNull(r.starts_at),
  endsAt: dateOrNull(r.ends_at),
  collectionId: numOrNull(r.collection_id),
  active: Boolean(r.active),
  createdAt: new Date(r.created_at as string),
});

/** A coupon by code (any case); `lock` holds its row until the transaction ends. */
export async function findCoupon(db: Db, code: string, lock = false): Promise<CouponRow | undefined> {
  const res = await db.execute(
    sql`SELECT ${COLUMNS} FROM shop_coupons WHERE code = ${code.trim().toUpperCase()}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const r = rowsOf(res)[0];
  return r ? toCoupon(r) : undefined;
}

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  const res = await db.execute(sql`SELECT ${COLUMNS} FROM shop_coupons ORDER BY created_at DESC, id DESC`);
  return rowsOf(res).map(toCoupon);
}

/** How many times this member (or this visitor's phone) has used the coupon. */
export async function countUses(
  db: Db,
  couponId: number,
  who: { userId: number } | { buyerPhone: string },
): Promise<number> {
  const res = await db.execute(
    sql`SELECT count(*)::int AS n FROM shop_coupon_uses WHERE coupon_id = ${couponId}
          AND ${'userId' in who ? sql`user_id = ${who.userId}` : sql`buyer_phone = ${who.buyerPhone}`}`,
  );
  return num(rowsOf(res)[0]?.n);
}

export interface CouponWrite {
  code: string;
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
  quota: number | null;
  perUserLimit: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  collectionId: number | null;
}

/** A new coupon; undefined when the code exists. */
export async function insertCoupon(db: Db, c: CouponWrite): Promise<CouponRow | undefined> {
  const res = await db.execute(
    sql`INSERT INTO shop_coupons (code, kind, value, max_discount, min_subtotal, quota, per_user_limit, starts_at,
                                  ends_at, collection_id)
        VALUES (${c.code}, ${c.kind}, ${c.value}, ${c.maxDiscount}, ${c.minSubtotal}, ${c.quota}, ${c.perUserLimit},
                ${c.startsAt}, ${c.endsAt}, ${c.collectionId})
        ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
  );
  const r = rowsOf(res)[0];
  return r ? toCoupon(r) : undefined;
}

/** The columns the operator may set on a coupon (shop:coupon-set). */
export const COUPON_SETTABLE = {
  active: 'active',
  value: 'value',
  'max-discount': 'max_discount',
  min: 'min_subtotal',
  quota: 'quota',
  'per-user': 'per_user_limit',
  from: 'starts_at',
  until: 'ends_at',
} as const;
export type CouponSettable = keyof typeof COUPON_SETTABLE;

export async function updateCouponField(
  db: Db,
  id: number,
  field: CouponSettable,
  value: string | number | boolean | Date | null,
): Promise<CouponRow | undefined> {
  const res = await db.execute(
    sql`UPDATE shop_coupons SET ${sql.identifier(COUPON_SETTABLE[field])} = ${value}, updated_at = now()
         WHERE id = ${id} RETURNING ${COLUMNS}`,
  );
  const r = rowsOf(res)[0];
  return r ? toCoupon(r) : undefined;
}

/** The terms of a coupon an operator may change after creating it (its code and kind stay). */
export type CouponTerms = Omit<CouponWrite, 'code' | 'kind'>;

const TERM_COLUMNS: Record<keyof CouponTerms, string> = {
  value: 'value',
  maxDiscount: 'max_discount',
  minSubtotal: 'min_subtotal',
  quota: 'quota',
  perUserLimit: 'per_user_limit',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  collectionId: 'collection_id',
};

/** Sets the given terms of a coupon in one statement; undefined when there is no such coupon. */
export async function updateCouponTerms(
  db: Db,
  id: number,
  set: Partial<CouponTerms>,
): Promise<CouponRow | undefined> {
  const assignments = (Object.keys(set) as (keyof CouponTerms)[]).map(
    (k) => sql`${sql.identifier(TERM_COLUMNS[k])} = ${set[k]}`,
  );
  const res = await db.execute(
    sql`UPDATE shop_coupons SET ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
         WHERE id = ${id} RETURNING ${COLUMNS}`,
  );
  const r = rowsOf(res)[0];
  return r ? toCoupon(r) : undefined;
}

/** Takes one use of the quota; false when the quota is used up. */
export async function takeCouponUse(db: Db, couponId: number): Promise<boolean> {
  const res = await db.execute(
    sql`UPDATE shop_coupons SET used = used + 1, updated_at = now()
         WHERE id = ${couponId} AND (quota IS NULL OR used < quota) RETURNING id`,
  );
  return rowsOf(res).length > 0;
}

export async function insertCouponUse(
  db: Db,
  u: {
    couponId: number;
    userId: number | null;
    buyerPhone: string | null;
    orderId: number;
    discount: number;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO shop_coupon_uses (coupon_id, user_id, buyer_phone, order_id, discount)
        VALUES (${u.couponId}, ${u.userId}, ${u.buyerPhone}, ${u.orderId}, ${u.discount})`,
  );
}

/** Removes an order's use and gives the quota back; false when the order had none. */
export async function deleteCouponUse(db: Db, orderId: number): Promise<boolean> {
  const res = await db.execute(
    sql`WITH gone AS (DELETE FROM shop_coupon_uses WHERE order_id = ${orderId} RETURNING coupon_id)
        UPDATE shop_coupons c SET used = c.used - 1, updated_at = now()
          FROM gone WHERE c.id = gone.coupon_id RETURNING c.id`,
  );
  return rowsOf(res).length > 0;
}
