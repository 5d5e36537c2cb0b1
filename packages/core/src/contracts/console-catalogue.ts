import { z } from 'zod';
import { operatorCutOffRule, prepaidType, priceMarkupRule } from './catalog.js';
import type { StaffRole } from './console.js';
import { boundedInt } from './fields.js';
import { pageMeta } from './notification.js';

// The console's Catalogue page (issue 18) under /api/v1/console/catalogue: prepaid products with
// their buying price and the selling price of each level (member, agent, master) and where it comes
// from (the type's markups or a manual price), promo stock, cut-off and price-adjustment state; the
// markup bands; "sync now"; the supplier's response codes (rc) of purchases. Changes go through the
// catalogue's own operator functions (features/catalog, the CLI's set-prices/set-promo/set-markup).

/** Who reads the Catalogue page (finance reads the margins); `owner` may do everything. */
export const CATALOGUE_READ_ROLES = ['catalogue', 'finance'] as const satisfies readonly StaffRole[];
/** Who changes prices, markups and promos and runs a sync. */
export const CATALOGUE_EDIT_ROLES = ['catalogue'] as const satisfies readonly StaffRole[];

/** Products of one page. */
export const CATALOGUE_PAGE_SIZE = 25;
/** The highest selling price or promo stock the console takes (a typo guard, not a business rule). */
export const CATALOGUE_PRICE_MAX = 100_000_000;
export const CATALOGUE_STOCK_MAX = 1_000_000;

/** Which products a list shows: all listed ones, those awaiting a price adjustment, promo items, or the inactive. */
export const CATALOGUE_STATES = ['all', 'adjustment', 'promo', 'inactive', 'manual'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

/** GET console/catalogue/products?type&q&state&page: by type, brand, price, code. */
export const consoleProductsQuery = z.object({
  type: prepaidType.optional(),
  /** The beginning of a code, a supplier SKU or a brand, or a word of the name (any case). */
  q: z.string().trim().max(64, { message: 'max:64' }).optional(),
  state: z.enum(CATALOGUE_STATES, { message: 'oneOf' }).optional(),
  page: boundedInt(1, 10_000).optional(),
});
export type ConsoleProductsQuery = z.infer<typeof consoleProductsQuery>;

const levelPrices = z.object({ member: z.number(), agent: z.number(), master: z.number() });
export type CatalogueLevelPrices = z.infer<typeof levelPrices>;

const cutOffWindow = z.object({ start: z.string(), end: z.string() });

/** One product as the console shows it. */
export const consoleProduct = z.object({
  code: z.string(),
  supplier_sku: z.string(),
  name: z.string(),
  type: prepaidType,
  brand: z.string(),
  buying_price: z.number(),
  /** The selling price of each level now. */
  prices: levelPrices,
  /** What the type's markup bands would make of the buying price (the prices of `auto`). */
  markup_prices: levelPrices,
  /** `auto`: the prices follow the markups; `manual`: set by hand (kept across syncs). */
  price_mode: z.enum(['auto', 'manual']),
  /** A manual price the buying price overtook: waiting for an operator's new prices. */
  price_adjustment: z.boolean(),
  /** The supplier's buyer and seller status (the sync's). */
  active: z.boolean(),
  /** Taken off sale by an operator (kept through syncs); sellable = active and not disabled. */
  disabled: z.boolean(),
  /** Left the supplier's list (kept for history). */
  delisted: z.boolean(),
  promo: z.boolean(),
  promo_stock: z.number().nullable(),
  sold_qty: z.number(),
  /** The supplier's stock; null = unlimited. */
  supplier_stock: z.number().nullable(),
  /** The window purchases are refused in now: the operator's when set, else the supplier's. */
  cut_off: cutOffWindow.nullable(),
  /** The supplier's window (the sync's). */
  supplier_cut_off: cutOffWindow.nullable(),
  /** The operator's window (kept through syncs); null = the supplier's applies. */
  operator_cut_off: cutOffWindow.nullable(),
  updated_at: z.string(),
});
export type ConsoleProduct = z.infer<typeof consoleProduct>;

export const consoleProductsResponse = z.object({ data: z.array(consoleProduct), meta: pageMeta });
export type ConsoleProducts = z.infer<typeof consoleProductsResponse>;
export const consoleProductResponse = z.object({ data: consoleProduct });

export const consoleProductParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'regex' }),
});

const price = boundedInt(1, CATALOGUE_PRICE_MAX);

/**
 * POST console/catalogue/products/:code/prices: manual prices per level (none below the buying
 * price: 422 on the field), or `auto` back to the markups.
 */
export const consoleProductPricesRequest = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('manual'), member: price, agent: price, master: price }),
    z.object({ mode: z.literal('auto') }),
  ],
  { message: 'oneOf' },
);
export type ConsoleProductPricesRequest = z.infer<typeof consoleProductPricesRequest>;

