import type {
  ShopCancelSource,
  ShopOrderDetail,
  ShopOrderStatus,
  ShopOrderSummary,
} from '@konter/core/contracts/shop-order';
import type { NoticeKey } from '@konter/core/messages/index';
import { formatRupiah } from '@konter/core/money';
import { type PaymentMethodCode, parsePaymentMethod, paymentFee } from '@konter/core/payment';
import type { Db } from '../../db/client.js';
import { hold, postHold, transfer, voidHold } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { GatewayOrderKind } from '../../lib/payment-orders.js';
import { jakartaDay } from '../../lib/time.js';
import type { PaymentEvent } from '../../providers/payment/gateway.js';
import { assertCanTransact, type User, verifyPin } from '../auth/index.js';
import { getDepositSettings } from '../deposit/index.js';
import type { NotificationRow } from '../notifications/index.js';
import { releaseCouponUse } from './coupon.service.js';
import {
  expiredOrderCodes,
  findOrderByCode,
  insertOrderEvent,
  lockOrder,
  notRefunded,
  type OrderItemRow,
  type OrderRow,
  orderEvents,
  orderItems,
  releaseStock,
  sellStock,
  updateOrder,
} from './order.repository.js';
import { courierOf } from './order-shipping.js';

// The shop order's states and the money and stock each change moves (0030_shop_orders.sql):
// waiting_payment → pending (paid) → processed → shipped → done; cancelled before shipping. Each
// change is ONE database transaction: the guarded status update (WHERE status IN …), its stock and
// ledger movements, the timeline row and the buyer's notification — so whatever races it (a cancel
// and a ship, two cancels, the expiry job and a payment), its effects happen once. After commit the
// buyer's pages hear `shop.order.updated` (and the notification).

/** The gateway order id prefix of shop orders (lib/payment-orders.ts; the order's code). */
export const SHOP_ORDER_PREFIX = 'SHP';

// ---- views ----

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(o: OrderRow, items: OrderItemRow[]): ShopOrderSummary {
  const first = items[0];
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    discount: o.discount,
    payment_fee: o.paymentFee,
    total: o.total,
    total_quantity: items.reduce((n, i) => n + i.quantity, 0),
    first_item: {
      name: first ? first.name + (first.variantName ? ` (${first.variantName})` : '') : '',
      image: first?.image ?? null,
    },
    items_count: items.length,
    courier: o.courier,
    courier_name: o.courierName,
    service: o.service,
    service_name: o.serviceName,
    receipt_number: o.receiptNumber,
    payment_method: o.paymentMethod,
    expires_at: o.expiresAt.toISOString(),
    created_at: o.createdAt.toISOString(),
  };
}

export const itemView = (i: OrderItemRow) => ({
  product_id: i.productId,
  variant_id: i.variantId,
  slug: i.slug,
  name: i.name,
  variant_name: i.variantName,
  image: i.image,
  price: i.price,
  quantity: i.quantity,
  subtotal: i.price * i.quantity,
  weight_g: i.weightG,
});

export async function summaries(db: Db, orders: OrderRow[]): Promise<ShopOrderSummary[]> {
  const items = await orderItems(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) =>
    summaryOf(
      o,
      items.filter((i) => i.orderId === o.id),
    ),
  );
}

/** Whether the order's page may still take a payment. */
export const canPay = (o: OrderRow, now = new Date()) => o.status === 'waiting_payment' && o.expiresAt > now;
/** The buyer may cancel while unpaid or awaiting confirmation. */
export const buyerCanCancel = (o: OrderRow) => o.status === 'waiting_payment' || o.status === 'pending';

/** The courier's tracking of a shipped order; null before shipping or when the provider cannot answer. */
async function trackingOf(deps: Deps, o: OrderRow) {
  if (!o.receiptNumber || (o.status !== 'shipped' && o.status !== 'done')) return null;
  try {
    const t = await courierOf(deps).track(o.receiptNumber, o.courier);
    return t.history
      .map((h) => ({ status: h.state ?? h.status, note: h.note, at: h.at.toISOString() }))
      .sort((a, b) => a.at.localeCompare(b.at));
  } catch (err) {
    deps.logger.warn({ feature: 'shop', order: o.code, err }, 'tracking not available');
    return null;
  }
}

