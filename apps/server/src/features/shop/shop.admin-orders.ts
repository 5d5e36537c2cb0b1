import type { ConsoleShopOrderDetail, ConsoleShopOrderRow } from '@konter/core/contracts/console-commerce';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@konter/core/contracts/shop-order';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  findOrderByCode,
  findOrderById,
  lineProducts,
  listOrders,
  type OrderRow,
  orderItems,
} from './order.repository.js';
import {
  cancelOrder,
  completeOrder,
  confirmOrder,
  detailOf,
  markShipped,
  type OrderChangeHook,
  recordRefund,
  summaries,
} from './order.service.js';
import {
  bookingAreas,
  courierFailure,
  courierOf,
  getShopOrderSettings,
  parcelItems,
  requireOrigin,
  setShopOrderSettings,
  shopOrigin,
} from './order-shipping.js';

// The operator's side of shop orders (npm run admin -- shop:orders | shop:order | shop:order-confirm
// | shop:order-ship | shop:order-done | shop:order-cancel | shop:order-refund | shop:order-setting).
// Every change goes through the same services as the app's (order.service.ts): one transaction,
// the buyer notified.

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '-');

/** An order by its code (SHP…) or its numeric id. */
async function orderOf(deps: Deps, ref: string): Promise<OrderRow> {
  const db = deps.database.db;
  const o = /^\d+$/.test(ref)
    ? await findOrderById(db, Number(ref))
    : await findOrderByCode(db, ref.toUpperCase());
  if (!o) throw new AppError('shop_order_not_found');
  return o;
}

export async function describeShopOrders(deps: Deps, status?: string): Promise<string> {
  if (status && !SHOP_ORDER_STATUSES.includes(status as ShopOrderStatus))
    throw new RangeError(`status: one of ${SHOP_ORDER_STATUSES.join(', ')}`);
  const { rows, total } = await listOrders(
    deps.database.db,
    status ? { status: status as ShopOrderStatus } : {},
    1,
    100,
  );
  if (rows.length === 0) return 'no shop orders';
  const lines = rows.map((o) =>
    [
      String(o.id).padStart(5),
      o.code,
      o.status.padEnd(15),
      formatRupiah(o.total + o.paymentFee).padStart(14),
      `${o.courierName} ${o.serviceName}`.padEnd(22),
      (o.receiptNumber ?? '-').padEnd(18),
      o.userId === null ? `visitor ${o.buyerPhone}` : `user ${o.userId}`,
      when(o.createdAt),
    ].join('  '),
  );
  return [...lines, `${rows.length} of ${total}`].join('\n');
}

export async function describeShopOrder(deps: Deps, ref: string): Promise<string> {
  const o = await orderOf(deps, ref);
  const d = await detailOf(deps, o);
  const a = d.address;
  return [
    `${o.code} (id ${o.id})  ${o.status}${o.cancelReason ? ` — ${o.cancelReason}` : ''}`,
    `buyer    ${o.buyerName} ${o.buyerPhone}${o.buyerEmail ? ` ${o.buyerEmail}` : ''}${o.userId === null ? ' (visitor)' : ` (user ${o.userId})`}`,
    `to       ${a.name} ${a.phone}, ${a.detail}, ${a.sub_district}, ${a.district}, ${a.city}, ${a.province} ${a.postal_code}`,
    ...d.items.map(
      (i) =>
        `item     ${i.quantity} × ${i.name}${i.variant_name ? ` (${i.variant_name})` : ''} @ ${formatRupiah(i.price)}`,
    ),
    `subtotal ${formatRupiah(o.subtotal)}  shipping ${formatRupiah(o.shippingFee)} (${o.courierName} ${o.serviceName}, ${o.weightG} g)  discount ${formatRupiah(o.discount)}${o.couponCode ? ` (${o.couponCode})` : ''}`,
    `total    ${formatRupiah(o.total)}${o.paymentFee ? ` + fee ${formatRupiah(o.paymentFee)}` : ''}  paid by ${o.paymentMethod ?? '-'} at ${when(o.paidAt)}`,
    `receipt  ${o.receiptNumber ?? '-'}${o.providerOrderId ? ` (courier order ${o.providerOrderId})` : ''}`,
    ...(o.refundedAt ? [`refunded ${when(o.refundedAt)} ref ${o.refundReference}`] : []),
    ...(o.notes ? [`notes    ${o.notes}`] : []),
    ...d.timeline.map((t) => `${t.at.replace('T', ' ').slice(0, 16)}  ${t.status}`),
    ...(d.tracking ?? []).map((t) => `track ${t.at.replace('T', ' ').slice(0, 16)}  ${t.status}  ${t.note}`),
  ].join('\n');
}

