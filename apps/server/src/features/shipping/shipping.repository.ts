import type {
  CustomerAddressKind,
  MulticourierCourier,
  ShipmentShippingState,
  ShipmentStatus,
  ShippingParty,
} from '@konter/core/contracts/shipping';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { counts, guardedUpdater, rows, selectWhere } from '../../db/raw-sql.js';
import { date, dateOrNull, json, num, numOrNull, str } from '../../db/values.js';

// Every statement of multi-courier shipping (0031_shipping.sql): shipments and their events,
// manifests, the saved senders/recipients and Sicepat's bookings. The services hold the rules and
// the transactions; the ledger moves the money.

// ---- shipments ----

export interface ShipmentRow {
  id: number;
  code: string;
  userId: number;
  courier: MulticourierCourier;
  courierCode: string;
  serviceCode: string;
  serviceName: string;
  sender: ShippingParty;
  recipient: ShippingParty;
  itemType: 'document' | 'package';
  commodityType: string | null;
  itemContent: string;
  itemWeight: number;
  itemValue: number;
  itemLength: number;
  itemWidth: number;
  itemHeight: number;
  insurance: boolean;
  shippingFee: number;
  shippingTax: number;
  insuranceFee: number;
  insuranceTax: number;
  totalCost: number;
  charged: number;
  providerPrice: number;
  priceDue: number | null;
  agentCashback: number;
  startBalance: number;
  endBalance: number;
  providerOrderId: string | null;
  awb: string | null;
  status: ShipmentStatus;
  shippingStatus: ShipmentShippingState | null;
  providerStatus: string | null;
  holdId: number | null;
  manifestId: number | null;
  manifestCode: string | null;
  cancelReason: string | null;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  pickedAt: Date | null;
  deliveredAt: Date | null;
}

const shipmentSelect = sql`s.*, (SELECT m.code FROM courier_manifests m WHERE m.id = s.manifest_id) AS manifest_code`;

const shipmentOf = (r: Record<string, unknown>): ShipmentRow => ({
  id: num(r.id),
  code: String(r.code),
  userId: num(r.user_id),
  courier: String(r.courier) as MulticourierCourier,
  courierCode: String(r.courier_code),
  serviceCode: String(r.service_code),
  serviceName: String(r.service_name),
  sender: json<ShippingParty>(r.sender),
  recipient: json<ShippingParty>(r.recipient),
  itemType: String(r.item_type) as ShipmentRow['itemType'],
  commodityType: str(r.commodity_type),
  itemContent: String(r.item_content),
  itemWeight: num(r.item_weight),
  itemValue: num(r.item_value),
  itemLength: num(r.item_length),
  itemWidth: num(r.item_width),
  itemHeight: num(r.item_height),
  insurance: r.insurance === true,
  shippingFee: num(r.shipping_fee),
  shippingTax: num(r.shipping_tax),
  insuranceFee: num(r.insurance_fee),
  insuranceTax: num(r.insurance_tax),
  totalCost: num(r.total_cost),
  charged: num(r.charged),
  providerPrice: num(r.provider_price),
  priceDue: numOrNull(r.price_due),
  agentCashback: num(r.agent_cashback),
  startBalance: num(r.start_balance),
  endBalance: num(r.end_balance),
  providerOrderId: str(r.provider_order_id),
  awb: str(r.awb),
  status: String(r.status) as ShipmentStatus,
  shippingStatus: str(r.shipping_status) as ShipmentShippingState | null,
  providerStatus: str(r.provider_status),
  holdId: numOrNull(r.hold_id),
  manifestId: numOrNull(r.manifest_id),
  manifestCode: str(r.manifest_code),
  cancelReason: str(r.cancel_reason),
  failureReason: str(r.failure_reason),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
  pickedAt: dateOrNull(r.picked_at),
  deliveredAt: dateOrNull(r.delivered_at),
});

/** A new shipment: what the booking decides (charged is its total, the provider's price its fee). */
export type NewShipment = Omit<
  ShipmentRow,
  | 'id'
  | 'charged'
  | 'providerPrice'
  | 'priceDue'
  | 'providerOrderId'
  | 'awb'
  | 'status'
  | 'shippingStatus'
  | 'providerStatus'
  | 'holdId'
  | 'manifestId'
  | 'manifestCode'
  | 'cancelReason'
  | 'failureReason'
  | 'createdAt'
  | 'updatedAt'
  | 'pickedAt'
  | 'deliveredAt'