export async function detailOf(
  deps: Deps,
  o: OrderRow,
  opts: { tracking?: boolean } = {},
): Promise<ShopOrderDetail> {
  const db = deps.database.db;
  const [items, events, tracking] = await Promise.all([
    orderItems(db, [o.id]),
    orderEvents(db, o.id),
    opts.tracking === false ? Promise.resolve(null) : trackingOf(deps, o),
  ]);
  return {
    ...summaryOf(o, items),
    items: items.map(itemView),
    address: {
      name: o.address.name,
      phone: o.address.phone,
      province: o.address.province,
      city: o.address.city,
      district: o.address.district,
      sub_district: o.address.sub_district,
      postal_code: o.address.postal_code,
      detail: o.address.detail,
      favorite_label: o.address.favorite_label ?? null,
    },
    coupon_code: o.couponCode,
    notes: o.notes,
    cancel_reason: o.cancelReason,
    cancel_source: o.cancelSource,
    payment_url: o.status === 'waiting_payment' ? o.paymentUrl : null,
    paid_at: iso(o.paidAt),
    processed_at: iso(o.processedAt),
    shipped_at: iso(o.shippedAt),
    done_at: iso(o.doneAt),
    cancelled_at: iso(o.cancelledAt),
    refunded_at: iso(o.refundedAt),
    timeline: events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
    tracking,
    can_cancel: buyerCanCancel(o),
    can_pay: canPay(o),
  };
}

// ---- notifications ----

const NOTICES: Record<ShopOrderStatus, { title: NoticeKey; body?: NoticeKey; status: 0 | 1 | 2 }> = {
  waiting_payment: { title: 'shop_order_created_title', body: 'shop_order_created_body', status: 0 },
  pending: { title: 'shop_order_paid_title', body: 'shop_order_paid_body', status: 1 },
  processed: { title: 'shop_order_processed_title', status: 0 },
  shipped: { title: 'shop_order_shipped_title', body: 'shop_order_shipped_body', status: 0 },
  done: { title: 'shop_order_done_title', status: 1 },
  cancelled: { title: 'shop_order_cancelled_title', body: 'shop_order_cancelled_body', status: 2 },
};

const wib = (d: Date) =>
  `${jakartaDay(d)} ${new Date(d.getTime() + 7 * 3600_000).toISOString().slice(11, 16)} WIB`;

/**
 * The buyer's notification of the order's new state (members only: a visitor has no inbox), in the
 * caller's transaction. `refunded`: a cancel that gave the deposit back.
 */
export async function recordOrderNotice(
  deps: Deps,
  tx: Db,
  o: OrderRow,
  opts: { refunded?: number } = {},
): Promise<NotificationRow | null> {
  if (o.userId === null) return null;
  const n = NOTICES[o.status];
  let title = n.title;
  let body = n.body;
  if (o.status === 'cancelled' && o.cancelSource === 'expired') {
    title = 'shop_order_expired_title';
    body = undefined;
  } else if (o.status === 'cancelled' && opts.refunded) body = 'shop_order_refunded_body';
  return deps.notifier.record(tx, {
    userId: o.userId,
    type: 'shop',
    title,
    ...(body ? { body } : {}),
    params: {
      code: o.code,
      total: formatRupiah(o.total + o.paymentFee),
      expires: wib(o.expiresAt),
      courier: o.courierName,
      awb: o.receiptNumber ?? '',
      reason: o.cancelReason ?? '',
      amount: formatRupiah(opts.refunded ?? 0),
    },
    status: n.status,
    data: { kind: 'shop_order', code: o.code, status: o.status },
  });
}

/** After commit: the notification to the buyer's pages and `shop.order.updated`. */
export function publishOrder(deps: Deps, o: OrderRow, note: NotificationRow | null) {
  if (note) deps.notifier.publish([note]);
  if (o.userId !== null)
    deps.bus.publish({
      userId: o.userId,
      event: 'shop.order.updated',
      payload: { code: o.code, status: o.status },
    });
}

