import type {
  Cn23Category,
  Cn23Status,
  Cn23TaxEstimate,
  PostalParty,
  PostalShippingState,
  PostalStatus,
  PostalType,
} from '@konter/core/contracts/postal';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { counts, guardedUpdater, inRange, rows, selectWhere, sqlList } from '../../db/raw-sql.js';
import { date, dateOrNull, json, num, numOrNull, str } from '../../db/values.js';

// Every statement of POS MLO (0032_postal.sql): shipments and their events, CN23 declarations,
// manifests. The services hold the rules and the transactions.

// ---- shipments ----

export interface ShipmentRow {
  id: number;
  code: string;
  userId: number;
  type: PostalType;
  country: string;
  serviceCode: string;
  serviceName: string;
  sender: PostalParty;
  recipient: PostalParty;
  itemType: 'document' | 'package';
  itemContent: string;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  itemValue: number;
  insurance: boolean;
  shippingFee: number;
  shippingTax: number;
  insuranceFee: number;
  insuranceTax: number;
  totalCost: number;
  startBalance: number | null;
  endBalance: number | null;
  holdId: number | null;
  awb: string | null;
  providerStatus: string | null;
  status: PostalStatus;
  shippingStatus: PostalShippingState | null;
  cn23Id: number | null;
  manifestId: number | null;
  manifestCode: string | null;
  spkNumber: string | null;
  cancelReason: string | null;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  acceptedAt: Date | null;
  deliveredAt: Date | null;
}

const shipmentRow = (r: Record<string, unknown>): ShipmentRow => ({
  id: num(r.id),
  code: String(r.code),
  userId: num(r.user_id),
  type: r.type as PostalType,
  country: String(r.country),
  serviceCode: String(r.service_code),
  serviceName: String(r.service_name),
  sender: json<PostalParty>(r.sender),
  recipient: json<PostalParty>(r.recipient),
  itemType: r.item_type as 'document' | 'package',
  itemContent: String(r.item_content),
  weightG: num(r.weight_g),
  lengthCm: num(r.length_cm),
  widthCm: num(r.width_cm),
  heightCm: num(r.height_cm),
  itemValue: num(r.item_value),
  insurance: r.insurance === true,
  shippingFee: num(r.shipping_fee),
  shippingTax: num(r.shipping_tax),
  insuranceFee: num(r.insurance_fee),
  insuranceTax: num(r.insurance_tax),
  totalCost: num(r.total_cost),
  startBalance: numOrNull(r.start_balance),
  endBalance: numOrNull(r.end_balance),
  holdId: numOrNull(r.hold_id),
  awb: str(r.awb),
  providerStatus: str(r.provider_status),
  status: r.status as PostalStatus,
  shippingStatus: (str(r.shipping_status) as PostalShippingState | null) ?? null,
  cn23Id: numOrNull(r.cn23_id),
  manifestId: numOrNull(r.manifest_id),
  manifestCode: str(r.manifest_code),
  spkNumber: str(r.spk_number),
  cancelReason: str(r.cancel_reason),
  failureReason: str(r.failure_reason),
  createdAt: date(r.created_at),
  paidAt: dateOrNull(r.paid_at),
  acceptedAt: dateOrNull(r.accepted_at),
  deliveredAt: dateOrNull(r.delivered_at),
});

const shipmentSelect = sql`s.*, (SELECT m.code FROM postal_manifests m WHERE m.id = s.manifest_id) AS manifest_code`;

/** A new shipment: what the booking decides (the rest starts empty). */
export type NewShipment = Omit<
  ShipmentRow,
  | 'id'
  | 'startBalance'
  | 'endBalance'
  | 'holdId'
  | 'awb'
  | 'providerStatus'
  | 'status'
  | 'shippingStatus'
  | 'manifestId'
  | 'manifestCode'
  | 'spkNumber'
  | 'cancelReason'
  | 'failureReason'
  | 'createdAt'
  | 'paidAt'
  | 'acceptedAt'
  | 'deliveredAt'
>;