> & { holdId: number };

export async function insertShipment(tx: Db, s: NewShipment): Promise<ShipmentRow> {
  const [r] = await rows(
    tx,
    sql`INSERT INTO shipments (code, user_id, courier, courier_code, service_code, service_name, sender,
          recipient, item_type, commodity_type, item_content, item_weight, item_value, item_length,
          item_width, item_height, insurance, shipping_fee, shipping_tax, insurance_fee, insurance_tax,
          total_cost, charged, provider_price, agent_cashback, start_balance, end_balance, hold_id)
        VALUES (${s.code}, ${s.userId}, ${s.courier}, ${s.courierCode}, ${s.serviceCode}, ${s.serviceName},
          ${JSON.stringify(s.sender)}::jsonb, ${JSON.stringify(s.recipient)}::jsonb, ${s.itemType},
          ${s.commodityType}, ${s.itemContent}, ${s.itemWeight}, ${s.itemValue}, ${s.itemLength},
          ${s.itemWidth}, ${s.itemHeight}, ${s.insurance}, ${s.shippingFee}, ${s.shippingTax},
          ${s.insuranceFee}, ${s.insuranceTax}, ${s.totalCost}, ${s.totalCost}, ${s.shippingFee},
          ${s.agentCashback}, ${s.startBalance}, ${s.endBalance}, ${s.holdId})
        RETURNING *, NULL AS manifest_code`,
  );
  return shipmentOf(r!);
}

/** The shipments (alias `s`) where a condition holds — it may go on with ORDER BY, LIMIT, FOR UPDATE. */
const shipmentsWhere = selectWhere(shipmentSelect, 'shipments s', shipmentOf);

export async function findShipmentByCode(db: Db, code: string): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(db, sql`s.code = ${code}`))[0];
}

export async function findShipmentById(db: Db, id: number): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(db, sql`s.id = ${id}`))[0];
}

export async function findShipmentByProviderOrder(db: Db, providerOrderId: string) {
  return (await shipmentsWhere(db, sql`s.provider_order_id = ${providerOrderId}`))[0];
}

/** A member's shipment by its AWB (or its ref), newest first. */
export async function findUserShipment(
  db: Db,
  userId: number,
  by: { awb?: string; code?: string },
): Promise<ShipmentRow | undefined> {
  const cond = by.code ? sql`s.code = ${by.code.toUpperCase()}` : sql`s.awb = ${by.awb ?? ''}`;
  return (await shipmentsWhere(db, sql`s.user_id = ${userId} AND ${cond} ORDER BY s.id DESC LIMIT 1`))[0];
}

/** Locks the row for a state change (the guarded UPDATE still decides). */
export async function lockShipment(tx: Db, id: number): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(tx, sql`s.id = ${id} FOR UPDATE`))[0];
}

export interface ShipmentPatch {
  status?: ShipmentStatus;
  shippingStatus?: ShipmentShippingState | null;
  providerStatus?: string | null;
  providerOrderId?: string | null;
  awb?: string | null;
  manifestId?: number | null;
  cancelReason?: string | null;
  failureReason?: string | null;
  charged?: number;
  providerPrice?: number;
  priceDue?: number | null;
  pickedAt?: Date | null;
  deliveredAt?: Date | null;
}

const patchColumns: Record<keyof ShipmentPatch, string> = {
  status: 'status',
  shippingStatus: 'shipping_status',
  providerStatus: 'provider_status',
  providerOrderId: 'provider_order_id',
  awb: 'awb',
  manifestId: 'manifest_id',
  cancelReason: 'cancel_reason',
  failureReason: 'failure_reason',
  charged: 'charged',
  providerPrice: 'provider_price',
  priceDue: 'price_due',
  pickedAt: 'picked_at',
  deliveredAt: 'delivered_at',
};

/**
 * The guarded update `(tx, id, from, patch, where?)`: changes the row only while its status is one
 * of `from` (and `where`, when given, holds); undefined when it was not (someone else changed it first).
 */
