import { randomBytes } from 'node:crypto';
import {
  type BookingRequest,
  type ConfirmBookingRequest,
  type CourierAgent,
  type CustomerAddress,
  type CustomerAddressKind,
  createShipmentRequest,
  type DestinationArea,
  MULTICOURIER_COURIER_INFO,
  SHIPMENT_STATUSES,
  SHIPPING_BOOKING_MINUTES,
  type ShipmentListItem,
  type ShipmentListQuery,
  type ShipmentShippingState,
  type ShipmentStatus,
  type ShipmentTracking,
  type ShippingDashboard,
  type ShippingFeeInput,
  type ShippingQuote,
  type ShippingReportTotals,
} from '@konter/core/contracts/shipping';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { jakartaDayStart } from '../../lib/time.js';
import { shippingState } from '../../providers/courier/index.js';
import { listAddresses } from '../account/index.js';
import type { User } from '../auth/index.js';
import { COURIERS, type CourierMeta, enabledCouriers, isAgentOf, providerOf } from './couriers.js';
import {
  allShipments,
  consumeBooking,
  deleteContact,
  findBooking,
  findShipmentByCode,
  findUserShipment,
  insertBooking,
  listContacts,
  listShipments,
  type ShipmentRow,
  shipmentCounts,
  shipmentEvents,
  unconsumeBooking,
} from './shipping.repository.js';
import { createShipment, quote, syncShipment } from './shipping.service.js';
import { eventView, listItemView, partyView, shipmentView } from './shipping.views.js';

// What the member reads (lists, detail, tracking, dashboard, reports, the agent entity, saved
// addresses, areas) and Sicepat's two-step create. Reads of shipments are the caller's own only:
// another member's shipment is 404.