const done = (o: OrderRow, what: string) => `${o.code} ${what}: ${o.status}`;

// ---- the console's view (issue 18): the same orders and the same changes as the commands ----

const buyerOf = (o: OrderRow) => ({
  user_id: o.userId,
  name: o.buyerName,
  phone: o.buyerPhone,
  email: o.buyerEmail,
});

/** A visitor's gateway payment of a cancelled order, not yet recorded as refunded (recordRefund's rule). */
const refundable = (o: OrderRow) => {
  const provider = o.paymentMethod?.split(':')[0];
  return (
    o.userId === null &&
    o.status === 'cancelled' &&
    o.paidAt !== null &&
    o.refundedAt === null &&
    (provider === 'midtrans' || provider === 'xendit')
  );
};

/** Every buyer's orders, newest first (the console's list). */
export async function operatorOrders(
  deps: Deps,
  f: { status?: ShopOrderStatus | undefined; page: number },
  perPage: number,
): Promise<{ rows: ConsoleShopOrderRow[]; total: number }> {
  const db = deps.database.db;
  const { rows, total } = await listOrders(db, f.status ? { status: f.status } : {}, f.page, perPage);
  const views = await summaries(db, rows);
  return { rows: views.map((v, i) => ({ ...v, buyer: buyerOf(rows[i]!) })), total };
}

/** One order as the operator sees it: the buyer's detail, the buyer, the refund and what may be done now. */
export async function operatorOrder(deps: Deps, ref: string): Promise<ConsoleShopOrderDetail> {
  const o = await orderOf(deps, ref);
  const d = await detailOf(deps, o);
  const open = o.status === 'pending' || o.status === 'processed';
  return {
    ...d,
    buyer: buyerOf(o),
    refund_reference: o.refundReference,
    actions: {
      confirm: o.status === 'pending',
      ship: open,
      cancel: open || o.status === 'waiting_payment',
      refund: refundable(o),
    },
  };
}

/** pending → processed. `inTx` runs in the change's transaction (the console's audit row). */
export async function operatorConfirm(deps: Deps, ref: string, inTx?: OrderChangeHook) {
  return confirmOrder(deps, (await orderOf(deps, ref)).code, inTx);
}

/** Cancelled by the operator until shipped: stock back, a member's deposit hold voided once. */
export async function operatorCancel(deps: Deps, ref: string, reason: string, inTx?: OrderChangeHook) {
  return cancelOrder(deps, (await orderOf(deps, ref)).code, { reason, source: 'operator' }, inTx);
}

/** A visitor's gateway refund, made outside Konter, recorded once (revenue → gateway). */
export async function operatorRefund(deps: Deps, ref: string, reference: string, inTx?: OrderChangeHook) {
  return recordRefund(deps, (await orderOf(deps, ref)).code, reference, inTx);
}

/** The CLI's audit hook per action (`shop.order.confirm`, …), from the console module through cli/admin.ts. */
type CliOrderAudit = (action: string) => OrderChangeHook;

export async function cliOrderConfirm(deps: Deps, ref: string, audit?: CliOrderAudit) {
  return done(await operatorConfirm(deps, ref, audit?.('shop.order.confirm')), 'confirmed');
}

/**
 * Ships an order: with `awb`, the receipt number the operator has; without, the shipment is booked
 * at the courier provider (createOrder, the order's code as reference) and its waybill taken.
 */
export async function cliOrderShip(deps: Deps, ref: string, awb?: string, audit?: CliOrderAudit) {
  const { order, booked } = await operatorShip(deps, ref, awb, audit?.('shop.order.ship'));
  return done(
    order,
    booked
      ? `booked ${booked.providerOrderId}, waybill ${order.receiptNumber}`
      : `shipped with ${awb?.trim()}`,
  );
}

