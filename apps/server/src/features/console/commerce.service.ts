import {
  CONSOLE_COMMERCE_PAGE_SIZE,
  type ConsoleShopCollectionRequest,
  type ConsoleShopOrderDetail,
  type ConsoleShopOrderList,
  type ConsoleShopOrderQuery,
  type ConsoleShopProduct,
  type ConsoleShopProductAddRequest,
  type ConsoleShopProductDetail,
  type ConsoleShopProductUpdateRequest,
} from '@konter/core/contracts/console-commerce';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { courierAgentByLogin, courierAgents, setCourierAgent } from '../shipping/index.js';
import {
  newProductHook,
  operatorCancel,
  operatorCollectionAdd,
  operatorCollections,
  operatorConfirm,
  operatorCoupon,
  operatorCouponActive,
  operatorCoupons,
  operatorOrder,
  operatorOrders,
  operatorProduct,
  operatorProductActive,
  operatorProductAdd,
  operatorProductCollections,
  operatorProductDetail,
  operatorProductImageAdd,
  operatorProductImageFirst,
  operatorProductImageRemove,
  operatorProducts,
  operatorProductUpdate,
  operatorRefund,
  operatorShip,
  operatorStock,
  productOfVariant,
  type ShopOrderRow,
  slugify,
} from '../shop/index.js';
import { cliActor, recordAudit } from './audit.service.js';
import type { StaffActor } from './staff.service.js';

// The console's shop orders (issue 18): the list and detail, and the operator's changes through the
// services the CLI's shop:order-* commands use (features/shop shop.admin-orders.ts → order.service),
// each with its audit row (`shop.order.*`, target `shop_order:<code>`) written by the change's own
// transaction after its guarded update — a refused change (wrong state, raced) writes nothing.

const state = (o: ShopOrderRow) => ({
  status: o.status,
  receipt_number: o.receiptNumber,
  cancel_reason: o.cancelReason,
  refund_reference: o.refundReference,
});

/** The audit hook of an order change by `by` (the console's staff or the CLI's `cli:<os user>`). */
export const orderAudit =
  (by: StaffActor, action: string, extra: Record<string, unknown> = {}) =>
  (tx: Db, before: ShopOrderRow, after: ShopOrderRow) =>
    recordAudit(tx, {
      staffId: by.staffId,
      actor: by.actor,
      action,
      target: `shop_order:${after.code}`,
      before: state(before),
      after: { ...state(after), ...extra },
      ip: by.ip,
    });

/** The same hook for the operator CLI's shop:order-* commands (cli/admin.ts), by `cli:<os user>`. */
export const cliOrderAudit = (action: string) => orderAudit(cliActor(), action);

/** GET console/shop/orders. */
export async function consoleShopOrders(deps: Deps, q: ConsoleShopOrderQuery): Promise<ConsoleShopOrderList> {
  const page = q.page ?? 1;
  const { rows, total } = await operatorOrders(deps, { status: q.status, page }, CONSOLE_COMMERCE_PAGE_SIZE);
  return { data: rows, meta: pageMeta(page, CONSOLE_COMMERCE_PAGE_SIZE, total) };
}

/** GET console/shop/orders/:code. */
export const consoleShopOrder = (deps: Deps, code: string): Promise<ConsoleShopOrderDetail> =>
  operatorOrder(deps, code);

/** POST …/confirm: pending → processed. */
export async function confirmShopOrder(deps: Deps, by: StaffActor, code: string) {
  await operatorConfirm(deps, code, orderAudit(by, 'shop.order.confirm'));
  return operatorOrder(deps, code);
}

/** POST …/ship: pending | processed → shipped with the receipt number (stock sold, a member's hold posted once). */
export async function shipShopOrder(deps: Deps, by: StaffActor, code: string, receiptNumber: string) {
  await operatorShip(deps, code, receiptNumber, orderAudit(by, 'shop.order.ship'));
  return operatorOrder(deps, code);
}

/** POST …/cancel: until shipped; a paid member's deposit hold is voided once (the money back). */
export async function cancelShopOrder(deps: Deps, by: StaffActor, code: string, reason: string) {
  await operatorCancel(deps, code, reason, orderAudit(by, 'shop.order.cancel'));
  return operatorOrder(deps, code);
}

/** POST …/refund: a visitor's gateway refund, made at the gateway, recorded once (revenue → gateway). */
export async function refundShopOrder(deps: Deps, by: StaffActor, code: string, reference: string) {
  await operatorRefund(deps, code, reference, orderAudit(by, 'shop.order.refund'));
  return operatorOrder(deps, code);
}

// ---- products and stock (the CLI's shop:stock and shop:product-set … active) ----

const onCatalogue =
  (by: StaffActor, action: string, target: string) => (tx: Db, before: unknown, after: unknown) =>
    recordAudit(tx, { staffId: by.staffId, actor: by.actor, action, target, before, after, ip: by.ip });

/** GET console/shop/products?q. */
export const consoleShopProducts = (deps: Deps, q?: string): Promise<ConsoleShopProduct[]> =>
  operatorProducts(deps, q || undefined);

// ---- a product's fields, collections and pictures (the product form; shop:product-add / -set) ----

/** GET console/shop/products/:id: the product form's values. */
export const consoleShopProduct = (deps: Deps, id: number): Promise<ConsoleShopProductDetail> =>
  operatorProductDetail(deps, id);

