import { brandCode, cutOffWindow, parseNominal, parseRupiah } from '@konter/core/catalog';
import type { Db } from '../../db/client.js';
import { postpaidProducts, products } from '../../db/schema/index.js';
import type { Deps } from '../../lib/deps.js';
import type {
  SupplierPostpaidItem,
  SupplierPrepaidItem,
  SupplierProvider,
} from '../../providers/supplier/supplier.js';
import {
  allRows,
  delist,
  loadMarkups,
  type NewPostpaidProduct,
  type NewProduct,
  type PostpaidProduct,
  type Product,
  upsertBySupplierSku,
} from './catalog.repository.js';
import { autoPrices, type MarkupTable, needsPriceAdjustment } from './pricing.js';
import { postpaidTypeOf, prepaidTypeOf } from './supplier-categories.js';

// Copies the supplier's price lists into products / postpaid_products. The supplier rate-limits its
// price list (protocols.md), so this runs at start-up and on a schedule, never per request.

export interface SyncCounts {
  created: number;
  updated: number;
  /** Went from sellable to not sellable: the supplier disabled it, or it left the list. */
  deactivated: number;
  /** Items not taken: unknown category or unreadable price. */
  skipped: number;
  unchanged: number;
}

export interface SyncResult extends SyncCounts {
  prepaid: SyncCounts;
  postpaid: SyncCounts;
  /** Supplier categories with no row in supplier-categories.ts. */
  unknownCategories: string[];
}

export interface SyncLogger {
  warn(obj: object, msg: string): void;
}

/** Columns the supplier owns: compared to decide what changed, overwritten by the sync. */
const PREPAID_COLUMNS = [
  'name',
  'type',
  'brand',
  'brandCode',
  'supplierCategory',
  'seller',
  'nominal',
  'buyingPrice',
  'priceMember',
  'priceAgent',
  'priceMaster',
  'priceAdjustment',
  'active',
  'delistedAt',
  'cutOffStart',
  'cutOffEnd',
  'multi',
  'supplierStock',
  'description',
] as const satisfies readonly (keyof NewProduct)[];

const POSTPAID_COLUMNS = [
  'name',
  'type',
  'brand',
  'brandCode',
  'supplierCategory',
  'seller',
  'adminFee',
  'commission',
  'active',
  'delistedAt',
  'description',
] as const satisfies readonly (keyof NewPostpaidProduct)[];

/**
 * Pulls both price lists and brings the catalogue in line, one transaction per list. Idempotent: a
 * second run over the same lists writes nothing. Operator renames (code), manual prices and promo
 * settings survive; auto prices follow the buying price; a manual price the new buying price
 * overtakes flags the product for price adjustment.
 */
export async function syncPriceLists(
  deps: Deps,
  supplier: SupplierProvider,
  opts: { log?: SyncLogger } = {},
): Promise<SyncResult> {
  const log: SyncLogger = opts.log ?? deps.logger.child({ feature: 'catalog' });
  const db = deps.database.db;
  const unknown = new Set<string>();

  const prepaidItems = await supplier.prepaidPriceList();
  const prepaid = await deps.products.write(db, async (tx) => {
    const markups = await loadMarkups(tx);
    return reconcile<SupplierPrepaidItem, Product, NewProduct>(
      tx,
      products,
      PREPAID_COLUMNS,
      prepaidItems,
      (item, old) => prepaidRow(item, old, markups, unknown),
    );
  });

  const postpaidItems = await supplier.postpaidPriceList();
  const postpaid = await deps.products.write(db, async (tx) => {
    return reconcile<SupplierPostpaidItem, PostpaidProduct, NewPostpaidProduct>(
      tx,
      postpaidProducts,
      POSTPAID_COLUMNS,
      postpaidItems,
      (item) => postpaidRow(item, unknown),
    );
  });

  if (unknown.size > 0) {
    log.warn({ categories: [...unknown] }, 'catalog sync skipped items of unknown supplier categories');
  }
  const total = (k: keyof SyncCounts) => prepaid[k] + postpaid[k];
  return {
    created: total('created'),
    updated: total('updated'),
    deactivated: total('deactivated'),
    skipped: total('skipped'),
    unchanged: total('unchanged'),
    prepaid,
    postpaid,
    unknownCategories: [...unknown].sort(),
  };
}

type Row = { id: number; code: string; supplierSku: string; active: boolean; delistedAt: Date | null };