/** A state change's common tail: the timeline row and the notification (inside the transaction). */
async function entered(deps: Deps, tx: Db, o: OrderRow, opts: { refunded?: number; note?: string } = {}) {
  await insertOrderEvent(tx, o.id, o.status, opts.note);
  return recordOrderNotice(deps, tx, o, opts);
}

// ---- payment ----

/** The ledger key of the hold of a member's paid order. */
const holdKey = (code: string) => `shop:${code}:hold`;

/** The order, for its owner; 404 for anyone else. */
function ownedBy(o: OrderRow | undefined, userId: number): OrderRow {
  if (!o || o.userId !== userId) throw new AppError('shop_order_not_found');
  return o;
}

function assertPayable(o: OrderRow, now: Date) {
  if (o.status !== 'waiting_payment') throw new AppError('shop_order_not_payable');
  if (o.expiresAt <= now) throw new AppError('shop_order_expired');
}

/**
 * POST shop/cart/pay with the deposit: the PIN, then in one transaction the order's lock, a hold of
 * the total on the buyer's deposit (key shop:<code>:hold) and waiting_payment → pending.
 */
export async function payFromDeposit(deps: Deps, user: User, code: string, pin: string): Promise<OrderRow> {
  assertCanTransact(user);
  const db = deps.database.db;
  const known = ownedBy(await findOrderByCode(db, code), user.id);
  assertPayable(known, new Date());
  await verifyPin(deps, db, user, pin);
  const { order, note } = await db.transaction(async (tx) => {
    const now = new Date();
    const o = ownedBy(await lockOrder(tx, code), user.id);
    assertPayable(o, now);
    const h = await hold(tx, {
      key: holdKey(o.code),
      source: { userId: user.id, kind: 'deposit' },
      amount: o.total,
      kind: 'shop_order',
      reference: o.code,
    });
    const paid = await updateOrder(tx, o.id, ['waiting_payment'], {
      status: 'pending',
      paymentMethod: 'deposit',
      paymentUrl: null,
      paymentFee: 0,
      holdId: h.holdId,
      paidAt: now,
    });
    if (!paid) throw new AppError('shop_order_not_payable');
    return { order: paid, note: await entered(deps, tx, paid) };
  });
  publishOrder(deps, order, note);
  return order;
}

export function gatewayOf(deps: Deps, method: string) {
  const parsed = parsePaymentMethod(method);
  const gateway =
    parsed && parsed.provider !== 'bank_transfer' ? deps.gateways?.[parsed.provider] : undefined;
  if (!parsed || !gateway) throw fieldError('payment_method', 'shop_payment_method_unavailable');
  return { gateway, channel: parsed.channel, method: method as PaymentMethodCode };
}

/** The buyer's fee for paying `amount` by a gateway method (0 when the shop bears it). */
export async function gatewayFeeFor(db: Db, method: PaymentMethodCode, amount: number) {
  const s = await getDepositSettings(db);
  return paymentFee({
    method,
    amount,
    purpose: 'payment',
    customerPaysFee: s.pay_external_payment_fee,
    shopeepayOwnRate: s.shopeepay_own_rate,
  });
}

/** Where the gateway sends the payer back: the order's page (it reads the state from us). */
export const returnUrls = (deps: Deps, code: string) => {
  const base = `${deps.config.APP_URL.replace(/\/+$/, '')}/shop/checkout/${code}`;
  return {
    finish: `${base}?result=finish`,
    unfinish: `${base}?result=unfinish`,
    error: `${base}?result=error`,
  };
};

/**
 * A gateway payment of a waiting order: the fee is fixed on the order, the gateway asked for its
 * page (the order's code is the gateway's order id, so one payment per order); an open page of the
 * same method is answered again. Nothing is paid until the gateway's confirmed notification
 * (applyShopGatewayEvent).
 */