export const updateShipment = guardedUpdater<ShipmentPatch, ShipmentStatus, ShipmentRow>(
  { table: 'shipments', alias: 's', columns: patchColumns, returning: shipmentSelect },
  shipmentOf,
);

/** Guard helpers for updateShipment's `where`. */
export const guard = {
  notPicked: sql`s.picked_at IS NULL`,
  providerPrice: (price: number) => sql`s.provider_price = ${price}`,
};

export async function markSynced(db: Db, id: number): Promise<void> {
  await rows(db, sql`UPDATE shipments SET synced_at = now() WHERE id = ${id}`);
}

/** Shipments the courier may still change (or with a price adjustment due), least recently synced first. */
export async function shipmentsToSync(db: Db, limit: number, syncedBefore: Date): Promise<ShipmentRow[]> {
  return shipmentsWhere(
    db,
    sql`(s.status IN ('pending', 'success') OR s.price_due IS NOT NULL)
         AND (s.synced_at IS NULL OR s.synced_at < ${syncedBefore})
         AND s.created_at < now() - interval '1 minute'
         ORDER BY s.synced_at NULLS FIRST, s.id
         LIMIT ${limit}`,
  );
}

// ---- events ----

export interface ShipmentEventRow {
  at: Date;
  providerStatus: string;
  shippingStatus: ShipmentShippingState | null;
  note: string | null;
}

/** Adds an event once per dedupe key; true when it was new. */
export async function insertShipmentEvent(
  tx: Db,
  shipmentId: number,
  e: ShipmentEventRow & { key: string },
): Promise<boolean> {
  const r = await rows(
    tx,
    sql`INSERT INTO shipment_events (shipment_id, at, provider_status, shipping_status, note, dedupe_key)
        VALUES (${shipmentId}, ${e.at}, ${e.providerStatus}, ${e.shippingStatus}, ${e.note}, ${e.key})
        ON CONFLICT (shipment_id, dedupe_key) DO NOTHING RETURNING id`,
  );
  return r.length > 0;
}

export async function shipmentEvents(db: Db, shipmentId: number): Promise<ShipmentEventRow[]> {
  const found = await rows(
    db,
    sql`SELECT at, provider_status, shipping_status, note FROM shipment_events
         WHERE shipment_id = ${shipmentId} ORDER BY at, id`,
  );
  return found.map((r) => ({
    at: date(r.at),
    providerStatus: String(r.provider_status),
    shippingStatus: str(r.shipping_status) as ShipmentShippingState | null,
    note: str(r.note),
  }));
}

// ---- lists, counts, reports ----

export interface ShipmentFilter {
  userId: number;
  courier?: MulticourierCourier;
  status?: ShipmentStatus;
  shippingStatus?: ShipmentShippingState;
  from?: Date;
  to?: Date;
  q?: string;
  manifestId?: number;
}

function filterSql(f: ShipmentFilter): SQL {
  const parts: SQL[] = [sql`s.user_id = ${f.userId}`];
  if (f.courier) parts.push(sql`s.courier = ${f.courier}`);
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.shippingStatus) parts.push(sql`s.shipping_status = ${f.shippingStatus}`);
  if (f.from) parts.push(sql`s.created_at >= ${f.from}`);
  if (f.to) parts.push(sql`s.created_at < ${f.to}`);
  if (f.manifestId) parts.push(sql`s.manifest_id = ${f.manifestId}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(s.code ILIKE ${like} OR s.awb ILIKE ${like} OR s.recipient->>'name' ILIKE ${like}
           OR s.recipient->>'phone' ILIKE ${like})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

export async function listShipments(
  db: Db,
  f: ShipmentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ShipmentRow[]; total: number }> {
  const where = filterSql(f);
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM shipments s WHERE ${where}`,
  );
  const found = await shipmentsWhere(
    db,
    sql`${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows: found, total: num(count?.n) };
}

/** Every shipment of a filter (reports; bounded by the caller's date range), oldest first. */
export async function allShipments(db: Db, f: ShipmentFilter, limit = 5000): Promise<ShipmentRow[]> {
  return shipmentsWhere(db, sql`${filterSql(f)} ORDER BY s.created_at, s.id LIMIT ${limit}`);
}

export interface ShipmentCounts {
  success: number;
  failed: number;
  delivered: number;
  waiting: number;
}

export async function shipmentCounts(db: Db, userId: number): Promise<ShipmentCounts> {
  return counts(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'success')::int AS success,
               count(*) FILTER (WHERE status = 'failed')::int AS failed,
               count(*) FILTER (WHERE shipping_status = 'delivered')::int AS delivered,
               count(*) FILTER (WHERE status = 'success' AND shipping_status = 'waiting-for-pickup')::int AS waiting
          FROM shipments WHERE user_id = ${userId}`,
    ['success', 'failed', 'delivered', 'waiting'],
  );
}