/** POST console/catalogue/products/:code/promo: a promo item with `stock` units (sold restarts at 0), or the promo ended. */
export const consoleProductPromoRequest = z.discriminatedUnion(
  'promo',
  [
    z.object({ promo: z.literal(true), stock: boundedInt(0, CATALOGUE_STOCK_MAX) }),
    z.object({ promo: z.literal(false) }),
  ],
  { message: 'oneOf' },
);
export type ConsoleProductPromoRequest = z.infer<typeof consoleProductPromoRequest>;

/** POST console/catalogue/products/:code/enabled: the operator puts the product on sale or takes it off. */
export const consoleProductEnabledRequest = z.object({ enabled: z.boolean({ message: 'oneOf' }) });
export type ConsoleProductEnabledRequest = z.infer<typeof consoleProductEnabledRequest>;

/**
 * POST console/catalogue/products/:code/cut-off: the operator's daily window (HH:MM WIB, both or
 * neither, start ≠ end: 422 on the field), or both null to follow the supplier's again.
 */
export const consoleProductCutOffRequest = operatorCutOffRule;
export type ConsoleProductCutOffRequest = z.input<typeof consoleProductCutOffRequest>;

// ---- markups ----

/** One markup band: the markup a level adds to buying prices from min to max (null = no upper bound). */
export const consoleMarkup = z.object({
  type: prepaidType,
  level: z.number(),
  min_buying: z.number(),
  max_buying: z.number().nullable(),
  markup: z.number(),
  updated_at: z.string(),
});
export type ConsoleMarkup = z.infer<typeof consoleMarkup>;

export const consoleMarkupsResponse = z.object({ data: z.array(consoleMarkup) });
export type ConsoleMarkups = z.infer<typeof consoleMarkupsResponse>;

/** POST console/catalogue/markups: one band (the CLI's set-markup rule), the type's auto prices follow at once. */
export const consoleMarkupRequest = priceMarkupRule;
export const consoleMarkupResponse = z.object({
  data: z.object({ repriced: z.number(), markups: z.array(consoleMarkup) }),
});
export type ConsoleMarkupResult = z.infer<typeof consoleMarkupResponse>['data'];

// ---- sync ----

const syncCounts = z.object({
  created: z.number(),
  updated: z.number(),
  deactivated: z.number(),
  skipped: z.number(),
  unchanged: z.number(),
});

/** A finished "sync now": what changed, and the supplier categories Konter does not know. */
export const consoleSyncRun = syncCounts.extend({
  started_at: z.string(),
  finished_at: z.string(),
  by: z.string(),
  unknown_categories: z.array(z.string()),
});
export type ConsoleSyncRun = z.infer<typeof consoleSyncRun>;

/** GET console/catalogue/sync: whether a console sync runs now and the last one of this server. */
export const consoleSyncStateResponse = z.object({
  data: z.object({ running: z.boolean(), last: consoleSyncRun.nullable() }),
});
export type ConsoleSyncState = z.infer<typeof consoleSyncStateResponse>['data'];

/** POST console/catalogue/sync: runs the price-list sync now (409 `console_catalogue_sync_running` while one runs). */
export const consoleSyncResponse = z.object({ data: consoleSyncRun });

// ---- rc statistics ----

export const RC_GROUPS = ['product', 'operator'] as const;
export type RcGroup = (typeof RC_GROUPS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' });

/** GET console/catalogue/rc?from&to&group: purchases per supplier rc and product (or brand), Jakarta days, both ends included. */
export const consoleRcQuery = z
  .object({
    from: day,
    to: day,
    group: z.enum(RC_GROUPS, { message: 'oneOf' }).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'after_or_equal:from' });
export type ConsoleRcQuery = z.infer<typeof consoleRcQuery>;

/** The rc's meaning (Digiflazz's codes, as Konter's H2H rc table explains them); null = not in the table. */
const rcMeaning = z
  .object({ message: z.string(), id: z.string(), en: z.string(), zh: z.string() })
  .nullable();

export const consoleRcRow = z.object({
  /** The product code or the brand. */
  key: z.string(),
  name: z.string(),
  /** The supplier's rc; null = no answer recorded (still pending or refused before the supplier). */
  rc: z.string().nullable(),
  count: z.number(),
});
export const consoleRcResponse = z.object({
  data: z.object({
    group: z.enum(RC_GROUPS),
    rows: z.array(consoleRcRow),
    /** Per rc over every group: the count and its meaning. */
    totals: z.array(z.object({ rc: z.string().nullable(), count: z.number(), meaning: rcMeaning })),
  }),
});
export type ConsoleRcStats = z.infer<typeof consoleRcResponse>['data'];