async function reconcile<Item extends { sku: string }, R extends Row, Insert>(
  tx: Db,
  table: typeof products | typeof postpaidProducts,
  columns: readonly (keyof Insert & keyof R & string)[],
  items: Item[],
  build: (item: Item, old: R | undefined) => Omit<Insert, 'code'> | null,
): Promise<SyncCounts> {
  const counts: SyncCounts = { created: 0, updated: 0, deactivated: 0, skipped: 0, unchanged: 0 };
  const existing = (await allRows(tx, table)) as unknown as R[];
  const bySku = new Map(existing.map((r) => [r.supplierSku, r]));
  const codes = new Set(existing.map((r) => r.code));
  const seen = new Set<string>();
  const writes: Insert[] = [];

  for (const item of items) {
    if (seen.has(item.sku)) continue; // one row per SKU: the first listing wins
    const old = bySku.get(item.sku);
    const row = build(item, old);
    if (!row) {
      counts.skipped++;
      continue;
    }
    seen.add(item.sku);
    if (!old) {
      writes.push({ ...row, code: freeCode(item.sku, codes) } as Insert);
      counts.created++;
    } else if (columns.every((c) => same(old[c], (row as Record<string, unknown>)[c]))) {
      counts.unchanged++;
    } else {
      writes.push({ ...row, code: old.code } as Insert);
      if (old.active && !(row as unknown as { active: boolean }).active) counts.deactivated++;
      else counts.updated++;
    }
  }

  // An empty list is a supplier fault, not the end of every product: nothing is delisted then.
  const gone = items.length === 0 ? [] : existing.filter((r) => !seen.has(r.supplierSku) && !r.delistedAt);
  counts.deactivated += gone.filter((r) => r.active).length;
  counts.updated += gone.filter((r) => !r.active).length;

  await upsertBySupplierSku(tx, table, writes as never[], columns as never);
  await delist(
    tx,
    table,
    gone.map((r) => r.id),
  );
  return counts;
}

const same = (a: unknown, b: unknown) => Object.is(a ?? null, b ?? null);

/** A new SKU equal to a code an operator gave another product gets a suffix instead of failing. */
function freeCode(sku: string, codes: Set<string>): string {
  let code = sku;
  for (let n = 2; codes.has(code); n++) code = `${sku}-${n}`;
  codes.add(code);
  return code;
}

function prepaidRow(
  item: SupplierPrepaidItem,
  old: Product | undefined,
  markups: MarkupTable,
  unknown: Set<string>,
): Omit<NewProduct, 'code'> | null {
  const mapping = prepaidTypeOf(item.category);
  if (!mapping) {
    unknown.add(item.category);
    return null;
  }
  const buying = parseRupiah(item.price);
  if (buying === null) return null;
  const brand = mapping.brand ?? item.brand.trim();
  const cutOff = cutOffWindow(item.cutOffStart, item.cutOffEnd);
  const manual = old?.priceMode === 'manual';
  const prices = manual
    ? { priceMember: old.priceMember, priceAgent: old.priceAgent, priceMaster: old.priceMaster }
    : autoPrices(markups, mapping.type, buying);
  return {
    supplierSku: item.sku,
    name: item.name.trim(),
    type: mapping.type,
    brand,
    brandCode: brandCode(brand),
    supplierCategory: item.category,
    seller: item.seller,
    nominal: parseNominal(mapping.type, item.name, item.sku),
    buyingPrice: buying,
    ...prices,
    priceAdjustment: manual && needsPriceAdjustment(prices, buying),
    active: item.buyerActive && item.sellerActive,
    delistedAt: null,
    cutOffStart: cutOff?.start ?? null,
    cutOffEnd: cutOff?.end ?? null,
    multi: item.multi,
    supplierStock: item.unlimitedStock ? null : Math.max(0, Math.trunc(item.stock) || 0),
    description: cleanDescription(item.description),
  };
}

function postpaidRow(
  item: SupplierPostpaidItem,
  unknown: Set<string>,
): Omit<NewPostpaidProduct, 'code'> | null {
  const type = postpaidTypeOf(item.category, item.brand);
  if (!type) {
    unknown.add(
      /^pascabayar$/i.test(item.category.trim()) ? `${item.category}/${item.brand}` : item.category,
    );
    return null;
  }
  const adminFee = parseRupiah(item.admin);
  const commission = parseRupiah(item.commission);
  if (adminFee === null || commission === null) return null;
  return {
    supplierSku: item.sku,
    name: item.name.trim(),
    type,
    brand: item.brand.trim(),
    brandCode: brandCode(item.brand),
    supplierCategory: item.category,
    seller: item.seller,
    adminFee,
    commission,
    active: item.buyerActive && item.sellerActive,
    delistedAt: null,
    description: cleanDescription(item.description),
  };
}

/** Digiflazz writes "-" for no description. */
const cleanDescription = (d: string) => (d.trim() === '-' ? '' : d.trim());
