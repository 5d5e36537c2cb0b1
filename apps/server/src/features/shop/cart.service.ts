import {
  type CartAddInput,
  type CartLineRejection,
  type CartView,
  SHOP_QUANTITY_MAX,
  shopImageUrl,
} from '@konter/core/contracts/shop';
import { errorText } from '@konter/core/messages/index';
import type { Db } from '../../db/client.js';
import type { Deps, Locale } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import {
  type CartLineRow,
  cartLines,
  deleteLine,
  findLine,
  insertLine,
  lockCart,
  updateLine,
} from './cart.repository.js';
import { findProductById, listVariants } from './catalog.repository.js';

// The member's server cart (issue 15; spec §4 cart behaviour, §5 shop validation): one line per
// product and variant; quantity at least the product's minimum and at most the available stock
// (stock − reserved). Stock is only checked here — the orders' checkout reserves it.

const blankToNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** The cart as the API shows it, from its lines. */
export function cartView(lines: CartLineRow[]): CartView {
  const items = lines.map((l) => ({
    id: l.id,
    product_id: l.productId,
    variant_id: l.variantId,
    name: l.name,
    variant_name: l.variantName,
    slug: l.slug,
    image: l.imageId == null ? null : shopImageUrl(l.imageId),
    price: l.price,
    quantity: l.quantity,
    notes: l.notes,
    subtotal: l.price * l.quantity,
    stock: l.available,
    min_quantity: l.minQuantity,
    weight_g: l.weightG,
  }));
  return {
    items,
    total_quantity: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: items.reduce((n, i) => n + i.subtotal, 0),
  };
}

/** A line's quantity against the product's minimum, the per-line maximum and the available stock. */
function checkQuantity(quantity: number, min: number, available: number) {
  if (quantity < min) throw fieldError('quantity', 'shop_cart_min_quantity', { min });
  if (quantity > SHOP_QUANTITY_MAX)
    throw fieldError('quantity', 'shop_cart_quantity_max', { max: SHOP_QUANTITY_MAX });
  if (quantity > available) throw fieldError('quantity', 'shop_cart_stock_limit', { available });
}

/** Adds one line (merging with the same product and variant) inside the caller's locked transaction. */
async function addLine(tx: Db, userId: number, input: CartAddInput): Promise<void> {
  const product = await findProductById(tx, input.product_id);
  if (!product?.active) throw fieldError('product_id', 'shop_product_not_found');
  const variants = await listVariants(tx, product.id);
  const variantId = input.variant_id ?? null;
  let available: number;
  if (variants.length > 0) {
    if (variantId === null) throw fieldError('variant_id', 'shop_variant_required');
    const v = variants.find((x) => x.id === variantId);
    if (!v) throw fieldError('variant_id', 'shop_variant_not_found');
    available = Math.max(0, v.stock - v.reserved);
  } else {
    if (variantId !== null) throw fieldError('variant_id', 'shop_variant_not_found');
    available = Math.max(0, product.stock - product.reserved);
  }
  const existing = await findLine(tx, userId, product.id, variantId);
  const quantity = (existing?.quantity ?? 0) + input.quantity;
  checkQuantity(quantity, product.minQuantity, available);
  const notes = input.notes === undefined ? (existing?.notes ?? null) : blankToNull(input.notes);
  if (existing) await updateLine(tx, existing.id, quantity, notes);
  else await insertLine(tx, { userId, productId: product.id, variantId, quantity, notes });
}

/** POST shop/cart/list. */
export async function getCart(deps: Deps, userId: number): Promise<CartView> {
  return cartView(await cartLines(deps.database.db, userId));
}

/** POST shop/cart/add: the cart after adding. */
export async function addToCart(deps: Deps, userId: number, input: CartAddInput): Promise<CartView> {
  return deps.database.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    await addLine(tx, userId, input);
    return cartView(await cartLines(tx, userId));
  });
}

/**
 * POST shop/cart/add-multi: each line checked and added like add (in order, in one transaction);
 * the ones refused are reported by index with their error key and text (contracts/shop.ts says why).
 */
export async function addManyToCart(
  deps: Deps,
  userId: number,
  lines: CartAddInput[],
  locale: Locale,
): Promise<CartView & { rejected: CartLineRejection[] }> {
  return deps.database.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const rejected: CartLineRejection[] = [];
    for (const [index, line] of lines.entries()) {
      try {
        await addLine(tx, userId, line);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        rejected.push({
          index,
          code: err.code,
          ...(err.params ? { params: err.params } : {}),
          message: errorText(err.code, locale, err.params),
        });
      }
    }
    return { ...cartView(await cartLines(tx, userId)), rejected };
  });
}

/** POST shop/cart/edit/{id}: a new quantity (same limits as add) and/or notes. */
export async function editCartLine(
  deps: Deps,
  userId: number,
  id: number,
  change: { quantity?: number | undefined; notes?: string | null | undefined },
): Promise<CartView> {
  return deps.database.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const [line] = await cartLines(tx, userId, id);
    if (!line) throw new AppError('shop_cart_item_not_found');
    const quantity = change.quantity ?? line.quantity;
    if (change.quantity !== undefined) checkQuantity(quantity, line.minQuantity, line.available);
    const notes = change.notes === undefined ? line.notes : blankToNull(change.notes);
    await updateLine(tx, line.id, quantity, notes);
    return cartView(await cartLines(tx, userId));
  });
}

/** POST shop/cart/destroy/{id}. */
export async function destroyCartLine(deps: Deps, userId: number, id: number): Promise<CartView> {
  return deps.database.db.transaction(async (tx) => {
    await lockCart(tx, userId);
    if (!(await deleteLine(tx, userId, id))) throw new AppError('shop_cart_item_not_found');
    return cartView(await cartLines(tx, userId));
  });
}