export async function insertShipment(tx: Db, s: NewShipment): Promise<ShipmentRow> {
  const [r] = await rows(
    tx,
    sql`INSERT INTO postal_shipments (code, user_id, type, country, service_code, service_name, sender,
          recipient, item_type, item_content, weight_g, length_cm, width_cm, height_cm, item_value,
          insurance, shipping_fee, shipping_tax, insurance_fee, insurance_tax, total_cost, cn23_id)
        VALUES (${s.code}, ${s.userId}, ${s.type}, ${s.country}, ${s.serviceCode}, ${s.serviceName},
          ${JSON.stringify(s.sender)}::jsonb, ${JSON.stringify(s.recipient)}::jsonb, ${s.itemType},
          ${s.itemContent}, ${s.weightG}, ${s.lengthCm}, ${s.widthCm}, ${s.heightCm}, ${s.itemValue},
          ${s.insurance}, ${s.shippingFee}, ${s.shippingTax}, ${s.insuranceFee}, ${s.insuranceTax},
          ${s.totalCost}, ${s.cn23Id})
        RETURNING *, NULL AS manifest_code`,
  );
  return shipmentRow(r!);
}

const SHIPMENT_COLUMNS = {
  holdId: 'hold_id',
  startBalance: 'start_balance',
  endBalance: 'end_balance',
  awb: 'awb',
  providerStatus: 'provider_status',
  status: 'status',
  shippingStatus: 'shipping_status',
  manifestId: 'manifest_id',
  spkNumber: 'spk_number',
  cancelReason: 'cancel_reason',
  failureReason: 'failure_reason',
  paidAt: 'paid_at',
  acceptedAt: 'accepted_at',
  deliveredAt: 'delivered_at',
} as const;
/** A shipment's change: only a manifest is ever taken away (null), the rest is set. */
export type ShipmentPatch = {
  [K in Exclude<keyof typeof SHIPMENT_COLUMNS, 'manifestId'>]?: NonNullable<ShipmentRow[K]>;
} & { manifestId?: number | null };

/**
 * The guarded update of a shipment `(tx, id, from, patch, where?)`: applied only while its status is
 * one of `from` (and `where` holds); undefined when it was not (someone else changed it first).
 */
export const updateShipment = guardedUpdater<ShipmentPatch, PostalStatus, ShipmentRow>(
  { table: 'postal_shipments', alias: 's', columns: SHIPMENT_COLUMNS, returning: shipmentSelect },
  shipmentRow,
);

export const notPaid = sql`s.paid_at IS NULL`;
/** A CN23 not yet linked to a shipment. */
export const cn23Unlinked = sql`c.shipment_id IS NULL`;

/** The shipments (alias `s`) where a condition holds — it may go on with ORDER BY, FOR UPDATE. */
const shipmentsWhere = selectWhere(shipmentSelect, 'postal_shipments s', shipmentRow);

export async function findShipment(db: Db, code: string): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(db, sql`s.code = ${code}`))[0];
}

export async function lockShipment(tx: Db, code: string): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(tx, sql`s.code = ${code} FOR UPDATE`))[0];
}

export async function findShipmentByAwb(db: Db, awb: string): Promise<ShipmentRow | undefined> {
  return (await shipmentsWhere(db, sql`s.awb = ${awb}`))[0];
}

export async function shipmentsByAwbs(db: Db, awbs: string[]): Promise<ShipmentRow[]> {
  if (!awbs.length) return [];
  return shipmentsWhere(db, sql`s.awb IN (${sqlList(awbs)})`);
}

export interface ShipmentFilter {
  type?: PostalType | undefined;
  status?: PostalStatus | undefined;
  q?: string | undefined;
  from?: Date;
  to?: Date;
}

const filterSql = (userId: number, f: ShipmentFilter) => {
  const parts = [sql`s.user_id = ${userId}`];
  if (f.type) parts.push(sql`s.type = ${f.type}`);
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.toUpperCase()}%`;
    parts.push(sql`(s.code LIKE ${like} OR s.awb LIKE ${like} OR upper(s.recipient->>'name') LIKE ${like})`);
  }
  if (f.from) parts.push(sql`s.created_at >= ${f.from}`);
  if (f.to) parts.push(sql`s.created_at < ${f.to}`);
  return sql.join(parts, sql` AND `);
};

export async function listShipments(
  db: Db,
  userId: number,
  f: ShipmentFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ShipmentRow[]; total: number }> {
  const where = filterSql(userId, f);
  const [count] = await rows(db, sql`SELECT count(*) AS n FROM postal_shipments s WHERE ${where}`);
  const found = await shipmentsWhere(
    db,
    sql`${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows: found, total: num(count?.n) };
}

