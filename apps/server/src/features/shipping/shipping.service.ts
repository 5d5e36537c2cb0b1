import { randomInt } from 'node:crypto';
import {
  type CreateShipmentInput,
  type ShipmentItem,
  type ShipmentShippingState,
  type ShippingFeeInput,
  type ShippingParty,
  type ShippingQuote,
  shipmentCost,
} from '@konter/core/contracts/shipping';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import { getUserBalances, hold, postHold, transfer, voidHold } from '../../ledger/index.js';
import type { CourierOrderHandler } from '../../lib/courier-orders.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDay } from '../../lib/time.js';
import {
  CourierError,
  type CourierItem,
  type CourierOrder,
  findCourierArea,
  type RateOption,
} from '../../providers/courier/index.js';
import { assertCanTransact, type User, verifyPin } from '../auth/index.js';
import { getSiteSettings } from '../site/index.js';
import { type CourierMeta, enabledCouriers, isAgentOf, providerOf } from './couriers.js';
import {
  findOpenManifest,
  findShipmentByCode,
  findShipmentById,
  findShipmentByProviderOrder,
  guard,
  insertShipment,
  insertShipmentEvent,
  lockShipment,
  markSynced,
  type ShipmentRow,
  shipmentsToSync,
  updateShipment,
  upsertContact,
} from './shipping.repository.js';

// Multi-courier shipments (issue 16; 0031_shipping.sql says the states and the money): one service
// parameterised by the courier. Prices are always asked again from the provider (never the
// client's); money moves only through the ledger, each move with its guarded state update in one
// transaction, so a webhook, the reconcile job, a track and a cancel racing each other move it once.

/** Shipping states after the courier has the parcel: the hold is posted when one of these is first seen. */
const PICKED_UP: readonly ShipmentShippingState[] = [
  'in-transit',
  'out-for-delivery',
  'delivered',
  'return-initiated',
  'returned',
];
/** Minutes a shipment whose booking answer never came stays pending before the reconcile gives up. */
export const UNCONFIRMED_BOOKING_MINUTES = 15;
const UNCONFIRMED = 'booking_unconfirmed';

// ---- settings and the multicourier switch ----

export async function shippingPercents(db: Db) {
  const s = await getSiteSettings(db);
  return { tax: s.multicourier_tax_percent, cashback: s.multicourier_cashback_percent };
}

/** 403 `multicourier_disabled` unless the site's Multicourier preference is on. */
export async function assertMulticourier(deps: Deps): Promise<void> {
  if (!(await getSiteSettings(deps.database.db)).multicourier) throw new AppError('multicourier_disabled');
}

// ---- quotes ----

const itemOf = (i: ShipmentItem): CourierItem => ({
  name: i.item_content.slice(0, 100),
  description: i.item_type,
  value: i.item_value,
  weight_g: i.item_weight,
  length_cm: i.item_length,
  width_cm: i.item_width,
  height_cm: i.item_height,
  quantity: 1,
});

/** The provider's area of a sender or recipient: the one it names, else found from its areas. */
async function areaOf(deps: Deps, p: ShippingParty, field: 'sender' | 'recipient'): Promise<string> {
  if (p.area_id) return p.area_id;
  let area: Awaited<ReturnType<typeof findCourierArea>>;
  try {
    area = await findCourierArea(providerOf(deps), p);
  } catch {
    throw new AppError('shipping_region_failed');
  }
  if (!area) throw fieldError(`${field}.district`, 'shipping_region_failed');
  return area.id;
}

/** Sender and recipient with their provider areas filled in. */
export async function withAreas(deps: Deps, input: { sender: ShippingParty; recipient: ShippingParty }) {
  const [from, to] = await Promise.all([
    areaOf(deps, input.sender, 'sender'),
    areaOf(deps, input.recipient, 'recipient'),
  ]);
  return { sender: { ...input.sender, area_id: from }, recipient: { ...input.recipient, area_id: to } };
}

