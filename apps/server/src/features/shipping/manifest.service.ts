import type { CourierManifestStatus } from '@konter/core/contracts/shipping';
import { formatRupiah } from '@konter/core/money';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import { createPdfDocument } from '../../lib/pdf.js';
import { jakartaDayStart } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { type CourierMeta, courierOf } from './couriers.js';
import {
  type AgentManifestRow,
  type AllManifestsFilter,
  allShipments,
  attachToManifest,
  closeManifest,
  findAgentManifest,
  findManifestByCode,
  findOpenManifest,
  insertManifest,
  listAllManifests,
  listManifests,
  type ManifestRow,
  type ShipmentRow,
} from './shipping.repository.js';
import { newCode } from './shipping.service.js';
import { listItemView, manifestView } from './shipping.views.js';

// Manifests per courier (spec §4 "Manifest per courier": open then close): opening one takes in
// today's booked shipments of that courier that are in no manifest; a shipment booked while one is
// open joins it (shipping.service book); closing it gives the pickup sheet (PDF). The port has no
// pickup call (Biteship books the pickup with each order), so Sicepat's /pickup closes the open
// manifest: its PDF is what the courier signs.

export async function manifestStatus(
  deps: Deps,
  userId: number,
  meta: CourierMeta,
): Promise<CourierManifestStatus> {
  const db = deps.database.db;
  const open = await findOpenManifest(db, userId, meta.courier);
  const today = await allShipments(db, { userId, courier: meta.courier, from: jakartaDayStart() }, 500);
  const inManifest = open
    ? await allShipments(db, { userId, courier: meta.courier, manifestId: open.id }, 500)
    : [];
  return {
    manifest: open ? manifestView(open) : null,
    waiting: today
      .filter((s) => s.status === 'success' && s.shippingStatus === 'waiting-for-pickup')
      .map(listItemView),
    shipments: inManifest.map(listItemView),
  };
}

export async function openManifest(deps: Deps, userId: number, meta: CourierMeta): Promise<ManifestRow> {
  const db = deps.database.db;
  const code = newCode('MF', 6);
  const id = await db.transaction(async (tx) => {
    const created = await insertManifest(tx, userId, meta.courier, code);
    if (created === null) throw new AppError('shipping_manifest_open');
    await attachToManifest(tx, created, userId, meta.courier, jakartaDayStart());
    return created;
  });
  return (await findManifestByCode(db, userId, code)) ?? Promise.reject(new Error(`manifest ${id} vanished`));
}

/** What else a close does in its transaction (the console's audit row), after the guarded update. */
export type ManifestCloseHook = (tx: Db, before: ManifestRow) => Promise<unknown>;

/**
 * Closes the agent's open manifest of a courier (the agent's "close", Sicepat's pickup, and the
 * console on the agent's behalf). `opts.code`: only that manifest (409 when it is no longer the open
 * one); `opts.inTx` runs in the same transaction once the guarded update closed it.
 */
export async function closeOpenManifest(
  deps: Deps,
  userId: number,
  meta: CourierMeta,
  opts: { code?: string; inTx?: ManifestCloseHook } = {},
): Promise<ManifestRow> {
  const db = deps.database.db;
  const open = await findOpenManifest(db, userId, meta.courier);
  if (!open || (opts.code !== undefined && open.code !== opts.code)) {
    throw new AppError('shipping_manifest_not_open');
  }
  const closed = await db.transaction(async (tx) => {
    if (!(await closeManifest(tx, open.id))) return false;
    if (opts.inTx) await opts.inTx(tx, open);
    return true;
  });
  if (!closed) throw new AppError('shipping_manifest_not_open');
  return (await findManifestByCode(db, userId, open.code))!;
}