/** A Jakarta day (YYYY-MM-DD) → its start; the day after `to` is the exclusive end. */
const dayStart = (d: string) => new Date(`${d}T00:00:00+07:00`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

export async function listMyShipments(
  deps: Deps,
  userId: number,
  meta: CourierMeta | null,
  q: ShipmentListQuery & { page?: number; per_page?: number },
) {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? 20;
  const { rows, total } = await listShipments(
    deps.database.db,
    {
      userId,
      ...(meta ? { courier: meta.courier } : {}),
      ...(q.status ? { status: q.status as ShipmentStatus } : {}),
      ...(q.shipping_status ? { shippingStatus: q.shipping_status as ShipmentShippingState } : {}),
      ...(q.from ? { from: dayStart(q.from) } : {}),
      ...(q.to ? { to: dayAfter(q.to) } : {}),
      ...(q.q ? { q: q.q } : {}),
    },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  return { data: rows.map(listItemView), meta: pageMeta(page, perPage, total) };
}

/** The caller's shipment of that courier by ref (or 404). */
export async function ownShipment(deps: Deps, userId: number, meta: CourierMeta | null, ref: string) {
  const s = await findShipmentByCode(deps.database.db, ref.trim().toUpperCase());
  if (!s || s.userId !== userId || (meta && s.courier !== meta.courier))
    throw new AppError('shipping_not_found');
  return s;
}

export async function shipmentDetail(deps: Deps, s: ShipmentRow) {
  return shipmentView(s, await shipmentEvents(deps.database.db, s.id));
}

/** POST sicepat/find: by awb or ref, the caller's own. */
export async function findMyShipment(
  deps: Deps,
  userId: number,
  meta: CourierMeta,
  by: { awb?: string; ref_id?: string },
) {
  const s = await findUserShipment(deps.database.db, userId, {
    ...(by.ref_id ? { code: by.ref_id } : {}),
    ...(by.awb ? { awb: by.awb } : {}),
  });
  if (!s || s.courier !== meta.courier) throw new AppError('shipping_not_found');
  return shipmentDetail(deps, s);
}

// ---- tracking ----

const trackingOfShipment = async (deps: Deps, s: ShipmentRow): Promise<ShipmentTracking> => {
  const events = await shipmentEvents(deps.database.db, s.id);
  return {
    awb: s.awb ?? '',
    courier: s.courier,
    expedition: MULTICOURIER_COURIER_INFO[s.courier].name,
    status: s.providerStatus ?? s.status,
    shipping_status: s.shippingStatus,
    history: events.map(eventView),
  };
};

/** The provider's public tracking of a waybill at one courier. */
async function providerTracking(deps: Deps, awb: string, meta: CourierMeta): Promise<ShipmentTracking> {
  const t = await providerOf(deps).track(awb, meta.code);
  return {
    awb: t.waybill_id,
    courier: meta.courier,
    expedition: meta.name,
    status: t.status,
    shipping_status: t.state ?? shippingState(t.status),
    history: t.history.map((h) => ({
      date: h.at.toISOString(),
      status: h.status,
      shipping_status: h.state,
      note: h.note || null,
    })),
  };
}

/**
 * POST mlo/transaction/{courier}/track: the caller's own shipment re-read from the provider (its
 * state applied, as a webhook would) with its history; another waybill of that courier through the
 * provider's public tracking. Failures → 422 `shipping_tracking_failed`.
 */
export async function trackMine(deps: Deps, userId: number, meta: CourierMeta, awb: string) {
  const own = await findUserShipment(deps.database.db, userId, { awb });
  try {
    if (own && own.courier === meta.courier) {
      const fresh = own.providerOrderId ? await syncShipment(deps, own) : own;
      return trackingOfShipment(deps, fresh);
    }
    return await providerTracking(deps, awb, meta);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('shipping_tracking_failed');
  }
}

/** POST mlo/public/track: by waybill (and courier, when given; else each courier is asked in turn). */
export async function publicTrack(deps: Deps, awb: string, courier?: string) {
  if (!awb.trim()) throw new AppError('shipping_awb_required');
  const candidates = courier ? COURIERS.filter((c) => c.courier === courier) : enabledCouriers(deps);
  for (const meta of candidates) {
    try {
      return await providerTracking(deps, awb.trim(), meta);
    } catch {
      // not this courier's (or the provider failed): the next one
    }
  }
  throw new AppError('shipping_tracking_failed');
}

/** idexpress/get_waybill_last_status: the newest entry of the tracking. */
export async function lastStatus(deps: Deps, userId: number, meta: CourierMeta, awb: string) {
  const t = await trackMine(deps, userId, meta, awb);
  const last = t.history.at(-1);
  return {
    awb: t.awb,
    status: t.status,
    shipping_status: t.shipping_status,
    date: last?.date ?? null,
    note: last?.note ?? null,
  };
}

// ---- areas ----

export async function destinations(deps: Deps, q: string): Promise<DestinationArea[]> {
  try {
    const areas = await providerOf(deps).areas(q);
    return areas.slice(0, 50).map((a) => ({
      id: a.id,
      name: a.name,
      province: a.province,
      city: a.city,
      district: a.district,
      postal_code: a.postal_code,
    }));
  } catch {
    throw new AppError('shipping_region_failed');
  }
}

// ---- agent, dashboard ----

/** GET mlo/{courier}/agen: the caller as that courier's agent (account and primary address). */
export async function courierAgent(deps: Deps, user: User, meta: CourierMeta): Promise<CourierAgent> {
  const addresses = await listAddresses(deps, user.id);
  const a = addresses.find((x) => x.is_primary) ?? addresses[0];
  return {
    id: user.id,
    name: user.name,
    email: user.email || null,
    phone: user.hp || null,
    address: a?.detail ?? null,
    sub_district: a?.sub_district ?? null,
    district: a?.district ?? null,
    city: a?.city ?? null,
    province: a?.province ?? null,
    country: 'Indonesia',
    postal_code: a?.postal_code ?? null,
    latitude: a?.latitude ?? null,
    longitude: a?.longitude ?? null,
    note: a?.note ?? null,
    active: isAgentOf(user.courierFlags, meta),
    courier: meta.courier,
  };
}

export async function dashboard(deps: Deps, userId: number): Promise<ShippingDashboard> {
  const db = deps.database.db;
  const [c, today] = await Promise.all([
    shipmentCounts(db, userId),
    listShipments(db, { userId, from: jakartaDayStart() }, { limit: 100, offset: 0 }),
  ]);
  return {
    success_trx_count: c.success,
    failed_trx_count: c.failed,
    delivered_trx_count: c.delivered,
    waiting_for_pickup_trx_count: c.waiting,
    today: today.rows.map(listItemView),
  };
}

// ---- reports ----

export function totalsOf(rows: ShipmentRow[]): ShippingReportTotals {
  const per: Record<string, number> = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0]));
  let total = 0;
  let charged = 0;
  let cashback = 0;
  for (const s of rows) {
    per[s.status] = (per[s.status] ?? 0) + 1;
    total += s.totalCost;
    if (s.status === 'success' || s.status === 'return' || (s.status === 'failed' && s.pickedAt))
      charged += s.charged;
    if (s.pickedAt) cashback += s.agentCashback;
  }
  return { count: rows.length, total_cost: total, charged, cashback, per_status: per };
}