export async function startGatewayPayment(
  deps: Deps,
  o: OrderRow,
  method: string,
  customer: { name: string; email?: string | null; phone: string },
): Promise<OrderRow> {
  const g = gatewayOf(deps, method);
  const now = new Date();
  assertPayable(o, now);
  if (o.paymentRef) {
    if (o.paymentMethod === method && o.paymentUrl) return o;
    throw new AppError('shop_order_payment_started');
  }
  const db = deps.database.db;
  const { fee } = await gatewayFeeFor(db, g.method, o.total);
  // Claimed first (the method and fee on the order), so two taps open one payment.
  const claimed = await updateOrder(
    db,
    o.id,
    ['waiting_payment'],
    { paymentMethod: method, paymentFee: fee },
    notRefunded,
  );
  if (!claimed) throw new AppError('shop_order_not_payable');
  try {
    const created = await g.gateway.createPayment({
      orderId: o.code,
      amount: o.total + fee,
      description: `Pesanan ${o.code}`,
      customer: {
        name: customer.name,
        ...(customer.email ? { email: customer.email } : {}),
        phone: customer.phone,
      },
      channel: g.channel,
      expiresInMinutes: Math.max(1, Math.ceil((o.expiresAt.getTime() - now.getTime()) / 60_000)),
      returnUrls: returnUrls(deps, o.code),
      callbackUrl: `${deps.config.APP_URL}/api/v1/webhooks/${g.gateway.name}`,
    });
    const opened = await updateOrder(db, o.id, ['waiting_payment'], {
      paymentUrl: created.paymentUrl,
      paymentRef: created.providerRef,
    });
    if (!opened) throw new AppError('shop_order_not_payable');
    return opened;
  } catch (err) {
    if (err instanceof AppError) throw err;
    deps.logger.error({ feature: 'shop', order: o.code, err }, 'gateway payment not started');
    await updateOrder(db, o.id, ['waiting_payment'], { paymentMethod: null, paymentFee: 0 });
    throw new AppError('shop_payment_failed', undefined, { retryAfter: 5 });
  }
}

/** POST shop/cart/pay by a gateway channel (member). */
export async function payByGateway(deps: Deps, user: User, code: string, method: string): Promise<OrderRow> {
  assertCanTransact(user);
  const o = ownedBy(await findOrderByCode(deps.database.db, code), user.id);
  return startGatewayPayment(deps, o, method, { name: user.name, email: user.email || null, phone: user.hp });
}

/**
 * A confirmed gateway event of a shop order (features/payment applies it through the registry, in
 * its transaction, once per event). Paid:
 *  - a member's order: the payment is credited to their deposit (key pay:<provider>:<transaction>)
 *    and held from there, exactly as a deposit payment — cancelling gives it back to the deposit;
 *  - a visitor's order: gateway → revenue; a cancel is refunded outside Konter (shop:order-refund).
 * The gateway fee the buyer paid goes gateway → fees; one the shop bears, revenue → fees.
 * A payment for an order no longer waiting (expired meanwhile) is taken all the same — the member's
 * lands in their deposit, a visitor's waits in revenue for the operator's refund — and recorded.
 */