export async function myManifests(deps: Deps, userId: number, meta: CourierMeta, page: number) {
  const perPage = 20;
  const { rows, total } = await listManifests(deps.database.db, userId, meta.courier, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { data: rows.map(manifestView), meta: pageMeta(page, perPage, total) };
}

export async function manifestReport(
  deps: Deps,
  userId: number,
  meta: CourierMeta | null,
  range: { from: string; to: string },
) {
  const from = new Date(`${range.from}T00:00:00+07:00`);
  const to = new Date(new Date(`${range.to}T00:00:00+07:00`).getTime() + 86_400_000);
  const { rows } = await listManifests(
    deps.database.db,
    userId,
    meta?.courier ?? null,
    { limit: 1000, offset: 0 },
    {
      from,
      to,
    },
  );
  return {
    rows: rows.map(manifestView),
    totals: {
      count: rows.length,
      shipment_count: rows.reduce((n, m) => n + m.shipmentCount, 0),
      total_cost: rows.reduce((n, m) => n + m.totalCost, 0),
    },
  };
}

const when = (d: Date) =>
  d.toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' });

/** GET mlo/manifest/{courier}/{code}/pdf: the pickup sheet (A4) of one of the caller's manifests. */
export async function manifestPdf(
  deps: Deps,
  user: Pick<User, 'id' | 'name' | 'hp'>,
  meta: CourierMeta,
  code: string,
): Promise<Uint8Array> {
  const db = deps.database.db;
  const m = await findManifestByCode(db, user.id, code.trim().toUpperCase());
  if (!m || m.courier !== meta.courier) throw new AppError('shipping_manifest_not_found');
  const shipments = await allShipments(db, { userId: user.id, manifestId: m.id }, 2000);
  const doc = createPdfDocument({ size: 'A4', title: `Manifest ${m.code}` })
    .heading(`Manifest ${meta.name} ${m.code}`)
    .line('Agen', `${user.name} (${user.hp})`)
    .line('Dibuka', when(m.openedAt))
    .line('Ditutup', m.closedAt ? when(m.closedAt) : '-')
    .line('Jumlah paket', shipments.length)
    .barcode(m.code)
    .space()
    .table(
      [
        { header: 'No', width: 0.4 },
        { header: 'Ref / AWB', width: 2 },
        { header: 'Layanan', width: 1 },
        { header: 'Penerima', width: 2.4 },
        { header: 'Berat (g)', width: 0.9, align: 'right' },
        { header: 'Total', width: 1.2, align: 'right' },
      ],
      shipments.map((s, i) => [
        i + 1,
        `${s.code} / ${s.awb ?? '-'}`,
        s.serviceName,
        `${s.recipient.name}, ${s.recipient.city}`,
        s.itemWeight,
        formatRupiah(s.charged),
      ]),
    )
    .space(2)
    .line('Total', formatRupiah(shipments.reduce((n, s) => n + s.charged, 0)))
    .space(3)
    .text('Tanda tangan agen: ____________________      Tanda tangan kurir: ____________________');
  return doc.toBytes();
}

// ---- every agent's manifests (the console's Shop page, issue 18) ----

export type { AgentManifestRow, AllManifestsFilter, ShipmentRow };

/** A page of every agent's manifests, newest first. */
export const allManifests = (deps: Deps, f: AllManifestsFilter, page: { limit: number; offset: number }) =>
  listAllManifests(deps.database.db, f, page);

/** Any agent's manifest by code with its shipments (oldest first), or 404 `shipping_manifest_not_found`. */
export async function agentManifest(
  deps: Deps,
  code: string,
): Promise<{ manifest: AgentManifestRow; shipments: ShipmentRow[] }> {
  const db = deps.database.db;
  const manifest = await findAgentManifest(db, code.trim().toUpperCase());
  if (!manifest) throw new AppError('shipping_manifest_not_found');
  const shipments = await allShipments(db, { userId: manifest.userId, manifestId: manifest.id }, 2000);
  return { manifest, shipments };
}

/** The pickup sheet of any agent's manifest (the agent's own PDF). */
export async function agentManifestPdf(deps: Deps, code: string): Promise<Uint8Array> {
  const { manifest: m } = await agentManifest(deps, code);
  return manifestPdf(deps, { id: m.userId, name: m.agentName, hp: m.agentHp }, courierOf(m.courier), m.code);
}

/**
 * Closes an agent's open manifest on the agent's behalf: the agent's own close (closeOpenManifest,
 * this manifest only), `inTx` in its transaction; a closed one is 409 `shipping_manifest_not_open`.
 */
export async function closeAgentManifest(
  deps: Deps,
  code: string,
  inTx: ManifestCloseHook,
): Promise<ManifestRow> {
  const { manifest: m } = await agentManifest(deps, code);
  return closeOpenManifest(deps, m.userId, courierOf(m.courier), { code: m.code, inTx });
}