// ---- manifests ----

export interface ManifestRow {
  id: number;
  code: string;
  userId: number;
  courier: MulticourierCourier;
  status: 'open' | 'closed';
  openedAt: Date;
  closedAt: Date | null;
  shipmentCount: number;
  totalCost: number;
}

const manifestSelect = sql`m.*,
  (SELECT count(*)::int FROM shipments s WHERE s.manifest_id = m.id) AS shipment_count,
  (SELECT COALESCE(sum(s.charged), 0) FROM shipments s WHERE s.manifest_id = m.id) AS total_cost`;

const manifestOf = (r: Record<string, unknown>): ManifestRow => ({
  id: num(r.id),
  code: String(r.code),
  userId: num(r.user_id),
  courier: String(r.courier) as MulticourierCourier,
  status: String(r.status) as ManifestRow['status'],
  openedAt: date(r.opened_at),
  closedAt: dateOrNull(r.closed_at),
  shipmentCount: num(r.shipment_count),
  totalCost: num(r.total_cost),
});

export async function findOpenManifest(
  db: Db,
  userId: number,
  courier: string,
): Promise<ManifestRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ${manifestSelect} FROM courier_manifests m
         WHERE m.user_id = ${userId} AND m.courier = ${courier} AND m.status = 'open'`,
  );
  return r ? manifestOf(r) : undefined;
}

export async function findManifestByCode(
  db: Db,
  userId: number,
  code: string,
): Promise<ManifestRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ${manifestSelect} FROM courier_manifests m WHERE m.user_id = ${userId} AND m.code = ${code}`,
  );
  return r ? manifestOf(r) : undefined;
}

/** Opens a manifest; null when one is already open (the partial unique index decides). */
export async function insertManifest(
  tx: Db,
  userId: number,
  courier: string,
  code: string,
): Promise<number | null> {
  const [r] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO courier_manifests (code, user_id, courier) VALUES (${code}, ${userId}, ${courier})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return r ? num(r.id) : null;
}

export async function closeManifest(tx: Db, id: number): Promise<boolean> {
  const r = await rows(
    tx,
    sql`UPDATE courier_manifests SET status = 'closed', closed_at = now()
         WHERE id = ${id} AND status = 'open' RETURNING id`,
  );
  return r.length > 0;
}

/** Puts the member's successful, unmanifested shipments of a courier created since `since` in a manifest. */
export async function attachToManifest(
  tx: Db,
  manifestId: number,
  userId: number,
  courier: string,
  since: Date,
): Promise<number> {
  const r = await rows(
    tx,
    sql`UPDATE shipments SET manifest_id = ${manifestId}, updated_at = now()
         WHERE user_id = ${userId} AND courier = ${courier} AND status = 'success'
           AND manifest_id IS NULL AND created_at >= ${since} RETURNING id`,
  );
  return r.length;
}

export async function listManifests(
  db: Db,
  userId: number,
  courier: string | null,
  page: { limit: number; offset: number },
  range?: { from: Date; to: Date },
): Promise<{ rows: ManifestRow[]; total: number }> {
  const where = sql.join(
    [
      sql`m.user_id = ${userId}`,
      ...(courier ? [sql`m.courier = ${courier}`] : []),
      ...(range ? [sql`m.opened_at >= ${range.from}`, sql`m.opened_at < ${range.to}`] : []),
    ],
    sql` AND `,
  );
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM courier_manifests m WHERE ${where}`,
  );
  const found = await rows(
    db,
    sql`SELECT ${manifestSelect} FROM courier_manifests m WHERE ${where}
         ORDER BY m.opened_at DESC, m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows: found.map(manifestOf), total: num(count?.n) };
}

