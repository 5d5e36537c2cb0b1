import { z } from 'zod';
import { OPERATOR_BRANDS, POSTPAID_TYPES, PREPAID_TYPES, parseRupiah } from '../catalog.js';

// Catalogue contracts: the route schemas (and so the OpenAPI document) and the web client's types.

export const prepaidType = z.enum(PREPAID_TYPES, { message: 'oneOf' });
export const postpaidType = z.enum(POSTPAID_TYPES, { message: 'oneOf' });

/** GET prabayar/products. `operator` is the manual choice when the number's prefix is unknown. */
export const prepaidProductsQuery = z.object({
  type: prepaidType,
  destination: z.string().trim().max(32, { message: 'max:32' }).optional(),
  operator: z.enum(OPERATOR_BRANDS, { message: 'oneOf' }).optional(),
  brand: z.string().trim().max(64, { message: 'max:64' }).optional(),
});
export type PrepaidProductsQuery = z.infer<typeof prepaidProductsQuery>;

export const cutOff = z
  .object({ start: z.string(), end: z.string() })
  .nullable()
  .describe('daily window (HH:MM, Asia/Jakarta) in which the supplier does not process the product');

export const prepaidProduct = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  brand_code: z.string(),
  /** Rupiah face value, when the product has one. */
  nominal: z.number().nullable(),
  /** The caller's own selling price: member (and visitor), agent or master. */
  price: z.number(),
  active: z.boolean(),
  price_adjustment: z.boolean(),
  promo: z.boolean(),
  /** Items left: the promo stock, or the supplier's limited stock; absent when unlimited. */
  stock: z.number().optional(),
  description: z.string(),
  cut_off: cutOff,
});
export type PrepaidProductView = z.infer<typeof prepaidProduct>;

export const prepaidProductsResponse = z.object({
  data: z.object({
    /** The operator the number's prefix belongs to (or the manual choice); null when not operator-based or unknown. */
    operator: z.enum(OPERATOR_BRANDS).nullable(),
    /** "Operator Not Registered (choose manually)" or "No product found". */
    message: z.string().optional(),
    products: z.array(prepaidProduct),
  }),
});

/**
 * GET prabayar/promotion (spec §3 nominalPromo): a promo item of any prepaid type with its stock.
 * `stock` of the product view is `stock_left` here; a sold-out item is still listed, last.
 */
export const promoProduct = prepaidProduct.extend({
  type: prepaidType,
  /** The units put on promo. */
  promo_stock: z.number(),
  /** Units sold so far (spec §4: each sale adds 1). */
  sold_qty: z.number(),
  stock_left: z.number(),
  sold_out: z.boolean(),
});
export type PromoProductView = z.infer<typeof promoProduct>;

export const promoProductsResponse = z.object({
  data: z.object({ products: z.array(promoProduct) }),
});

export const brandsQuery = z.object({ type: prepaidType });

const brandCount = z.object({ name: z.string(), code: z.string(), product_count: z.number() });
export const brandEntry = brandCount.extend({
  /** Only on the International entry: the countries merged into it. */
  countries: z.array(brandCount).optional(),
});

export const brandsResponse = z.object({
  data: z.object({ type: prepaidType, brands: z.array(brandEntry) }),
});

export const postpaidProductsQuery = z.object({ type: postpaidType });

export const postpaidProduct = z.object({
  code: z.string(),
  name: z.string(),
  type: postpaidType,
  brand: z.string(),
  brand_code: z.string(),
  /** Admin fee per bill sheet. */
  admin_fee: z.number(),
  active: z.boolean(),
  description: z.string(),
});

export const postpaidProductsResponse = z.object({
  data: z.object({ type: postpaidType, products: z.array(postpaidProduct) }),
});

export const pricelistParams = z.object({ type: prepaidType });

/** GET pricelist/{type}: public, member prices, grouped by brand. */
export const pricelistResponse = z.object({
  data: z.object({
    type: prepaidType,
    brands: z.array(z.object({ name: z.string(), code: z.string(), products: z.array(prepaidProduct) })),
  }),
});

const rupiahInput = z.union([z.number(), z.string()]);

/**
 * A markup band an operator edits (spec §5): an invalid markup becomes 0, nothing is negative and
 * the minimum buying price is not above the maximum.
 */
export const priceMarkupRule = z
  .object({
    type: prepaidType,
    level: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'oneOf' }),
    min_buying: rupiahInput.optional().transform((v, ctx) => {
      const n = v === undefined || v === '' ? 0 : parseRupiah(v);
      if (n === null) ctx.addIssue({ code: 'custom', message: 'min_value:0' });
      return n ?? 0;
    }),
    max_buying: rupiahInput
      .nullable()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return null;
        const n = parseRupiah(v);
        if (n === null) ctx.addIssue({ code: 'custom', message: 'min_value:0' });
        return n;
      }),
    markup: z.unknown().transform((v) => parseRupiah(v) ?? 0),
  })
  .superRefine((r, ctx) => {
    if (r.max_buying !== null && r.min_buying > r.max_buying) {
      ctx.addIssue({ code: 'custom', path: ['max_buying'], message: `min_value:${r.min_buying}` });
    }
  });
export type PriceMarkupRule = z.infer<typeof priceMarkupRule>;

const hhmmTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'regex' });

/**
 * An operator's daily cut-off window (HH:MM Asia/Jakarta, may span midnight), which wins over the
 * supplier's: both times, or neither (null, null = follow the supplier again); not empty (start = end).
 */
export const operatorCutOffRule = z
  .object({ start: hhmmTime.nullable(), end: hhmmTime.nullable() })
  .superRefine((w, ctx) => {
    if (w.start === null && w.end !== null)
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'required' });
    if (w.end === null && w.start !== null)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'required' });
    if (w.start !== null && w.start === w.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'is_not:start' });
    }
  });
export type OperatorCutOffInput = z.input<typeof operatorCutOffRule>;