/** POST console/shop/products: a new product (its web address from the name unless given). */
export async function addShopProduct(deps: Deps, by: StaffActor, body: ConsoleShopProductAddRequest) {
  const id = await operatorProductAdd(
    deps,
    { ...body, slug: body.slug || undefined },
    newProductHook((action, target) => onCatalogue(by, action, target)),
  );
  return operatorProductDetail(deps, id);
}

/** POST console/shop/products/:id: the fields that change (the others stay) and, when given, its collections: one audit row. */
export async function updateShopProduct(
  deps: Deps,
  by: StaffActor,
  id: number,
  patch: ConsoleShopProductUpdateRequest,
) {
  await operatorProductUpdate(deps, id, patch, onCatalogue(by, 'shop.product.update', `shop_product:${id}`));
  return operatorProductDetail(deps, id);
}

/** PUT console/shop/products/:id/collections: the collections it is in. */
export async function setShopProductCollections(deps: Deps, by: StaffActor, id: number, ids: number[]) {
  await operatorProductCollections(
    deps,
    id,
    ids,
    onCatalogue(by, 'shop.product.collections', `shop_product:${id}`),
  );
  return operatorProductDetail(deps, id);
}

/** POST console/shop/products/:id/images: a picture (data URL) added last. */
export async function addShopProductImage(deps: Deps, by: StaffActor, id: number, dataUrl: string) {
  await operatorProductImageAdd(
    deps,
    id,
    dataUrl,
    onCatalogue(by, 'shop.product.image.add', `shop_product:${id}`),
  );
  return operatorProductDetail(deps, id);
}

/** DELETE console/shop/products/:id/images/:image. */
export async function removeShopProductImage(deps: Deps, by: StaffActor, id: number, imageId: number) {
  await operatorProductImageRemove(
    deps,
    id,
    imageId,
    onCatalogue(by, 'shop.product.image.remove', `shop_product:${id}`),
  );
  return operatorProductDetail(deps, id);
}

/** POST console/shop/products/:id/images/:image/first: the shop's main picture. */
export async function firstShopProductImage(deps: Deps, by: StaffActor, id: number, imageId: number) {
  await operatorProductImageFirst(
    deps,
    id,
    imageId,
    onCatalogue(by, 'shop.product.image.first', `shop_product:${id}`),
  );
  return operatorProductDetail(deps, id);
}

/** POST console/shop/products/:id/stock: the stock on hand of a product without variants. */
export async function setProductStock(deps: Deps, by: StaffActor, id: number, stock: number) {
  await operatorStock(
    deps,
    { table: 'product', id },
    { kind: 'set', n: stock },
    onCatalogue(by, 'shop.stock', `shop_product:${id}`),
  );
  return operatorProduct(deps, id);
}

/** POST console/shop/variants/:id/stock: a variant's stock on hand; answers its product. */
export async function setVariantStock(deps: Deps, by: StaffActor, id: number, stock: number) {
  const productId = await productOfVariant(deps, id);
  await operatorStock(
    deps,
    { table: 'variant', id },
    { kind: 'set', n: stock },
    onCatalogue(by, 'shop.stock', `shop_variant:${id}`),
  );
  return operatorProduct(deps, productId);
}

/** POST console/shop/products/:id/active: on sale or hidden. */
export async function setProductActive(deps: Deps, by: StaffActor, id: number, active: boolean) {
  await operatorProductActive(deps, id, active, onCatalogue(by, 'shop.product.active', `shop_product:${id}`));
  return operatorProduct(deps, id);
}

// ---- coupons (the CLI's shop:coupon-set <code> active) ----

/** GET console/shop/coupons. */
export const consoleShopCoupons = (deps: Deps) => operatorCoupons(deps);

/** POST console/shop/coupons/:code/active: a coupon on or off. */
export async function setCouponActive(deps: Deps, by: StaffActor, code: string, active: boolean) {
  await operatorCouponActive(
    deps,
    code,
    active,
    onCatalogue(by, 'shop.coupon.active', `shop_coupon:${code}`),
  );
  return operatorCoupon(deps, code);
}

// ---- courier agents (the CLI's shipping:agent) ----

/** GET console/shop/couriers: the accounts with courier flags. */
export const consoleCourierAgents = (deps: Deps) => courierAgents(deps);

/** GET console/shop/couriers/find?login: an account by phone or e-mail. */
export const findCourierAgent = (deps: Deps, login: string) => courierAgentByLogin(deps, login);

/** POST console/shop/couriers/:id/:courier: that courier's drop-point agent or not. */
export const setCourierAgentAsStaff = (
  deps: Deps,
  by: StaffActor,
  id: number,
  courier: string,
  agent: boolean,
) => setCourierAgent(deps, id, courier, agent, onCatalogue(by, 'shipping.courier_agent', `user:${id}`));

// ---- collections (the CLI's shop:collections / shop:collection-add) ----

/** GET console/shop/collections. */
export const consoleShopCollections = (deps: Deps) => operatorCollections(deps);

/** POST console/shop/collections: a new collection; answers the list. */
export async function addShopCollection(deps: Deps, by: StaffActor, body: ConsoleShopCollectionRequest) {
  const slug = slugify(body.slug || body.name);
  if (!slug) throw fieldError(body.slug ? 'slug' : 'name', 'console_shop_slug_empty');
  await operatorCollectionAdd(
    deps,
    { slug, name: body.name, description: body.description ?? '' },
    onCatalogue(by, 'shop.collection.add', `shop_collection:${slug}`),
  );
  return operatorCollections(deps);
}
