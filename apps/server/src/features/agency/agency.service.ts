import type { PrepaidType } from '@konter/core/catalog';
import {
  DOWNLINE_PRICE_TYPES,
  normalizeCustomPrice,
  normalizeMarkup,
  type ProductPrice,
  type ProductPricesQuery,
  type ProductPricesRequest,
  type RegisterAgentRequest,
  type TypePricesRequest,
} from '@konter/core/contracts/agency';
import type { ErrorKey } from '@konter/core/messages/index';
import { formatRupiah } from '@konter/core/money';
import type { Deps, Locale } from '../../lib/deps.js';
import { AppError, type FieldProblem, fieldError } from '../../lib/errors.js';
import {
  createInvitedAccount,
  type FieldErrors,
  INVITE_LINK_HOURS,
  throwFieldErrors,
  type User,
  unusablePasswordHash,
} from '../auth/index.js';
import {
  findProductToPrice,
  listDownlineProductPrices,
  listTypeMarkups,
  saveCustomPrice,
  saveTypeMarkup,
} from '../catalog/index.js';
import { agentInviteMessage } from './agency.texts.js';

// Downlines and their prices (issue 14 §1). A master agent (category 3) registers agents under them
// and sets what their downlines pay: a markup per product type over the master's own price, or a
// custom price per product. The price itself is the catalogue's (downlinePrice), the master's profit
// the purchase's upline cashback (uplineCashbackFor), credited the next day (creditDueCashback).

/** Only masters register agents and price for downlines (spec §6). */
export function assertMaster(user: User): void {
  if (user.category !== 3) throw new AppError('agency_masters_only');
}

/**
 * A new agent under the master: category 2, upline the master, no password yet — the set-password
 * link goes out by WhatsApp and e-mail through the outbox, delivered after commit.
 */
export async function registerAgent(deps: Deps, master: User, input: RegisterAgentRequest, locale: Locale) {
  assertMaster(master);
  const passwordHash = await unusablePasswordHash(deps);
  const { user, ids } = await deps.database.db.transaction(async (tx) => {
    const { user, url } = await createInvitedAccount(
      deps,
      tx,
      { ...input, category: 2, referredBy: master.id, locale },
      passwordHash,
    );
    const msg = agentInviteMessage(locale, user.name, master.name, url, INVITE_LINK_HOURS);
    const wa = await deps.messenger.enqueue(tx, { channel: 'whatsapp', recipient: user.hp, body: msg.body });
    const mail = await deps.messenger.enqueue(tx, { channel: 'email', recipient: user.email, ...msg });
    return { user, ids: [wa.id, mail.id] };
  });
  void deps.messenger.deliver(ids).catch(() => undefined);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    hp: user.hp,
    category: user.category,
    link_valid_hours: INVITE_LINK_HOURS,
  };
}

/** The markup of every type a master can price (null: none set). */
export async function getTypePrices(deps: Deps, master: User) {
  assertMaster(master);
  const set = new Map((await listTypeMarkups(deps.database.db, master.id)).map((r) => [r.type, r.markup]));
  return { types: DOWNLINE_PRICE_TYPES.map((type) => ({ type, markup: set.get(type) ?? null })) };
}

/**
 * Saves markups: an invalid one becomes 0, a negative one is refused (422 on `types.<i>.markup`,
 * nothing saved), an empty one removes the type's markup.
 */
export async function putTypePrices(deps: Deps, master: User, input: TypePricesRequest) {
  assertMaster(master);
  const errors: FieldErrors = {};
  const values = input.types.map((t, i) => {
    const v = normalizeMarkup(t.markup);
    if (v === 'negative') errors[`types.${i}.markup`] = 'agency_price_negative';
    return { type: t.type as PrepaidType, markup: v === 'negative' ? null : v };
  });
  throwFieldErrors(errors);
  await deps.database.db.transaction(async (tx) => {
    for (const v of values) await saveTypeMarkup(tx, master.id, v.type, v.markup);
  });
  return getTypePrices(deps, master);
}

/** The products of a type with the master's price, the custom price and what a downline agent pays. */
export async function getProductPrices(deps: Deps, master: User, q: ProductPricesQuery) {
  assertMaster(master);
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    throw fieldError('max_price', 'agency_price_range');
  }
  const rows = await listDownlineProductPrices(deps.database.db, master.id, q.type as PrepaidType);
  const products: ProductPrice[] = rows
    .filter((r) => q.min_price === undefined || r.masterPrice >= q.min_price)
    .filter((r) => q.max_price === undefined || r.masterPrice <= q.max_price)
    .map((r) => ({
      code: r.code,
      name: r.name,
      brand: r.brand,
      master_price: r.masterPrice,
      custom_price: r.customPrice,
      markup: r.markup,
      downline_price: r.downlinePrice,
      profit: r.downlinePrice - r.masterPrice,
    }));
  const markup = (await listTypeMarkups(deps.database.db, master.id)).find((t) => t.type === q.type);
  return { type: q.type, markup: markup?.markup ?? null, products };
}

/**
 * Saves custom prices: an invalid one becomes the master's buying price; below it, negative or empty
 * is refused (422 on `products.<i>.price`, nothing saved); `remove` deletes the product's price.
 */
export async function putProductPrices(deps: Deps, master: User, input: ProductPricesRequest) {
  assertMaster(master);
  const db = deps.database.db;
  const errors: Record<string, FieldProblem> = {};
  const values: { productId: number; price: number | null }[] = [];
  for (const [i, item] of input.products.entries()) {
    const product = await findProductToPrice(db, item.product_code);
    if (!product) {
      errors[`products.${i}.product_code`] = { code: 'agency_product_unknown' };
      continue;
    }
    if (item.remove) {
      values.push({ productId: product.id, price: null });
      continue;
    }
    const v = normalizeCustomPrice(item.price, product.priceMaster);
    if (typeof v === 'number') values.push({ productId: product.id, price: v });
    else if (v === 'below') {
      errors[`products.${i}.price`] = {
        code: 'agency_price_below_buying',
        params: { min: formatRupiah(product.priceMaster) },
      };
    } else {
      errors[`products.${i}.price`] = {
        code: v === 'negative' ? 'agency_price_negative' : 'agency_price_required',
      };
    }
  }
  const first = Object.values(errors)[0];
  if (first) {
    throw new AppError(first.code as ErrorKey, first.params, {
      errors: Object.fromEntries(Object.entries(errors).map(([f, p]) => [f, [p]])),
    });
  }
  await db.transaction(async (tx) => {
    for (const v of values) await saveCustomPrice(tx, master.id, v.productId, v.price);
  });
  return { saved: values.length };
}