function quoteOf(
  r: RateOption,
  meta: CourierMeta,
  input: ShippingFeeInput,
  percents: { tax: number; cashback: number },
  agent: boolean,
): ShippingQuote {
  const cost = shipmentCost(r.price, {
    insurance: input.insurance,
    itemValue: input.item.item_value,
    taxPercent: percents.tax,
  });
  return {
    courier: meta.courier,
    courier_name: meta.name,
    service_code: r.service_code,
    service_name: r.service_name,
    description: r.description,
    ...cost,
    agent_cashback: agent ? Math.round((r.price * percents.cashback) / 100) : 0,
    eta_min_days: r.eta_min_days,
    eta_max_days: r.eta_max_days,
    etd: r.eta_min_days === r.eta_max_days ? `${r.eta_min_days}` : `${r.eta_min_days}-${r.eta_max_days}`,
  };
}

const byPrice = (a: ShippingQuote, b: ShippingQuote) =>
  a.total_cost - b.total_cost || a.eta_max_days - b.eta_max_days || a.courier.localeCompare(b.courier);
const byEta = (a: ShippingQuote, b: ShippingQuote) =>
  a.eta_max_days - b.eta_max_days || a.eta_min_days - b.eta_min_days || a.total_cost - b.total_cost;

/** The services of these couriers for the parcel, with the cost breakdown (sorted by price or ETA). */
export async function quote(
  deps: Deps,
  user: User,
  couriers: CourierMeta[],
  input: ShippingFeeInput,
  sort: 'price' | 'eta' = 'price',
): Promise<ShippingQuote[]> {
  const parties = await withAreas(deps, input);
  let rates: RateOption[];
  try {
    rates = await providerOf(deps).rates({
      origin: { area_id: parties.sender.area_id, postal_code: input.sender.postal_code },
      destination: { area_id: parties.recipient.area_id, postal_code: input.recipient.postal_code },
      couriers: couriers.map((c) => c.code),
      items: [itemOf(input.item)],
    });
  } catch (err) {
    if (err instanceof CourierError && err.code === 'area_not_served')
      throw new AppError('shipping_region_failed');
    throw new AppError('shipping_tariff_failed');
  }
  const percents = await shippingPercents(deps.database.db);
  const quotes: ShippingQuote[] = [];
  for (const r of rates) {
    const meta = couriers.find((c) => c.code === r.courier_code.toLowerCase());
    if (meta) quotes.push(quoteOf(r, meta, input, percents, isAgentOf(user.courierFlags, meta)));
  }
  if (quotes.length === 0) throw new AppError('shipping_tariff_failed');
  return quotes.sort(sort === 'eta' ? byEta : byPrice);
}

export const quoteAll = (deps: Deps, user: User, input: ShippingFeeInput, sort: 'price' | 'eta') =>
  quote(deps, user, enabledCouriers(deps), input, sort);

// ---- create ----

const CODE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export function newCode(prefix: string, length = 8, at = new Date()): string {
  let r = '';
  for (let i = 0; i < length; i++) r += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return `${prefix}${jakartaDay(at).slice(2).replaceAll('-', '')}${r}`;
}

/**
 * POST mlo/transaction/{courier}/create_order: the price asked again (a different total than the
 * member saw is 409 `shipping_price_changed`, nothing moved), the PIN, then in one transaction the
 * shipment (pending) and the hold of its total on the deposit (mlo:<code>:hold; short → the
 * ledger's 422 and nothing saved), then the booking at the courier (outside the transaction).
 */