/** The shipping of cliOrderShip and the console (its audit row in the change's transaction through `inTx`). */
export async function operatorShip(
  deps: Deps,
  ref: string,
  awb?: string,
  inTx?: OrderChangeHook,
): Promise<{ order: OrderRow; booked: { providerOrderId: string } | null }> {
  const o = await orderOf(deps, ref);
  if (o.status !== 'pending' && o.status !== 'processed')
    throw new AppError('shop_order_wrong_state', { status: o.status });
  if (awb)
    return { order: await markShipped(deps, o.code, { receiptNumber: awb.trim() }, inTx), booked: null };
  const origin = await requireOrigin(deps);
  const items = await orderItems(deps.database.db, [o.id]);
  // The parcel's sizes are the products' (the order kept their names, prices and weights).
  const products = await lineProducts(deps.database.db, items);
  const courier = courierOf(deps);
  const a = o.address;
  const areas = await bookingAreas(deps, origin, a);
  let booked: Awaited<ReturnType<typeof courier.createOrder>>;
  try {
    booked = await courier.createOrder({
      origin: {
        name: origin.name,
        phone: origin.phone,
        address: `${origin.detail}, ${origin.sub_district}, ${origin.district}, ${origin.city}, ${origin.province}`,
        postal_code: origin.postal_code,
        area_id: areas.origin,
      },
      destination: {
        name: a.name,
        phone: a.phone,
        address: `${a.detail}, ${a.sub_district}, ${a.district}, ${a.city}, ${a.province}`,
        postal_code: a.postal_code,
        area_id: areas.destination,
        ...(o.notes ? { note: o.notes } : {}),
      },
      courier: o.courier,
      service: o.service,
      items: parcelItems(
        items.map((i) => {
          const p = products.find((x) => x.productId === i.productId && x.variantId === i.variantId);
          return {
            name: i.name,
            price: i.price,
            quantity: i.quantity,
            weightG: i.weightG,
            lengthCm: p?.lengthCm ?? 1,
            widthCm: p?.widthCm ?? 1,
            heightCm: p?.heightCm ?? 1,
          };
        }),
      ),
      reference_id: o.code,
    });
  } catch (err) {
    const e = courierFailure(err);
    throw e.code === 'courier_unavailable' ? new AppError('shop_booking_failed') : e;
  }
  const receipt = booked.waybill_id ?? booked.provider_order_id;
  try {
    const order = await markShipped(
      deps,
      o.code,
      { receiptNumber: receipt, providerOrderId: booked.provider_order_id },
      inTx,
    );
    return { order, booked: { providerOrderId: booked.provider_order_id } };
  } catch (err) {
    // Cancelled meanwhile: the booking is withdrawn.
    await courier.cancelOrder(booked.provider_order_id, 'order cancelled').catch(() => undefined);
    throw err;
  }
}

export async function cliOrderDone(deps: Deps, ref: string, audit?: CliOrderAudit) {
  return done(await completeOrder(deps, (await orderOf(deps, ref)).code, audit?.('shop.order.done')), 'done');
}

export async function cliOrderCancel(deps: Deps, ref: string, reason: string, audit?: CliOrderAudit) {
  return done(await operatorCancel(deps, ref, reason, audit?.('shop.order.cancel')), 'cancelled');
}

export async function cliOrderRefund(deps: Deps, ref: string, reference: string, audit?: CliOrderAudit) {
  const o = await operatorRefund(deps, ref, reference, audit?.('shop.order.refund'));
  return `${o.code} refund recorded (${reference}): ${formatRupiah(o.total)} revenue → gateway`;
}

/** shop:order-setting [key value]: expiry_minutes <n> | origin '<json>' (name, phone, province, …). */
export async function cliOrderSetting(
  deps: Deps,
  key?: string,
  value?: string,
  audit?: (tx: Db, before: unknown, after: unknown) => Promise<unknown>,
) {
  if (key === 'expiry_minutes') await setShopOrderSettings(deps, { expiry_minutes: Number(value) }, audit);
  else if (key === 'origin')
    await setShopOrderSettings(deps, { origin: shopOrigin.parse(JSON.parse(value ?? '')) }, audit);
  else if (key) throw new RangeError('keys: expiry_minutes, origin');
  return JSON.stringify(await getShopOrderSettings(deps), null, 2);
}