export async function applyShopGatewayEvent(
  deps: Deps,
  tx: Db,
  provider: 'midtrans' | 'xendit',
  event: PaymentEvent,
  after: (() => void)[],
): Promise<string> {
  const o = await lockOrder(tx, event.orderId);
  if (!o?.paymentMethod?.startsWith(`${provider}:`)) return 'unknown shop order';
  if (event.state !== 'paid') return `noted: ${event.state}`;
  const expected = o.total + o.paymentFee;
  if (event.amount !== expected) return `amount mismatch: paid ${event.amount}, expected ${expected}`;
  const now = new Date();
  const received = event.amount - o.paymentFee;
  const key = `pay:${provider}:${event.transactionId}`;
  await transfer(tx, {
    key,
    debit: `gateway:${provider}`,
    credit: o.userId !== null ? { userId: o.userId, kind: 'deposit' } : 'revenue',
    amount: received,
    kind: 'shop_payment',
    reference: o.code,
  });
  const { merchantFee } = await gatewayFeeFor(tx, o.paymentMethod as PaymentMethodCode, o.total);
  const fee = o.paymentFee > 0 ? o.paymentFee : merchantFee;
  if (fee > 0)
    await transfer(tx, {
      key: `${key}:fee`,
      debit: o.paymentFee > 0 ? `gateway:${provider}` : 'revenue',
      credit: 'fees',
      amount: fee,
      kind: 'payment_fee',
      reference: o.code,
      meta: { borne_by: o.paymentFee > 0 ? 'customer' : 'merchant' },
    });
  // Paid otherwise meanwhile (the deposit) or no longer waiting (expired, cancelled): the money is
  // the buyer's — in the member's deposit, or in revenue for the operator's refund of a visitor.
  if (o.status !== 'waiting_payment' || o.paidAt) {
    if (!o.paidAt) await updateOrder(tx, o.id, [o.status], { paidAt: now });
    return o.userId !== null
      ? `credited to deposit: order is ${o.status}`
      : `received: order is ${o.status}, refund it`;
  }
  const holdId =
    o.userId !== null
      ? (
          await hold(tx, {
            key: holdKey(o.code),
            source: { userId: o.userId, kind: 'deposit' },
            amount: o.total,
            kind: 'shop_order',
            reference: o.code,
          })
        ).holdId
      : null;
  const paid = await updateOrder(tx, o.id, ['waiting_payment'], { status: 'pending', holdId, paidAt: now });
  if (!paid) return 'unchanged';
  const note = await entered(deps, tx, paid);
  after.push(() => publishOrder(deps, paid, note));
  return 'paid: shop order pending';
}

/** The shop's kind for the payment registry (createDeps). */
export const shopPaymentOrders: GatewayOrderKind = {
  prefix: SHOP_ORDER_PREFIX,
  apply: applyShopGatewayEvent,
};

// ---- the operator's and buyer's state changes ----

/**
 * Runs inside an operator's change after its guarded update, in the same transaction (the console's
 * audit row commits with the change, or neither does).
 */
export type OrderChangeHook = (tx: Db, before: OrderRow, after: OrderRow) => Promise<unknown>;

async function change(
  deps: Deps,
  code: string,
  step: (tx: Db, o: OrderRow, now: Date) => Promise<{ order: OrderRow; refunded?: number; note?: string }>,
  inTx?: OrderChangeHook,
): Promise<OrderRow> {
  const { order, note } = await deps.database.db.transaction(async (tx) => {
    const o = await lockOrder(tx, code);
    if (!o) throw new AppError('shop_order_not_found');
    const r = await step(tx, o, new Date());
    if (inTx) await inTx(tx, o, r.order);
    return { order: r.order, note: await entered(deps, tx, r.order, r) };
  });
  publishOrder(deps, order, note);
  return order;
}

const wrongState = (o: OrderRow) => new AppError('shop_order_wrong_state', { status: o.status });

/** pending → processed (the operator confirms a paid order). */
export function confirmOrder(deps: Deps, code: string, inTx?: OrderChangeHook): Promise<OrderRow> {
  return change(
    deps,
    code,
    async (tx, o, now) => {
      const r = await updateOrder(tx, o.id, ['pending'], { status: 'processed', processedAt: now });
      if (!r) throw wrongState(o);
      return { order: r };
    },
    inTx,
  );
}

/**
 * pending | processed → shipped with its receipt number: the reserved units are sold and a member's
 * hold is posted to revenue (key hold:<id>:post) — in the same transaction, once.
 */
export function markShipped(
  deps: Deps,
  code: string,
  shipment: { receiptNumber: string; providerOrderId?: string | null },
  inTx?: OrderChangeHook,
): Promise<OrderRow> {
  return change(
    deps,
    code,
    async (tx, o, now) => {
      const r = await updateOrder(tx, o.id, ['pending', 'processed'], {
        status: 'shipped',
        receiptNumber: shipment.receiptNumber,
        ...(shipment.providerOrderId ? { providerOrderId: shipment.providerOrderId } : {}),
        processedAt: o.processedAt ?? now,
        shippedAt: now,
      });
      if (!r) throw wrongState(o);
      for (const i of await orderItems(tx, [o.id])) await sellStock(tx, i);
      if (o.holdId !== null) await postHold(tx, o.holdId, { credit: 'revenue' });
      return { order: r };
    },
    inTx,
  );
}