export async function transactionReport(
  deps: Deps,
  userId: number,
  meta: CourierMeta | null,
  range: { from: string; to: string },
): Promise<{ rows: ShipmentListItem[]; totals: ShippingReportTotals }> {
  const rows = await allShipments(deps.database.db, {
    userId,
    ...(meta ? { courier: meta.courier } : {}),
    from: dayStart(range.from),
    to: dayAfter(range.to),
  });
  return { rows: rows.map(listItemView), totals: totalsOf(rows) };
}

export async function courierReport(deps: Deps, userId: number, range: { from: string; to: string }) {
  const rows = await allShipments(deps.database.db, {
    userId,
    from: dayStart(range.from),
    to: dayAfter(range.to),
  });
  return {
    rows: COURIERS.map((c) => ({
      courier: c.courier,
      expedition: c.name,
      ...totalsOf(rows.filter((s) => s.courier === c.courier)),
    })).filter((r) => r.count > 0),
    totals: totalsOf(rows),
  };
}

// ---- saved senders and recipients ----

export async function customerAddresses(
  deps: Deps,
  userId: number,
  kind: CustomerAddressKind | undefined,
  q: string | undefined,
): Promise<CustomerAddress[]> {
  const found = await listContacts(deps.database.db, userId, kind, q);
  return found.map((c) => ({
    ...partyView(c),
    id: c.id,
    kind: c.kind,
    last_used_at: c.lastUsedAt.toISOString(),
  }));
}

export async function deleteCustomerAddress(deps: Deps, userId: number, id: number) {
  if (!(await deleteContact(deps.database.db, userId, id))) throw new AppError('shipping_contact_not_found');
  return { id };
}

// ---- Sicepat: booking_order + confirm_order ----

/** Prices a draft and keeps it SHIPPING_BOOKING_MINUTES minutes. */
export async function bookOrder(
  deps: Deps,
  user: User,
  meta: CourierMeta,
  input: BookingRequest & ShippingFeeInput,
) {
  const quotes = await quote(deps, user, [meta], input);
  const q = quotes.find((x) => x.service_code === input.service_code);
  if (!q) throw new AppError('shipping_service_unavailable');
  const id = `BK${randomBytes(9).toString('hex').toUpperCase()}`;
  const expiresAt = new Date(Date.now() + SHIPPING_BOOKING_MINUTES * 60_000);
  const { service_code, ...rest } = input;
  await insertBooking(deps.database.db, {
    id,
    userId: user.id,
    courier: meta.courier,
    request: { ...rest, service_code },
    quote: q,
    expiresAt,
  });
  return { booking_id: id, expires_at: expiresAt.toISOString(), quote: q };
}

/** Creates the booked shipment at the booked price (once per booking; a failure frees it again). */
export async function confirmBooking(
  deps: Deps,
  user: User,
  meta: CourierMeta,
  input: ConfirmBookingRequest,
) {
  const db = deps.database.db;
  const b = await findBooking(db, user.id, input.booking_id);
  if (!b || b.courier !== meta.courier) throw new AppError('shipping_booking_not_found');
  // A booking is used once: a second confirm finds nothing to confirm.
  if (b.consumedAt) throw new AppError('shipping_booking_not_found');
  if (b.expiresAt <= new Date()) throw new AppError('shipping_booking_expired');
  const q = b.quote as ShippingQuote;
  const parsed = createShipmentRequest.parse({
    ...(b.request as object),
    expected_total: q.total_cost,
    pin: input.pin,
    save_sender: input.save_sender ?? false,
    save_recipient: input.save_recipient ?? false,
  });
  if (!(await consumeBooking(db, b.id))) throw new AppError('shipping_booking_not_found');
  try {
    return await createShipment(deps, user, meta, parsed);
  } catch (err) {
    await unconsumeBooking(db, b.id);
    throw err;
  }
}