/** A manifest with its agent (the console reads every agent's manifests). */
export interface AgentManifestRow extends ManifestRow {
  agentName: string;
  agentHp: string;
}

const agentManifestOf = (r: Record<string, unknown>): AgentManifestRow => ({
  ...manifestOf(r),
  agentName: String(r.agent_name ?? ''),
  agentHp: String(r.agent_hp ?? ''),
});

export interface AllManifestsFilter {
  courier?: string;
  status?: ManifestRow['status'];
  /** opened_at in [from, to). */
  from?: Date;
  to?: Date;
}

/** Every agent's manifests of a filter, newest first (0043's indexes), with the total. */
export async function listAllManifests(
  db: Db,
  f: AllManifestsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AgentManifestRow[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (f.courier) parts.push(sql`m.courier = ${f.courier}`);
  if (f.status) parts.push(sql`m.status = ${f.status}`);
  if (f.from) parts.push(sql`m.opened_at >= ${f.from}`);
  if (f.to) parts.push(sql`m.opened_at < ${f.to}`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM courier_manifests m WHERE ${where}`,
  );
  const found = await rows(
    db,
    sql`SELECT ${manifestSelect}, u.name AS agent_name, u.hp AS agent_hp
          FROM courier_manifests m JOIN users u ON u.id = m.user_id
         WHERE ${where}
         ORDER BY m.opened_at DESC, m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows: found.map(agentManifestOf), total: num(count?.n) };
}

/** Any agent's manifest by its (unique) code, with the agent. */
export async function findAgentManifest(db: Db, code: string): Promise<AgentManifestRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ${manifestSelect}, u.name AS agent_name, u.hp AS agent_hp
          FROM courier_manifests m JOIN users u ON u.id = m.user_id
         WHERE m.code = ${code}`,
  );
  return r ? agentManifestOf(r) : undefined;
}

// ---- saved senders and recipients ----

export interface ContactRow extends ShippingParty {
  id: number;
  kind: CustomerAddressKind;
  lastUsedAt: Date;
}

const contactOf = (r: Record<string, unknown>): ContactRow => ({
  id: num(r.id),
  kind: String(r.kind) as CustomerAddressKind,
  name: String(r.name),
  phone: String(r.phone),
  address: String(r.address),
  sub_district: String(r.sub_district),
  district: String(r.district),
  city: String(r.city),
  province: String(r.province),
  country: String(r.country),
  postal_code: String(r.postal_code),
  note: str(r.note),
  favorite_label: str(r.favorite_label),
  area_id: str(r.area_id),
  lastUsedAt: date(r.last_used_at),
});

/** Saves a sender or recipient; the same (phone, address) again updates it. */
export async function upsertContact(db: Db, userId: number, kind: CustomerAddressKind, p: ShippingParty) {
  await rows(
    db,
    sql`INSERT INTO shipping_contacts (user_id, kind, name, phone, address, sub_district, district, city,
          province, country, postal_code, note, favorite_label, area_id)
        VALUES (${userId}, ${kind}, ${p.name}, ${p.phone}, ${p.address}, ${p.sub_district}, ${p.district},
          ${p.city}, ${p.province}, ${p.country}, ${p.postal_code}, ${p.note}, ${p.favorite_label}, ${p.area_id})
        ON CONFLICT (user_id, kind, phone, address) DO UPDATE SET
          name = EXCLUDED.name, sub_district = EXCLUDED.sub_district, district = EXCLUDED.district,
          city = EXCLUDED.city, province = EXCLUDED.province, country = EXCLUDED.country,
          postal_code = EXCLUDED.postal_code, note = EXCLUDED.note,
          favorite_label = COALESCE(EXCLUDED.favorite_label, shipping_contacts.favorite_label),
          area_id = EXCLUDED.area_id, last_used_at = now()`,
  );
}

export async function listContacts(
  db: Db,
  userId: number,
  kind: CustomerAddressKind | undefined,
  q: string | undefined,
): Promise<ContactRow[]> {
  const parts: SQL[] = [sql`user_id = ${userId}`];
  if (kind) parts.push(sql`kind = ${kind}`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(name ILIKE ${like} OR phone ILIKE ${like} OR favorite_label ILIKE ${like} OR city ILIKE ${like})`,
    );
  }
  const found = await rows(
    db,
    sql`SELECT * FROM shipping_contacts WHERE ${sql.join(parts, sql` AND `)}
         ORDER BY last_used_at DESC, id DESC LIMIT 100`,
  );
  return found.map(contactOf);
}

