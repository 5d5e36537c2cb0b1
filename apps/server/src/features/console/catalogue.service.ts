import type { PriceMarkupRule } from '@konter/core/contracts/catalog';
import {
  CATALOGUE_PAGE_SIZE,
  type ConsoleMarkup,
  type ConsoleMarkupResult,
  type ConsoleProduct,
  type ConsoleProductCutOffRequest,
  type ConsoleProductPricesRequest,
  type ConsoleProductPromoRequest,
  type ConsoleProducts,
  type ConsoleProductsQuery,
  type ConsoleRcQuery,
  type ConsoleRcStats,
  type ConsoleSyncRun,
  type ConsoleSyncState,
} from '@konter/core/contracts/console-catalogue';
import { H2H_RC } from '@konter/core/h2h-protocol';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, type FieldProblem } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import {
  autoPrices,
  effectiveCutOff,
  findProductByCode,
  loadMarkups,
  operatorCutOff,
  type Product,
  setCutOff,
  setManualPrices,
  setPriceMarkup,
  setProductEnabled,
  setPromo,
  supplierCutOff,
  syncPriceLists,
} from '../catalog/index.js';
import { auditAction, recordAudit } from './audit.service.js';
import { listCatalogueProducts, listMarkupRows, type MarkupRow, rcCounts } from './catalogue.repository.js';
import type { StaffActor } from './staff.service.js';

// The console's Catalogue page (issue 18). Reads are the page's own; every change runs the CLI's
// operator function of features/catalog (set-prices, set-promo, set-markup, sync-prices) inside one
// transaction opened by `deps.products.write` — under the sync's lock, the kept products dropped once
// it committed, so the members' price lists answer the new price at once — with one audit row
// (`catalogue.*`, before/after). A change that changes nothing writes nothing.

type MarkupTable = Awaited<ReturnType<typeof loadMarkups>>;