/** The agent's booked shipments that are in no manifest and still wait for the post office. */
export async function unmanifested(db: Db, userId: number): Promise<ShipmentRow[]> {
  return shipmentsWhere(
    db,
    sql`s.user_id = ${userId} AND s.status = 'success' AND s.manifest_id IS NULL
         AND s.shipping_status = 'waiting-for-pickup'
         ORDER BY s.created_at, s.id`,
  );
}

export async function setManifest(tx: Db, ids: number[], manifestId: number): Promise<void> {
  if (!ids.length) return;
  await rows(
    tx,
    sql`UPDATE postal_shipments SET manifest_id = ${manifestId}, updated_at = now()
         WHERE id IN (${sqlList(ids)}) AND manifest_id IS NULL`,
  );
}

export async function manifestShipments(db: Db, manifestId: number): Promise<ShipmentRow[]> {
  return shipmentsWhere(db, sql`s.manifest_id = ${manifestId} ORDER BY s.id`);
}

/**
 * Shipments still moving (booked, not final), oldest first: what a re-read may settle. A pending one
 * only after two minutes: younger, its send may still be waiting for the operator's answer.
 */
export async function openShipmentCodes(db: Db, limit: number): Promise<string[]> {
  const found = await rows<{ code: string }>(
    db,
    sql`SELECT code FROM postal_shipments
         WHERE (status = 'pending' AND created_at < now() - interval '2 minutes')
            OR (status = 'success' AND shipping_status NOT IN ('delivered', 'returned', 'cancelled', 'failed'))
         ORDER BY updated_at LIMIT ${limit}`,
  );
  return found.map((r) => r.code);
}

export async function countsFor(db: Db, userId: number, since: Date) {
  return counts(
    db,
    sql`SELECT
          count(*) FILTER (WHERE created_at >= ${since}) AS today,
          count(*) FILTER (WHERE status = 'success' AND shipping_status = 'waiting-for-pickup') AS waiting,
          count(*) FILTER (WHERE status = 'success' AND shipping_status IN ('in-transit', 'out-for-delivery')) AS in_transit,
          count(*) FILTER (WHERE shipping_status = 'delivered') AS delivered,
          (SELECT count(*) FROM postal_cn23 c WHERE c.user_id = ${userId} AND c.status = 'draft') AS cn23_drafts
         FROM postal_shipments WHERE user_id = ${userId}`,
    ['today', 'waiting', 'in_transit', 'delivered', 'cn23_drafts'],
  );
}

// ---- events ----

export interface EventRow {
  at: Date;
  providerStatus: string;
  shippingStatus: PostalShippingState | null;
  location: string | null;
  note: string | null;
}

/** Records a history entry once (the same status at the same time is the same event). */
export async function insertEvent(tx: Db, shipmentId: number, e: EventRow): Promise<void> {
  await rows(
    tx,
    sql`INSERT INTO postal_events (shipment_id, at, provider_status, shipping_status, location, note)
        VALUES (${shipmentId}, ${e.at}, ${e.providerStatus}, ${e.shippingStatus}, ${e.location}, ${e.note})
        ON CONFLICT (shipment_id, provider_status, at) DO NOTHING`,
  );
}

export async function eventsOf(db: Db, shipmentId: number): Promise<EventRow[]> {
  const found = await rows(
    db,
    sql`SELECT * FROM postal_events WHERE shipment_id = ${shipmentId} ORDER BY at, id`,
  );
  return found.map((r) => ({
    at: date(r.at),
    providerStatus: String(r.provider_status),
    shippingStatus: (str(r.shipping_status) as PostalShippingState | null) ?? null,
    location: str(r.location),
    note: str(r.note),
  }));
}

// ---- CN23 ----

export interface Cn23Row {
  id: number;
  code: string;
  userId: number;
  status: Cn23Status;
  country: string;
  category: Cn23Category;
  currency: string;
  sender: PostalParty;
  recipient: PostalParty;
  items: {
    description: string;
    quantity: number;
    net_weight_g: number;
    value: number;
    hs_code: string;
    origin_country: string;
  }[];
  totalValue: number;
  totalWeightG: number;
  tax: Cn23TaxEstimate;
  awb: string | null;
  shipmentId: number | null;
  shipmentCode: string | null;
  providerNumber: string | null;
  explanation: string | null;
  createdAt: Date;
  submittedAt: Date | null;
}