/** shipped → done (the operator, or the courier's webhook on delivery). */
export function completeOrder(deps: Deps, code: string, inTx?: OrderChangeHook): Promise<OrderRow> {
  return change(
    deps,
    code,
    async (tx, o, now) => {
      const r = await updateOrder(tx, o.id, ['shipped'], { status: 'done', doneAt: now });
      if (!r) throw wrongState(o);
      return { order: r };
    },
    inTx,
  );
}

/**
 * Cancels before shipping: the reserved units back to stock, the coupon use given back, and a
 * member's deposit hold voided (the money back once). `buyer` may cancel while waiting_payment or
 * pending; the operator until shipped; `expired` only an unpaid order whose time ran out.
 */
export function cancelOrder(
  deps: Deps,
  code: string,
  c: { reason: string | null; source: ShopCancelSource; userId?: number },
  inTx?: OrderChangeHook,
): Promise<OrderRow> {
  return change(
    deps,
    code,
    async (tx, o, now) => {
      if (c.userId !== undefined && o.userId !== c.userId) throw new AppError('shop_order_not_found');
      const from: ShopOrderStatus[] =
        c.source === 'expired'
          ? ['waiting_payment']
          : c.source === 'buyer'
            ? ['waiting_payment', 'pending']
            : ['waiting_payment', 'pending', 'processed'];
      if (c.source === 'expired' && o.expiresAt > now) throw wrongState(o);
      const r = await updateOrder(tx, o.id, from, {
        status: 'cancelled',
        cancelReason: c.reason,
        cancelSource: c.source,
        cancelledAt: now,
      });
      if (!r) throw c.source === 'buyer' ? new AppError('shop_order_cannot_cancel') : wrongState(o);
      for (const i of await orderItems(tx, [o.id])) await releaseStock(tx, i);
      await releaseCouponUse(tx, o.id);
      let refunded = 0;
      if (o.holdId !== null) {
        const v = await voidHold(tx, o.holdId);
        if (!v.replayed) refunded = v.releasedAmount;
      }
      return { order: r, refunded };
    },
    inTx,
  );
}

/**
 * A visitor's gateway payment of a cancelled order, refunded outside Konter by the operator and
 * recorded here once: revenue → gateway (key shop:<code>:refund) with the reference.
 */
export async function recordRefund(
  deps: Deps,
  code: string,
  reference: string,
  inTx?: OrderChangeHook,
): Promise<OrderRow> {
  return deps.database.db.transaction(async (tx) => {
    const o = await lockOrder(tx, code);
    if (!o) throw new AppError('shop_order_not_found');
    const provider = o.paymentMethod?.split(':')[0];
    if (
      o.userId !== null ||
      o.status !== 'cancelled' ||
      !o.paidAt ||
      o.refundedAt ||
      (provider !== 'midtrans' && provider !== 'xendit')
    )
      throw new AppError('shop_order_not_refundable');
    const r = await updateOrder(
      tx,
      o.id,
      ['cancelled'],
      { refundReference: reference, refundedAt: new Date() },
      notRefunded,
    );
    if (!r) throw new AppError('shop_order_not_refundable');
    await transfer(tx, {
      key: `shop:${o.code}:refund`,
      debit: 'revenue',
      credit: `gateway:${provider}`,
      amount: o.total,
      kind: 'shop_refund',
      reference: o.code,
      meta: { reference },
    });
    await insertOrderEvent(tx, o.id, 'cancelled', `refunded: ${reference}`);
    if (inTx) await inTx(tx, o, r);
    return r;
  });
}

/** The `shop-order-expiry` job: unpaid orders whose time ran out are cancelled, their stock released once. */
export async function expireShopOrders(deps: Deps, now = new Date()): Promise<number> {
  let n = 0;
  for (const code of await expiredOrderCodes(deps.database.db, now, 200)) {
    try {
      await cancelOrder(deps, code, { reason: null, source: 'expired' });
      n++;
    } catch (err) {
      // Paid or cancelled meanwhile: nothing to expire.
      if (!(err instanceof AppError))
        deps.logger.error({ feature: 'shop', order: code, err }, 'expiry failed');
    }
  }
  return n;
}