function productView(p: Product, markups: MarkupTable): ConsoleProduct {
  const auto = autoPrices(markups, p.type, p.buyingPrice);
  return {
    code: p.code,
    supplier_sku: p.supplierSku,
    name: p.name,
    type: p.type,
    brand: p.brand,
    buying_price: p.buyingPrice,
    prices: { member: p.priceMember, agent: p.priceAgent, master: p.priceMaster },
    markup_prices: { member: auto.priceMember, agent: auto.priceAgent, master: auto.priceMaster },
    price_mode: p.priceMode,
    price_adjustment: p.priceAdjustment,
    active: p.active,
    disabled: p.disabledByOperator,
    delisted: p.delistedAt !== null,
    promo: p.promo,
    promo_stock: p.promoStock,
    sold_qty: p.soldQty,
    supplier_stock: p.supplierStock,
    cut_off: effectiveCutOff(p),
    supplier_cut_off: supplierCutOff(p),
    operator_cut_off: operatorCutOff(p),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** GET console/catalogue/products: a page of the filtered products. */
export async function listConsoleProducts(deps: Deps, q: ConsoleProductsQuery): Promise<ConsoleProducts> {
  const db = deps.database.db;
  const page = q.page ?? 1;
  const [{ rows, total }, markups] = await Promise.all([
    listCatalogueProducts(
      db,
      { type: q.type, q: q.q, state: q.state },
      { limit: CATALOGUE_PAGE_SIZE, offset: (page - 1) * CATALOGUE_PAGE_SIZE },
    ),
    loadMarkups(db),
  ]);
  return { data: rows.map((p) => productView(p, markups)), meta: pageMeta(page, CATALOGUE_PAGE_SIZE, total) };
}

async function productOrFail(db: Db, code: string): Promise<Product> {
  const p = await findProductByCode(db, code);
  if (!p) throw new AppError('console_catalogue_product_not_found');
  return p;
}

/** GET console/catalogue/products/:code */
export async function consoleProduct(deps: Deps, code: string): Promise<ConsoleProduct> {
  const db = deps.database.db;
  return productView(await productOrFail(db, code), await loadMarkups(db));
}

const auditProduct = (tx: Db, by: StaffActor, action: string, p: Product, before: unknown, after: unknown) =>
  recordAudit(tx, {
    staffId: by.staffId,
    actor: by.actor,
    action,
    target: `product:${p.code}`,
    before,
    after,
    ip: by.ip,
  });

const priceState = (p: Product) => ({
  mode: p.priceMode,
  member: p.priceMember,
  agent: p.priceAgent,
  master: p.priceMaster,
  price_adjustment: p.priceAdjustment,
});

/** Runs a catalogue change in one transaction under the sync's lock, then answers the product as it is now. */
async function onCatalogue(deps: Deps, code: string, change: (tx: Db) => Promise<unknown>) {
  await deps.products.write(deps.database.db, change);
  return consoleProduct(deps, code);
}

/**
 * POST console/catalogue/products/:code/prices: manual prices per level (spec §5: never below the
 * buying price — refused here with the field named, where the CLI raises it to the buying price), or
 * back to the markups. Ends a price adjustment.
 */
export const changeProductPrices = (
  deps: Deps,
  by: StaffActor,
  code: string,
  req: ConsoleProductPricesRequest,
) =>
  onCatalogue(deps, code, async (tx) => {
    const p = await productOrFail(tx, code);
    const before = priceState(p);
    if (req.mode === 'manual') {
      const errors: Record<string, FieldProblem[]> = {};
      for (const level of ['member', 'agent', 'master'] as const) {
        if (req[level] < p.buyingPrice) {
          errors[level] = [
            { code: 'console_catalogue_price_below_buying', params: { buying: p.buyingPrice } },
          ];
        }
      }
      if (Object.keys(errors).length > 0) {
        throw new AppError('validation_failed', undefined, { errors });
      }
      const same =
        p.priceMode === 'manual' &&
        !p.priceAdjustment &&
        p.priceMember === req.member &&
        p.priceAgent === req.agent &&
        p.priceMaster === req.master;
      if (same) return;
    } else {
      const auto = autoPrices(await loadMarkups(tx), p.type, p.buyingPrice);
      const same =
        p.priceMode === 'auto' &&
        !p.priceAdjustment &&
        p.priceMember === auto.priceMember &&
        p.priceAgent === auto.priceAgent &&
        p.priceMaster === auto.priceMaster;
      if (same) return;
    }
    const after = await setManualPrices(
      deps,
      code,
      req.mode === 'manual' ? { member: req.member, agent: req.agent, master: req.master } : null,
      tx,
    );
    await auditProduct(tx, by, 'catalogue.price', p, before, priceState(after));
  });

const promoState = (p: Product) => ({ promo: p.promo, promo_stock: p.promoStock, sold_qty: p.soldQty });

/** POST console/catalogue/products/:code/promo: a promo item with a stock (sold restarts), or the promo ended. */
export const changeProductPromo = (
  deps: Deps,
  by: StaffActor,
  code: string,
  req: ConsoleProductPromoRequest,
) =>
  onCatalogue(deps, code, async (tx) => {
    const p = await productOrFail(tx, code);
    if (!req.promo && !p.promo) return;
    if (req.promo && p.promo && p.promoStock === req.stock && p.soldQty === 0) return;
    const after = await setPromo(deps, code, req.promo ? req.stock : null, tx);
    await auditProduct(tx, by, 'catalogue.promo', p, promoState(p), promoState(after));
  });

/** POST console/catalogue/products/:code/enabled: on sale or off (the CLI's set-product-enabled). */
export const changeProductEnabled = (deps: Deps, by: StaffActor, code: string, enabled: boolean) =>
  onCatalogue(deps, code, async (tx) => {
    const p = await productOrFail(tx, code);
    if (p.disabledByOperator === !enabled) return;
    await setProductEnabled(deps, code, enabled, tx);
    await auditProduct(tx, by, 'catalogue.enabled', p, { enabled: !p.disabledByOperator }, { enabled });
  });

/**
 * POST console/catalogue/products/:code/cut-off (and the CLI's set-cut-off): the operator's window
 * through the catalogue's setCutOff, or back to the supplier's, with one `catalogue.cut_off` audit
 * row (before/after: the operator's window). Bad times are a 422 that changes nothing.
 */
export const changeProductCutOff = (
  deps: Deps,
  by: StaffActor,
  code: string,
  req: ConsoleProductCutOffRequest | null,
) =>
  onCatalogue(deps, code, async (tx) => {
    const p = await productOrFail(tx, code);
    const after = await setCutOff(deps, code, req, tx);
    const [was, now] = [operatorCutOff(p), operatorCutOff(after)];
    if (was?.start === now?.start && was?.end === now?.end) return;
    await auditAction(tx, by, 'catalogue.cut_off', `product:${p.code}`, was, now);
  });

// ---- markups ----

const markupView = (m: MarkupRow): ConsoleMarkup => ({
  type: m.type,
  level: m.level,
  min_buying: m.minBuying,
  max_buying: m.maxBuying,
  markup: m.markup,
  updated_at: m.updatedAt.toISOString(),
});

/** GET console/catalogue/markups */
export async function listConsoleMarkups(deps: Deps): Promise<ConsoleMarkup[]> {
  return (await listMarkupRows(deps.database.db)).map(markupView);
}

/**
 * POST console/catalogue/markups: saves one band through the CLI's set-markup (the type's auto-priced
 * products follow at once) with one `catalogue.markup` audit row.
 */
export async function changeMarkup(
  deps: Deps,
  by: StaffActor,
  rule: PriceMarkupRule,
): Promise<ConsoleMarkupResult> {
  const repriced = await deps.products.write(deps.database.db, async (tx) => {
    const band = (rows: MarkupRow[]) =>
      rows.find((m) => m.type === rule.type && m.level === rule.level && m.minBuying === rule.min_buying);
    const old = band(await listMarkupRows(tx));
    if (old && old.maxBuying === rule.max_buying && old.markup === rule.markup) return 0;
    const r = await setPriceMarkup(deps, rule, tx);
    await recordAudit(tx, {
      staffId: by.staffId,
      actor: by.actor,
      action: 'catalogue.markup',
      target: `markup:${rule.type}:${rule.level}:${rule.min_buying}`,
      before: old ? { max_buying: old.maxBuying, markup: old.markup } : null,
      after: { max_buying: rule.max_buying, markup: rule.markup, repriced: r.repriced },
      ip: by.ip,
    });
    return r.repriced;
  });
  return { repriced, markups: await listConsoleMarkups(deps) };
}

// ---- sync now ----

const syncState = (deps: Deps) => deps.consoleRuns.sync;

/** GET console/catalogue/sync */
export const consoleSyncState = (deps: Deps): ConsoleSyncState => {
  const s = syncState(deps);
  return { running: s.running, last: s.last };
};

/**
 * POST console/catalogue/sync: the CLI's sync-prices now (its own transactions per price list, under
 * the catalogue lock), then one `catalogue.sync` audit row with the counts. A second click while one
 * runs on this server is refused (409); syncs of other servers wait for the catalogue lock.
 */
export async function runConsoleSync(deps: Deps, by: StaffActor): Promise<ConsoleSyncRun> {
  const state = syncState(deps);
  if (state.running) throw new AppError('console_catalogue_sync_running');
  state.running = true;
  try {
    const started = new Date();
    const r = await syncPriceLists(deps, deps.supplier).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      // The supplier's failure (unreachable, refused, a bad answer): a message, not a 500.
      deps.logger.warn({ err }, 'console price-list sync failed');
      throw new AppError('console_catalogue_sync_failed');
    });
    const run: ConsoleSyncRun = {
      created: r.created,
      updated: r.updated,
      deactivated: r.deactivated,
      skipped: r.skipped,
      unchanged: r.unchanged,
      unknown_categories: r.unknownCategories,
      started_at: started.toISOString(),
      finished_at: new Date().toISOString(),
      by: by.actor,
    };
    await deps.database.db.transaction((tx) =>
      recordAudit(tx, {
        staffId: by.staffId,
        actor: by.actor,
        action: 'catalogue.sync',
        target: 'catalogue',
        before: null,
        after: {
          created: r.created,
          updated: r.updated,
          deactivated: r.deactivated,
          skipped: r.skipped,
          unknown_categories: r.unknownCategories,
        },
        ip: by.ip,
      }),
    );
    state.last = run;
    return run;
  } finally {
    state.running = false;
  }
}

// ---- rc statistics ----

/** Midnight of a Jakarta date (+ days). */
const wibDay = (d: string, plusDays = 0) =>
  new Date(new Date(`${d}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);

/** GET console/catalogue/rc: purchases per supplier rc and product (or brand) over Jakarta days. */
export async function consoleRcStats(deps: Deps, q: ConsoleRcQuery): Promise<ConsoleRcStats> {
  const group = q.group ?? 'product';
  const rows = await rcCounts(deps.database.db, group, wibDay(q.from), wibDay(q.to, 1));
  const totals = new Map<string | null, number>();
  for (const r of rows) totals.set(r.rc, (totals.get(r.rc) ?? 0) + r.count);
  return {
    group,
    rows,
    totals: [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([rc, count]) => {
        const known = rc === null ? undefined : H2H_RC.find((x) => x.code === rc);
        return { rc, count, meaning: known ? { message: known.message, ...known.meaning } : null };
      }),
  };
}