const cn23Row = (r: Record<string, unknown>): Cn23Row => ({
  id: num(r.id),
  code: String(r.code),
  userId: num(r.user_id),
  status: r.status as Cn23Status,
  country: String(r.country),
  category: r.category as Cn23Category,
  currency: String(r.currency),
  sender: json(r.sender),
  recipient: json(r.recipient),
  items: json(r.items),
  totalValue: Number(r.total_value),
  totalWeightG: num(r.total_weight_g),
  tax: json(r.tax),
  awb: str(r.awb),
  shipmentId: numOrNull(r.shipment_id),
  shipmentCode: str(r.shipment_code),
  providerNumber: str(r.provider_number),
  explanation: str(r.explanation),
  createdAt: date(r.created_at),
  submittedAt: dateOrNull(r.submitted_at),
});

const cn23Select = sql`c.*, (SELECT s.code FROM postal_shipments s WHERE s.id = c.shipment_id) AS shipment_code`;

export async function insertCn23(
  tx: Db,
  c: Omit<
    Cn23Row,
    'id' | 'status' | 'shipmentId' | 'shipmentCode' | 'providerNumber' | 'createdAt' | 'submittedAt'
  >,
): Promise<Cn23Row> {
  const [r] = await rows(
    tx,
    sql`INSERT INTO postal_cn23 (code, user_id, country, category, currency, sender, recipient, items,
          total_value, total_weight_g, tax, awb, explanation)
        VALUES (${c.code}, ${c.userId}, ${c.country}, ${c.category}, ${c.currency},
          ${JSON.stringify(c.sender)}::jsonb, ${JSON.stringify(c.recipient)}::jsonb,
          ${JSON.stringify(c.items)}::jsonb, ${c.totalValue}, ${c.totalWeightG},
          ${JSON.stringify(c.tax)}::jsonb, ${c.awb}, ${c.explanation})
        RETURNING *, NULL AS shipment_code`,
  );
  return cn23Row(r!);
}

export async function findCn23(db: Db, id: number): Promise<Cn23Row | undefined> {
  const [r] = await rows(db, sql`SELECT ${cn23Select} FROM postal_cn23 c WHERE c.id = ${id}`);
  return r ? cn23Row(r) : undefined;
}

export async function findCn23ByAwb(db: Db, awb: string): Promise<Cn23Row | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ${cn23Select} FROM postal_cn23 c WHERE c.awb = ${awb} AND c.status <> 'cancelled'
         ORDER BY c.id DESC LIMIT 1`,
  );
  return r ? cn23Row(r) : undefined;
}

export async function listCn23(db: Db, userId: number, range?: { from: Date; to: Date }): Promise<Cn23Row[]> {
  const found = await rows(
    db,
    sql`SELECT ${cn23Select} FROM postal_cn23 c WHERE c.user_id = ${userId}${inRange('c.created_at', range)}
         ORDER BY c.created_at DESC, c.id DESC LIMIT 500`,
  );
  return found.map(cn23Row);
}

type Cn23Patch = Partial<{
  status: Cn23Status;
  awb: string;
  shipmentId: number | null;
  providerNumber: string;
  submittedAt: Date;
}>;

/** Guarded CN23 change `(tx, id, from, patch, where?)`: only from the given states; undefined when it was not in one. */
export const updateCn23 = guardedUpdater<Cn23Patch, Cn23Status, Cn23Row>(
  {
    table: 'postal_cn23',
    alias: 'c',
    columns: {
      status: 'status',
      awb: 'awb',
      shipmentId: 'shipment_id',
      providerNumber: 'provider_number',
      submittedAt: 'submitted_at',
    },
    returning: cn23Select,
  },
  cn23Row,
);

// ---- manifests ----

export interface ManifestRow {
  id: number;
  code: string;
  userId: number;
  status: 'open' | 'closed';
  providerNumber: string | null;
  spkNumber: string | null;
  openedAt: Date;
  closedAt: Date | null;
  shipments: number;
  totalCost: number;
}

const manifestRow = (r: Record<string, unknown>): ManifestRow => ({
  id: num(r.id),
  code: String(r.code),
  userId: num(r.user_id),
  status: r.status as 'open' | 'closed',
  providerNumber: str(r.provider_number),
  spkNumber: str(r.spk_number),
  openedAt: date(r.opened_at),
  closedAt: dateOrNull(r.closed_at),
  shipments: num(r.shipments),
  totalCost: num(r.total_cost),
});

const manifestSelect = sql`m.*,
  (SELECT count(*) FROM postal_shipments s WHERE s.manifest_id = m.id) AS shipments,
  (SELECT COALESCE(sum(s.total_cost), 0) FROM postal_shipments s WHERE s.manifest_id = m.id) AS total_cost`;

/** A new open manifest; undefined when the agent already has one open (the partial unique index). */
export async function insertManifest(
  tx: Db,
  m: { code: string; userId: number; providerNumber: string },
): Promise<ManifestRow | undefined> {
  const [r] = await rows(
    tx,
    sql`INSERT INTO postal_manifests (code, user_id, provider_number) VALUES (${m.code}, ${m.userId}, ${m.providerNumber})
        ON CONFLICT (user_id) WHERE status = 'open' DO NOTHING
        RETURNING *, 0 AS shipments, 0 AS total_cost`,
  );
  return r ? manifestRow(r) : undefined;
}

export async function openManifestOf(db: Db, userId: number): Promise<ManifestRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT ${manifestSelect} FROM postal_manifests m WHERE m.user_id = ${userId} AND m.status = 'open'`,
  );
  return r ? manifestRow(r) : undefined;
}

