import { z } from 'zod';
import { PREPAID_TYPES, type PrepaidType } from '../catalog.js';
import { email, hp } from './auth.js';

// Downlines and their prices (issue 14 §1; spec §3 Account, §5 "Custom price not lower than buying
// price; invalid price format becomes buying price; invalid markup becomes 0. Minimum price not above
// maximum; price required; no negatives.", §6 master agent). For masters (account category 3).

/** The product types a master can price for downlines (Excel top-up is a way to buy, not a type). */
export const DOWNLINE_PRICE_TYPES = PREPAID_TYPES.filter((t) => t !== 'topupByExcel') as Exclude<
  PrepaidType,
  'topupByExcel'
>[];

/** POST account/agen: a master registers an agent under them (the agent sets a password by link). */
export const registerAgentRequest = z.object({
  name: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(100, { message: 'max:100' })
    .regex(/^[\p{L}\s.'-]+$/u, { message: 'alpha_spaces' }),
  email,
  hp,
});
export type RegisterAgentRequest = z.infer<typeof registerAgentRequest>;

export const registeredAgent = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  hp: z.string(),
  category: z.number(),
  /** Hours the set-password link stays valid. */
  link_valid_hours: z.number(),
});
export const registerAgentResponse = z.object({ data: registeredAgent });

/**
 * A price as typed: digits (dots and spaces as thousands separators are allowed), or empty. Invalid
 * text is not refused — the rule says what it becomes (normalizeMarkup / normalizeCustomPrice).
 */
const rawPrice = z.union([z.number(), z.string().max(30, { message: 'max:30' }), z.null()]);

/** Rupiah from what a person typed: a whole number, or NaN when it is no number, null when empty. */
export function parseRupiahInput(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) : Number.NaN;
  const s = raw.trim();
  if (s === '') return null;
  if (/^-\s*[\d.\s]+$/.test(s)) return -Number(s.replace(/[^\d]/g, ''));
  if (!/^(Rp\.?\s*)?[\d.\s]+$/i.test(s)) return Number.NaN;
  const digits = s.replace(/[^\d]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
}

/**
 * The spec's markup rule: an invalid markup becomes 0; a negative one is refused ('negative'); empty
 * means no markup for the type (the downline pays their own level price). Returns the markup, null
 * (no setting) or the problem.
 */
export function normalizeMarkup(raw: string | number | null | undefined): number | null | 'negative' {
  const n = parseRupiahInput(raw);
  if (n === null) return null;
  if (Number.isNaN(n)) return 0;
  if (n < 0) return 'negative';
  return n;
}

/**
 * The spec's custom price rule against the master's own (buying) price: an invalid price becomes the
 * buying price; a price below it is refused ('below'); a negative one is refused ('negative'); an
 * empty one is refused ('required').
 */
export function normalizeCustomPrice(
  raw: string | number | null | undefined,
  buying: number,
): number | 'required' | 'negative' | 'below' {
  const n = parseRupiahInput(raw);
  if (n === null) return 'required';
  if (Number.isNaN(n)) return buying;
  if (n < 0) return 'negative';
  if (n < buying) return 'below';
  return n;
}

const downlineType = z.enum(DOWNLINE_PRICE_TYPES as [string, ...string[]], { message: 'oneOf' });

/** GET agent-center/prices → the markup of each type (null: none set). */
export const typePrice = z.object({ type: z.string(), markup: z.number().nullable() });
export const typePricesResponse = z.object({ data: z.object({ types: z.array(typePrice) }) });

/** PATCH agent-center/prices: markups of some types (empty/null removes the type's markup). */
export const typePricesRequest = z.object({
  types: z
    .array(z.object({ type: downlineType, markup: rawPrice }))
    .min(1, { message: 'required' })
    .max(20),
});
export type TypePricesRequest = z.infer<typeof typePricesRequest>;

/** GET agent-center/prices/products: the products of a type with the master's and the downlines' prices. */
export const productPricesQuery = z.object({
  type: downlineType,
  /** Only products whose master price is at least / at most this (minimum not above maximum). */
  min_price: z.coerce.number({ message: 'numeric' }).int().min(0, { message: 'min:0' }).optional(),
  max_price: z.coerce.number({ message: 'numeric' }).int().min(0, { message: 'min:0' }).optional(),
});
export type ProductPricesQuery = z.infer<typeof productPricesQuery>;

export const productPrice = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  /** What the master pays (their buying price). */
  master_price: z.number(),
  /** The master's custom price for downlines, or null. */
  custom_price: z.number().nullable(),
  /** The type's markup, or null. */
  markup: z.number().nullable(),
  /** What a downline agent pays now (custom price, else master price + markup, else the agent price). */
  downline_price: z.number(),
  /** The master's profit per sale to a downline agent. */
  profit: z.number(),
});
export type ProductPrice = z.infer<typeof productPrice>;
export const productPricesResponse = z.object({
  data: z.object({ type: z.string(), markup: z.number().nullable(), products: z.array(productPrice) }),
});

/** PATCH agent-center/prices/products: custom prices (null removes one). */
export const productPricesRequest = z.object({
  products: z
    .array(
      z.object({
        product_code: z.string().trim().min(1, { message: 'required' }).max(64),
        price: rawPrice,
        remove: z.boolean().optional(),
      }),
    )
    .min(1, { message: 'required' })
    .max(200),
});
export type ProductPricesRequest = z.infer<typeof productPricesRequest>;
export const productPricesSavedResponse = z.object({ data: z.object({ saved: z.number() }) });

/** Spec §9.2: an agent qualifies for master with Rp 1,000,000 of successful sales in the last 30 days. */
export const MASTER_THRESHOLD = 1_000_000;
export const MASTER_WINDOW_DAYS = 30;