export async function createShipment(
  deps: Deps,
  user: User,
  meta: CourierMeta,
  input: CreateShipmentInput,
): Promise<ShipmentRow> {
  assertCanTransact(user);
  const db = deps.database.db;
  const parties = await withAreas(deps, input);
  const quotes = await quote(deps, user, [meta], { ...input, ...parties });
  const q = quotes.find((x) => x.service_code === input.service_code);
  if (!q) throw fieldError('service_code', 'shipping_service_unavailable');
  if (q.total_cost !== input.expected_total) {
    throw new AppError('shipping_price_changed', {
      old: formatRupiah(input.expected_total),
      new: formatRupiah(q.total_cost),
    });
  }
  await verifyPin(deps, db, user, input.pin);
  const code = newCode('MC');
  const row = await db.transaction(async (tx) => {
    const h = await hold(tx, {
      key: `mlo:${code}:hold`,
      source: { userId: user.id, kind: 'deposit' },
      amount: q.total_cost,
      kind: 'mlo_shipment',
      reference: code,
      meta: { courier: meta.courier, service: q.service_code },
    });
    const end = h.sourceBalanceAfter ?? 0;
    const s = await insertShipment(tx, {
      code,
      userId: user.id,
      courier: meta.courier,
      courierCode: meta.code,
      serviceCode: q.service_code,
      serviceName: q.service_name,
      sender: parties.sender,
      recipient: parties.recipient,
      itemType: input.item.item_type,
      commodityType: input.item.commodity_type,
      itemContent: input.item.item_content,
      itemWeight: input.item.item_weight,
      itemValue: input.item.item_value,
      itemLength: input.item.item_length,
      itemWidth: input.item.item_width,
      itemHeight: input.item.item_height,
      insurance: input.insurance,
      shippingFee: q.shipping_fee,
      shippingTax: q.shipping_tax,
      insuranceFee: q.insurance_fee,
      insuranceTax: q.insurance_tax,
      totalCost: q.total_cost,
      agentCashback: q.agent_cashback,
      startBalance: end + q.total_cost,
      endBalance: end,
      holdId: h.holdId,
    });
    await ourEvent(tx, s.id, 'created', null, null);
    if (input.save_sender) await upsertContact(tx, user.id, 'sender', parties.sender);
    if (input.save_recipient) await upsertContact(tx, user.id, 'recipient', parties.recipient);
    return s;
  });
  return book(deps, row);
}

const contactOf = (p: ShippingParty) => ({
  name: p.name,
  phone: p.phone,
  address: [p.address, p.sub_district].filter(Boolean).join(', '),
  postal_code: p.postal_code,
  ...(p.area_id ? { area_id: p.area_id } : {}),
  ...(p.note ? { note: p.note } : {}),
});

/**
 * Books a pending shipment at the courier (reference_id = its code). Booked → success with the AWB
 * (joining the member's open manifest of that courier). Refused (CourierError other than
 * `unavailable`) → the hold voided, failed, and 422 `shipping_create_failed` with the reason. An
 * unknown outcome (timeout, 5xx) leaves it pending: the provider may have booked it, and its
 * orders are read by id only, so the reconcile job waits for a webhook naming our reference and
 * gives up (hold voided, failed) after UNCONFIRMED_BOOKING_MINUTES; an order that shows up after
 * that is cancelled at the courier (see applyRemote).
 */
async function book(deps: Deps, s: ShipmentRow): Promise<ShipmentRow> {
  const provider = providerOf(deps);
  let created: Awaited<ReturnType<typeof provider.createOrder>>;
  try {
    created = await provider.createOrder({
      shipper: { name: s.sender.name, phone: s.sender.phone },
      origin: contactOf(s.sender),
      destination: contactOf(s.recipient),
      courier: s.courierCode,
      service: s.serviceCode,
      items: [
        {
          name: s.itemContent.slice(0, 100),
          description: s.itemType,
          value: s.itemValue,
          weight_g: s.itemWeight,
          length_cm: s.itemLength,
          width_cm: s.itemWidth,
          height_cm: s.itemHeight,
          quantity: 1,
        },
      ],
      reference_id: s.code,
      insurance: s.insurance,
      ...(s.recipient.note ? { note: s.recipient.note } : {}),
    });
  } catch (err) {
    if (err instanceof CourierError && err.code !== 'unavailable') {
      await failBeforePickup(deps, s.id, err.message.slice(0, 200));
      throw new AppError('shipping_create_failed', { reason: err.message.slice(0, 200) });
    }
    deps.logger.warn({ err, code: s.code }, 'courier booking outcome unknown; the shipment stays pending');
    await deps.database.db.transaction((tx) => ourEvent(tx, s.id, 'booking_unknown', null, null));
    return (await findShipmentById(deps.database.db, s.id))!;
  }
  return deps.database.db.transaction(async (tx) => {
    const manifest = await findOpenManifest(tx, s.userId, s.courier);
    const u = await updateShipment(tx, s.id, ['pending'], {
      status: 'success',
      providerOrderId: created.provider_order_id,
      awb: created.waybill_id,
      providerStatus: created.status,
      shippingStatus: created.state ?? 'waiting-for-pickup',
      manifestId: manifest?.id ?? null,
    });
    if (!u) return (await findShipmentById(tx, s.id))!;
    await ourEvent(tx, s.id, 'booked', u.shippingStatus, created.waybill_id);
    return u;
  });
}

