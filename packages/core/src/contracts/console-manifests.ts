import { z } from 'zod';
import type { StaffRole } from './console.js';
import { boundedInt } from './fields.js';
import { pageMeta } from './notification.js';
import {
  MANIFEST_STATUSES,
  MULTICOURIER_COURIERS,
  SHIPMENT_SHIPPING_STATES,
  SHIPMENT_STATUSES,
} from './shipping.js';
import { COUPON_CODE_MAX, COUPON_KINDS } from './shop.js';

// The console's Shop page, continued (issue 18, ADR 0020 addendum): every agent's courier manifests
// (list, detail, PDF, close on the agent's behalf through the agent's own close path, audited
// `shipping.manifest.close`) and coupon creation (the CLI's shop:coupon-add rules, audited
// `shop.coupon.add`).

/**
 * Who reads and closes agents' manifests (owner always): shop staff, who already run the courier
 * side of the shop (orders, courier agents). Closing a manifest moves no money; it is what the
 * agent's own "close" does, for an agent who cannot.
 */
export const CONSOLE_MANIFEST_ROLES = ['shop'] as const satisfies readonly StaffRole[];

/** Rows of one page of the manifest list. */
export const CONSOLE_MANIFEST_PAGE_SIZE = 20;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A Jakarta date (YYYY-MM-DD). */
const jakartaDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'date' });

/** GET console/shop/manifests?courier&status&from&to&page: newest first; from/to Jakarta days, inclusive. */
export const consoleManifestQuery = z.object({
  courier: z.preprocess(blankToUndefined, z.enum(MULTICOURIER_COURIERS, { message: 'oneOf' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(MANIFEST_STATUSES, { message: 'oneOf' }).optional()),
  from: z.preprocess(blankToUndefined, jakartaDate.optional()),
  to: z.preprocess(blankToUndefined, jakartaDate.optional()),
  page: boundedInt(1, 10_000).optional(),
});
export type ConsoleManifestQuery = z.infer<typeof consoleManifestQuery>;

export const consoleManifest = z.object({
  code: z.string(),
  courier: z.enum(MULTICOURIER_COURIERS),
  /** The courier's display name (SiCepat, JNE, …). */
  courier_name: z.string(),
  status: z.enum(MANIFEST_STATUSES),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  shipment_count: z.number(),
  /** What the agent was charged for its shipments (rupiah). */
  total_cost: z.number(),
  agent: z.object({ id: z.number(), name: z.string(), hp: z.string() }),
});
export type ConsoleManifest = z.infer<typeof consoleManifest>;

export const consoleManifestListResponse = z.object({
  data: z.array(consoleManifest),
  meta: pageMeta,
});
export type ConsoleManifestList = z.infer<typeof consoleManifestListResponse>;

export const consoleManifestShipment = z.object({
  ref_id: z.string(),
  awb: z.string().nullable(),
  service: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shipping_status: z.enum(SHIPMENT_SHIPPING_STATES).nullable(),
  recipient_name: z.string(),
  recipient_city: z.string(),
  item_weight: z.number(),
  charged: z.number(),
  created_at: z.string(),
});
export type ConsoleManifestShipment = z.infer<typeof consoleManifestShipment>;

export const consoleManifestDetail = consoleManifest.extend({ shipments: z.array(consoleManifestShipment) });
export type ConsoleManifestDetail = z.infer<typeof consoleManifestDetail>;
export const consoleManifestResponse = z.object({ data: consoleManifestDetail });

/** GET/POST console/shop/manifests/:code(/pdf|/close). */
export const consoleManifestParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,32}$/, { message: 'regex' }),
});

// ---- coupon creation ----

const optionalWhole = (min: number, max: number) =>
  z.preprocess(blankToUndefined, boundedInt(min, max).optional());

/**
 * POST console/shop/coupons: a new coupon, as `shop:coupon-add` (dates are Jakarta days, `ends_on`
 * inclusive; `max_discount` only for a percent coupon; a percent value is 1 to 100). Answers the
 * coupon list.
 */
export const consoleCouponAddRequest = z.object({
  code: z
    .string({ message: 'required' })
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[A-Z0-9_-]{3,${COUPON_CODE_MAX}}$`), { message: 'alpha_dash' }),
  kind: z.enum(COUPON_KINDS, { message: 'oneOf' }),
  value: boundedInt(1, 100_000_000),
  max_discount: optionalWhole(1, 100_000_000),
  min_subtotal: optionalWhole(0, 1_000_000_000),
  quota: optionalWhole(1, 10_000_000),
  per_user_limit: optionalWhole(1, 1_000_000),
  starts_on: z.preprocess(blankToUndefined, jakartaDate.optional()),
  ends_on: z.preprocess(blankToUndefined, jakartaDate.optional()),
  collection_id: optionalWhole(1, 1_000_000_000),
});
export type ConsoleCouponAddRequest = z.infer<typeof consoleCouponAddRequest>;
export type ConsoleCouponAddInput = z.input<typeof consoleCouponAddRequest>;

// ---- coupon changes ----

/** An emptied optional field clears its term (null); a field left out stays as it is. */
const blankToNull = (v: unknown) => (v === '' ? null : v);
const clearableWhole = (min: number, max: number) =>
  z.preprocess(blankToNull, boundedInt(min, max).nullable()).optional();

/**
 * POST console/shop/coupons/:code: a coupon's terms changed, as `shop:coupon-set` (the code and
 * the kind stay). Only the fields sent change; an emptied optional one (cap, quota, uses per
 * member, days, collection) is cleared and an emptied minimum is 0. Dates are Jakarta days,
 * `ends_on` inclusive. The rules of creation hold, and the quota is never below the uses made.
 * Answers the coupon.
 */
export const consoleCouponUpdateRequest = z
  .object({
    value: boundedInt(1, 100_000_000).optional(),
    max_discount: clearableWhole(1, 100_000_000),
    min_subtotal: z
      .preprocess((v) => (v === '' || v === null ? 0 : v), boundedInt(0, 1_000_000_000))
      .optional(),
    quota: clearableWhole(1, 10_000_000),
    per_user_limit: clearableWhole(1, 1_000_000),
    starts_on: z.preprocess(blankToNull, jakartaDate.nullable()).optional(),
    ends_on: z.preprocess(blankToNull, jakartaDate.nullable()).optional(),
    collection_id: clearableWhole(1, 1_000_000_000),
  })
  .strict();
export type ConsoleCouponUpdateRequest = z.infer<typeof consoleCouponUpdateRequest>;
export type ConsoleCouponUpdateInput = z.input<typeof consoleCouponUpdateRequest>;