export async function findManifest(db: Db, code: string): Promise<ManifestRow | undefined> {
  const [r] = await rows(db, sql`SELECT ${manifestSelect} FROM postal_manifests m WHERE m.code = ${code}`);
  return r ? manifestRow(r) : undefined;
}

export async function listManifests(
  db: Db,
  userId: number,
  range?: { from: Date; to: Date },
): Promise<ManifestRow[]> {
  const found = await rows(
    db,
    sql`SELECT ${manifestSelect} FROM postal_manifests m WHERE m.user_id = ${userId}${inRange('m.opened_at', range)}
         ORDER BY m.opened_at DESC, m.id DESC LIMIT 200`,
  );
  return found.map(manifestRow);
}

export async function closeManifestRow(
  tx: Db,
  id: number,
  spkNumber: string | null,
): Promise<ManifestRow | undefined> {
  const [r] = await rows(
    tx,
    sql`UPDATE postal_manifests m SET status = 'closed', closed_at = now(), spk_number = ${spkNumber}
         WHERE m.id = ${id} AND m.status = 'open' RETURNING ${manifestSelect}`,
  );
  return r ? manifestRow(r) : undefined;
}

export async function setSpkOnShipments(tx: Db, manifestId: number, spkNumber: string): Promise<void> {
  await rows(
    tx,
    sql`UPDATE postal_shipments SET spk_number = ${spkNumber}, updated_at = now() WHERE manifest_id = ${manifestId}`,
  );
}

// ---- the agent ----

export async function agentOf(db: Db, userId: number) {
  const [r] = await rows(
    db,
    sql`SELECT u.id, u.name, u.hp, u.email, u.is_agen_mlo,
          a.detail AS address, a.city, a.postal_code
         FROM users u
         LEFT JOIN addresses a ON a.user_id = u.id AND a.is_primary AND a.deleted_at IS NULL
         WHERE u.id = ${userId}`,
  );
  return r
    ? {
        id: num(r.id),
        name: String(r.name),
        phone: String(r.hp),
        email: str(r.email),
        isAgenMlo: r.is_agen_mlo === true,
        address: str(r.address),
        city: str(r.city),
        postalCode: str(r.postal_code),
      }
    : undefined;
}

export async function markAgenMlo(db: Db, userId: number, permission: string): Promise<void> {
  await rows(
    db,
    sql`UPDATE users SET is_agen_mlo = true,
          permissions = CASE WHEN ${permission} = ANY(permissions) THEN permissions ELSE array_append(permissions, ${permission}) END
         WHERE id = ${userId}`,
  );
}