function ourEvent(
  tx: Db,
  id: number,
  status: string,
  state: ShipmentShippingState | null,
  note: string | null,
) {
  return insertShipmentEvent(tx, id, {
    at: new Date(),
    providerStatus: status,
    shippingStatus: state,
    note,
    key: `our:${status}:${note ?? ''}`,
  });
}

/** Before pickup: failed, the hold voided (the money back once). */
async function failBeforePickup(deps: Deps, id: number, reason: string): Promise<ShipmentRow | null> {
  return deps.database.db.transaction(async (tx) => {
    const u = await updateShipment(
      tx,
      id,
      ['pending', 'success'],
      { status: 'failed', failureReason: reason },
      guard.notPicked,
    );
    if (!u) return null;
    if (u.holdId !== null) await voidHold(tx, u.holdId);
    await ourEvent(tx, id, 'failed', u.shippingStatus, reason);
    return u;
  });
}

// ---- cancel ----

/**
 * POST mlo/transaction/{courier}/cancel, before pickup: the courier's cancel, then in one
 * transaction success|pending → cancel and the hold voided. Two cancels racing: the provider
 * refuses the second (already cancelled) — re-read, it says cancelled — and the guarded update
 * lets one of them void the hold; the other answers the same cancelled shipment.
 */
export async function cancelShipment(
  deps: Deps,
  user: User,
  meta: CourierMeta,
  refId: string,
  reason: string,
): Promise<ShipmentRow> {
  const db = deps.database.db;
  const s = await findShipmentByCode(db, refId.trim().toUpperCase());
  if (!s || s.userId !== user.id || s.courier !== meta.courier) throw new AppError('shipping_not_found');
  if (s.status === 'cancel') return s;
  if (!['pending', 'success'].includes(s.status) || s.pickedAt) throw new AppError('shipping_cannot_cancel');
  if (!s.providerOrderId) {
    throw new AppError('shipping_cancel_failed', { reason: 'the courier has not confirmed the booking yet' });
  }
  const provider = providerOf(deps);
  try {
    await provider.cancelOrder(s.providerOrderId, reason);
  } catch (err) {
    // Already cancelled (a racing cancel) or past pickup: the order as the provider has it decides.
    let remote: CourierOrder | null = null;
    try {
      remote = await provider.getOrder(s.providerOrderId);
    } catch {
      // answered below
    }
    if (remote?.state !== 'cancelled') {
      if (remote) await applyRemote(deps, s.id, remote);
      throw new AppError('shipping_cancel_failed', {
        reason: err instanceof Error ? err.message.slice(0, 200) : 'courier error',
      });
    }
  }
  const done = await db.transaction(async (tx) => {
    const u = await updateShipment(
      tx,
      s.id,
      ['pending', 'success'],
      { status: 'cancel', shippingStatus: 'cancelled', cancelReason: reason },
      guard.notPicked,
    );
    if (!u) return null;
    if (u.holdId !== null) await voidHold(tx, u.holdId);
    await ourEvent(tx, s.id, 'cancelled', 'cancelled', reason);
    return u;
  });
  if (done) return done;
  const now = (await findShipmentById(db, s.id))!;
  if (now.status === 'cancel') return now;
  throw new AppError('shipping_cannot_cancel');
}

// ---- the provider's state applied ----

/**
 * Applies the order as the provider has it now (a webhook's re-read, the job, a track): its
 * history as events (once each), the shipping status, and the money of the transition —
 *   picked (or any later state) first seen: the hold posted to `courier` (once) and the agent's
 *     cashback revenue → cashback (mlo:<code>:cashback, once);
 *   cancelled / failed before pickup: failed|cancel and the hold voided;
 *   returned: status return (the money stays charged); delivered: delivered_at;
 *   a different price after pickup: an adjustment deposit ↔ courier (mlo:<code>:adjust:<price>).
 * Idempotent: the same state twice changes nothing the second time. Returns what it did.
 */