export async function deleteContact(db: Db, userId: number, id: number): Promise<boolean> {
  const r = await rows(
    db,
    sql`DELETE FROM shipping_contacts WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return r.length > 0;
}

// ---- Sicepat bookings ----

export interface BookingRow {
  id: string;
  userId: number;
  courier: MulticourierCourier;
  request: unknown;
  quote: unknown;
  expiresAt: Date;
  consumedAt: Date | null;
}

export async function insertBooking(db: Db, b: Omit<BookingRow, 'consumedAt'>): Promise<void> {
  await rows(
    db,
    sql`INSERT INTO shipping_bookings (id, user_id, courier, request, quote, expires_at)
        VALUES (${b.id}, ${b.userId}, ${b.courier}, ${JSON.stringify(b.request)}::jsonb,
          ${JSON.stringify(b.quote)}::jsonb, ${b.expiresAt})`,
  );
}

export async function findBooking(db: Db, userId: number, id: string): Promise<BookingRow | undefined> {
  const [r] = await rows(db, sql`SELECT * FROM shipping_bookings WHERE id = ${id} AND user_id = ${userId}`);
  return r
    ? {
        id: String(r.id),
        userId: num(r.user_id),
        courier: String(r.courier) as MulticourierCourier,
        request: json(r.request),
        quote: json(r.quote),
        expiresAt: date(r.expires_at),
        consumedAt: dateOrNull(r.consumed_at),
      }
    : undefined;
}

/** Marks a booking used; false when it already was (a second confirm creates nothing). */
export async function consumeBooking(tx: Db, id: string): Promise<boolean> {
  const r = await rows(
    tx,
    sql`UPDATE shipping_bookings SET consumed_at = now() WHERE id = ${id} AND consumed_at IS NULL RETURNING id`,
  );
  return r.length > 0;
}

export async function unconsumeBooking(db: Db, id: string): Promise<void> {
  await rows(db, sql`UPDATE shipping_bookings SET consumed_at = NULL WHERE id = ${id}`);
}

// ---- courier agents (the console's Couriers tab, CLI shipping:agent) ----

export interface CourierAgentRow {
  id: number;
  name: string;
  hp: string;
  category: number;
  flags: Record<string, boolean>;
}

const agentRow = (r: Record<string, unknown>): CourierAgentRow => ({
  id: Number(r.id),
  name: String(r.name),
  hp: String(r.hp),
  category: Number(r.category),
  flags: (typeof r.courier_flags === 'string' ? JSON.parse(r.courier_flags) : r.courier_flags) as Record<
    string,
    boolean
  >,
});

/** Accounts with any courier flag set (the partial index of 0040), or the one account `userId`. */
export async function listCourierAgents(db: Db, userId?: number): Promise<CourierAgentRow[]> {
  const res = (await db.execute(
    sql`SELECT id, name, hp, category, courier_flags FROM users
         WHERE ${userId === undefined ? sql`courier_flags <> '{}'::jsonb` : sql`id = ${userId}`}
         ORDER BY id LIMIT 500`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows.map(agentRow);
}

/** The courier flags of an account, its row locked for the change. */
export async function lockCourierFlags(tx: Db, userId: number): Promise<Record<string, boolean> | undefined> {
  const res = (await tx.execute(
    sql`SELECT courier_flags FROM users WHERE id = ${userId} FOR UPDATE`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const r = res.rows[0];
  return r ? agentRow({ ...r, id: userId, name: '', hp: '', category: 0 }).flags : undefined;
}

export async function writeCourierFlag(tx: Db, userId: number, flag: string, on: boolean): Promise<void> {
  await tx.execute(
    sql`UPDATE users SET courier_flags = courier_flags || jsonb_build_object(${flag}::text, ${on}::boolean)
         WHERE id = ${userId}`,
  );
}