export async function applyRemote(deps: Deps, id: number, remote: CourierOrder): Promise<string> {
  return deps.database.db.transaction(async (tx) => {
    let s = await lockShipment(tx, id);
    if (!s) return 'unknown shipment';
    for (const h of remote.history) {
      await insertShipmentEvent(tx, s.id, {
        at: h.at,
        providerStatus: h.status,
        shippingStatus: h.state,
        note: h.note || null,
        key: `p:${h.status}:${h.at.toISOString()}`,
      });
    }
    const state = remote.state;
    if (!state) return `noted: ${remote.status}`;
    const done: string[] = [];

    // A booking whose answer never came: the provider's order names our reference.
    if (s.status === 'pending' && !s.providerOrderId) {
      const u = await updateShipment(tx, s.id, ['pending'], {
        status: 'success',
        providerOrderId: remote.provider_order_id,
        awb: remote.waybill_id,
        providerStatus: remote.status,
        shippingStatus: 'waiting-for-pickup',
      });
      if (u) {
        s = u;
        done.push('booked');
      }
    }
    if (s.failureReason === UNCONFIRMED && s.status === 'failed') {
      // We gave up on it and gave the money back: the courier must not carry it for free.
      return 'unconfirmed booking found after the refund: cancel it at the courier';
    }
    if (remote.waybill_id && !s.awb) {
      s = (await updateShipment(tx, s.id, [s.status], { awb: remote.waybill_id })) ?? s;
    }

    const pickedNow = PICKED_UP.includes(state);
    if (pickedNow && s.status === 'success' && !s.pickedAt) {
      const at = remote.history.find((h) => h.state && PICKED_UP.includes(h.state))?.at ?? new Date();
      const u = await updateShipment(tx, s.id, ['success'], { pickedAt: at }, guard.notPicked);
      if (u) {
        s = u;
        if (u.holdId !== null) {
          await postHold(tx, u.holdId, { credit: 'courier', key: `mlo:${u.code}:post` });
        }
        if (u.agentCashback > 0) {
          await transfer(tx, {
            key: `mlo:${u.code}:cashback`,
            debit: 'revenue',
            credit: { userId: u.userId, kind: 'cashback' },
            amount: u.agentCashback,
            kind: 'mlo_cashback',
            reference: u.code,
          });
        }
        await ourEvent(tx, s.id, 'charged', state, String(u.charged));
        done.push('picked');
      }
    }

    if (
      (state === 'cancelled' || state === 'failed') &&
      !s.pickedAt &&
      ['pending', 'success'].includes(s.status)
    ) {
      const u = await updateShipment(
        tx,
        s.id,
        ['pending', 'success'],
        {
          status: state === 'cancelled' ? 'cancel' : 'failed',
          shippingStatus: state,
          providerStatus: remote.status,
          failureReason: state === 'failed' ? remote.status : null,
        },
        guard.notPicked,
      );
      if (u) {
        if (u.holdId !== null) await voidHold(tx, u.holdId);
        return [...done, state === 'cancelled' ? 'cancelled: refunded' : 'failed: refunded'].join(', ');
      }
    }

    const next: Parameters<typeof updateShipment>[3] = {};
    if (s.shippingStatus !== state) next.shippingStatus = state;
    if (s.providerStatus !== remote.status) next.providerStatus = remote.status;
    if (state === 'delivered' && !s.deliveredAt) {
      next.deliveredAt = remote.history.find((h) => h.state === 'delivered')?.at ?? new Date();
    }
    const status = state === 'returned' ? 'return' : state === 'failed' && s.pickedAt ? 'failed' : undefined;
    if (status && s.status !== status) next.status = status;
    if (Object.keys(next).length > 0 && ['success', 'return', 'failed'].includes(s.status)) {
      const u = await updateShipment(tx, s.id, ['success', 'return', 'failed'], next);
      if (u) {
        s = u;
        done.push(state);
      }
    }

    // The courier's price changed after pickup: the difference through the ledger, once per price.
    const price = s.priceDue ?? remote.price;
    if (s.pickedAt && price > 0 && price !== s.providerPrice) {
      done.push(await adjustPrice(tx, s, price));
    }
    return done.length ? done.join(', ') : `unchanged: ${remote.status}`;
  });
}

/**
 * deposit → courier for an increase (courier → deposit for a decrease), keyed
 * mlo:<code>:adjust:<price>; `charged` follows. Members' deposits cannot go negative (the ledger's
 * rule), so an increase the deposit cannot cover is recorded as due (price_due, an event) and
 * posted by a later re-read (the reconcile job keeps such shipments in its scan) once it can.
 */
async function adjustPrice(tx: Db, s: ShipmentRow, price: number): Promise<string> {
  const diff = price - s.providerPrice;
  if (diff > 0) {
    const { deposit } = await getUserBalances(tx, s.userId);
    if (deposit < diff) {
      if (s.priceDue !== price) {
        await updateShipment(tx, s.id, [s.status], { priceDue: price });
        await ourEvent(tx, s.id, 'adjust_pending', s.shippingStatus, `${s.providerPrice}->${price}`);
      }
      return 'adjustment due';
    }
  }
  const key = `mlo:${s.code}:adjust:${price}`;
  const r = await transfer(tx, {
    key,
    debit: diff > 0 ? { userId: s.userId, kind: 'deposit' } : 'courier',
    credit: diff > 0 ? 'courier' : { userId: s.userId, kind: 'deposit' },
    amount: Math.abs(diff),
    kind: 'mlo_adjustment',
    reference: s.code,
    meta: { from: s.providerPrice, to: price },
  });
  const u = await updateShipment(
    tx,
    s.id,
    [s.status],
    { charged: s.charged + (r.replayed ? 0 : diff), providerPrice: price, priceDue: null },
    guard.providerPrice(s.providerPrice),
  );
  if (u && !r.replayed)
    await ourEvent(tx, s.id, 'price_adjusted', s.shippingStatus, `${s.providerPrice}->${price}`);
  return `adjusted ${diff > 0 ? '+' : ''}${diff}`;
}

/** Re-reads a booked shipment from the provider and applies it (track, job). */
export async function syncShipment(deps: Deps, s: ShipmentRow): Promise<ShipmentRow> {
  if (!s.providerOrderId) return s;
  const remote = await providerOf(deps).getOrder(s.providerOrderId);
  await applyRemote(deps, s.id, remote);
  await markSynced(deps.database.db, s.id);
  return (await findShipmentById(deps.database.db, s.id))!;
}

/**
 * The reconcile job (every few minutes): open shipments re-read from the provider (missed
 * webhooks); pending ones whose booking answer never came are given up after
 * UNCONFIRMED_BOOKING_MINUTES (failed, the hold voided).
 */
export async function reconcileShipments(deps: Deps, limit = 50): Promise<number> {
  const db = deps.database.db;
  const due = await shipmentsToSync(db, limit, new Date(Date.now() - 2 * 60_000));
  let n = 0;
  for (const s of due) {
    try {
      if (s.providerOrderId) {
        await syncShipment(deps, s);
      } else if (
        s.status === 'pending' &&
        Date.now() - s.createdAt.getTime() > UNCONFIRMED_BOOKING_MINUTES * 60_000
      ) {
        await failBeforePickup(deps, s.id, UNCONFIRMED);
        deps.logger.warn({ code: s.code }, 'courier booking never confirmed: failed and refunded');
        await markSynced(db, s.id);
      } else {
        await markSynced(db, s.id);
      }
      n++;
    } catch (err) {
      deps.logger.warn({ err, code: s.code }, 'shipment reconcile failed');
    }
  }
  return n;
}

/**
 * The courier webhook's handler for shipments (lib/courier-orders.ts): the order re-read by the
 * route, found by the provider's id or our reference, applied. Null when it is not a shipment.
 */
export const shippingCourierOrders: CourierOrderHandler = {
  name: 'shipping',
  async handle(deps, providerOrderId, remote) {
    const db = deps.database.db;
    let s = await findShipmentByProviderOrder(db, providerOrderId);
    if (!s && remote.reference_id?.startsWith('MC')) {
      const byRef = await findShipmentByCode(db, remote.reference_id);
      if (byRef && (!byRef.providerOrderId || byRef.providerOrderId === providerOrderId)) s = byRef;
    }
    if (!s) return null;
    const outcome = await applyRemote(deps, s.id, remote);
    if (outcome.startsWith('unconfirmed booking found') && remote.state === 'waiting-for-pickup') {
      try {
        await providerOf(deps).cancelOrder(providerOrderId, 'payment refunded: booking was not confirmed');
      } catch (err) {
        deps.logger.error({ err, code: s.code }, 'could not cancel a courier order we refunded');
      }
    }
    return outcome;
  },
};
