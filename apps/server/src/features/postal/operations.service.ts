import { randomBytes } from 'node:crypto';
import type { PostalManifest } from '@konter/core/contracts/postal';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import { PostalError, postalShippingState } from '../../providers/postal/index.js';
import { cn23View } from './cn23.service.js';
import {
  agentOf,
  closeManifestRow,
  countsFor,
  findManifest,
  insertManifest,
  listCn23,
  listManifests,
  listShipments,
  type ManifestRow,
  manifestShipments,
  openManifestOf,
  openShipmentCodes,
  setManifest,
  setSpkOnShipments,
  shipmentsByAwbs,
  unmanifested,
} from './postal.repository.js';
import { applyRemote, reconcileShipments } from './postal.service.js';
import { providerOf, shipmentView } from './postal.shared.js';

// The agent's counter: who they are as a POS agent, manifests (open → the waiting shipments join →
// close, which the operator answers with an SPK), the SPK hand-over (the holds posted), reports.

// ---- the agent ----

/** GET mlo/manifest/agen. */
export async function postalAgent(deps: Deps, userId: number) {
  const db = deps.database.db;
  const a = await agentOf(db, userId);
  if (!a) throw new AppError('postal_not_found');
  const balances = await getUserBalances(db, userId);
  return {
    id: a.id,
    name: a.name,
    phone: a.phone,
    email: a.email,
    is_agen_mlo: a.isAgenMlo,
    address: a.address,
    city: a.city,
    postal_code: a.postalCode,
    deposit: balances.deposit,
    counts: await countsFor(db, userId, jakartaDayStart()),
  };
}

// ---- manifests ----

export const manifestView = (m: ManifestRow): PostalManifest => ({
  id: m.id,
  code: m.code,
  status: m.status,
  provider_number: m.providerNumber,
  spk_number: m.spkNumber,
  shipments: m.shipments,
  total_cost: m.totalCost,
  opened_at: m.openedAt.toISOString(),
  closed_at: m.closedAt ? m.closedAt.toISOString() : null,
});

const manifestCode = () => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `MP${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`;
};

const unavailable = (err: unknown): never => {
  if (err instanceof PostalError) throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
  throw err;
};

/** GET mlo/manifest. */
export async function myManifests(deps: Deps, userId: number) {
  return (await listManifests(deps.database.db, userId)).map(manifestView);
}

/** GET mlo/manifest/status: the open manifest (or none) and the booked parcels in no manifest. */
export async function manifestStatus(deps: Deps, userId: number) {
  const db = deps.database.db;
  const open = await openManifestOf(db, userId);
  return {
    open: open ? manifestView(open) : null,
    waiting: (await unmanifested(db, userId)).map(shipmentView),
  };
}

/** POST mlo/manifest/open: one open manifest per agent; the waiting parcels join it (and later sends). */
export async function openManifest(deps: Deps, userId: number) {
  const db = deps.database.db;
  if (await openManifestOf(db, userId)) throw new AppError('postal_manifest_open_exists');
  const remote = await providerOf(deps).openManifest(`U${userId}`).catch(unavailable);
  const m = await db.transaction(async (tx) => {
    const created = await insertManifest(tx, { code: manifestCode(), userId, providerNumber: remote.number });
    if (!created) throw new AppError('postal_manifest_open_exists');
    await setManifest(
      tx,
      (await unmanifested(tx, userId)).map((s) => s.id),
      created.id,
    );
    return created;
  });
  return manifestView((await findManifest(db, m.code))!);
}

/** POST mlo/manifest/close: the operator closes it and issues the SPK (pickup work order) for its AWBs. */
export async function closeManifest(deps: Deps, userId: number) {
  const db = deps.database.db;
  const open = await openManifestOf(db, userId);
  if (!open) throw new AppError('postal_manifest_none_open');
  const awbs = (await manifestShipments(db, open.id))
    .filter((s) => s.status === 'success' && s.awb)
    .map((s) => s.awb!);
  if (!awbs.length) throw new AppError('postal_manifest_empty');
  if (!open.providerNumber) throw new AppError('postal_unavailable');
  const remote = await providerOf(deps).closeManifest(open.providerNumber, awbs).catch(unavailable);
  await db.transaction(async (tx) => {
    const closed = await closeManifestRow(tx, open.id, remote.spkNumber);
    if (!closed) throw new AppError('postal_manifest_none_open');
    if (remote.spkNumber) await setSpkOnShipments(tx, open.id, remote.spkNumber);
  });
  return manifestView((await findManifest(db, open.code))!);
}

/** The agent's own manifest with its shipments (the PDF); 404 for anyone else's. */
export async function ownManifest(deps: Deps, userId: number, code: string) {
  const m = await findManifest(deps.database.db, code);
  if (!m || m.userId !== userId) throw new AppError('postal_manifest_not_found');
  return { manifest: m, shipments: await manifestShipments(deps.database.db, m.id) };
}

// ---- SPK ----

/** The SPK from the operator, limited to the caller's parcels (none of theirs → 404). */
async function spkOf(deps: Deps, userId: number, number: string, confirm: boolean) {
  const provider = providerOf(deps);
  let spk: Awaited<ReturnType<typeof provider.getSpk>>;
  try {
    spk = await provider.getSpk(number);
  } catch (err) {
    if (err instanceof PostalError && err.code === 'not_found') throw new AppError('postal_spk_not_found');
    return unavailable(err);
  }
  const mine = (
    await shipmentsByAwbs(
      deps.database.db,
      spk.items.map((i) => i.awb),
    )
  ).filter((s) => s.userId === userId);
  if (!mine.length) throw new AppError('postal_spk_not_found');
  let posted = 0;
  if (confirm) {
    if (spk.status === 'confirmed') throw new AppError('postal_spk_confirmed');
    try {
      spk = await provider.confirmSpk(number);
    } catch (err) {
      if (err instanceof PostalError && err.code === 'spk_confirmed')
        throw new AppError('postal_spk_confirmed');
      return unavailable(err);
    }
    for (const s of mine) {
      if (s.status !== 'success' || !s.awb) continue;
      const after = await applyRemote(deps, s.code, await provider.getShipment(s.awb).catch(unavailable));
      if (!s.paidAt && after.paidAt) posted++;
    }
  }
  const byAwb = new Map(
    (
      await shipmentsByAwbs(
        deps.database.db,
        mine.map((s) => s.awb!),
      )
    ).map((s) => [s.awb!, s]),
  );
  return {
    spk_number: spk.number,
    status: spk.status,
    post_office: spk.postOffice,
    scheduled_at: spk.scheduledAt.toISOString(),
    confirmed_at: spk.confirmedAt ? spk.confirmedAt.toISOString() : null,
    items: spk.items
      .filter((i) => byAwb.has(i.awb))
      .map((i) => {
        const s = byAwb.get(i.awb)!;
        return {
          awb: i.awb,
          ref_id: s.code,
          recipient: s.recipient.name,
          status: i.status,
          shipping_status: s.shippingStatus ?? postalShippingState(i.status),
        };
      }),
    posted,
  };
}

/** POST mlo/spk/check. */
export const checkSpk = (deps: Deps, userId: number, number: string) => spkOf(deps, userId, number, false);
/** POST mlo/spk/confirm: the hand-over; the parcels are accepted and their holds posted, once. */
export const confirmSpk = (deps: Deps, userId: number, number: string) => spkOf(deps, userId, number, true);

// ---- reports ----

const range = (from: string, to: string) => {
  const start = new Date(`${from}T00:00:00+07:00`);
  const end = new Date(new Date(`${to}T00:00:00+07:00`).getTime() + 86_400_000);
  return { from: start, to: end };
};
const countBy = <T>(rows: T[], key: (r: T) => string) => {
  const out: Record<string, number> = {};
  for (const r of rows) out[key(r)] = (out[key(r)] ?? 0) + 1;
  return out;
};

/** POST mlo/report/transaction: shipments created in the range (Jakarta days); total = what was charged. */
export async function transactionReport(deps: Deps, userId: number, q: { from: string; to: string }) {
  const { rows } = await listShipments(deps.database.db, userId, range(q.from, q.to), {
    limit: 1000,
    offset: 0,
  });
  return {
    rows: rows.map(shipmentView),
    totals: {
      count: rows.length,
      total: rows.filter((s) => s.status === 'success').reduce((n, s) => n + s.totalCost, 0),
      by_status: countBy(rows, (s) => s.status),
    },
  };
}

/** POST mlo/report/manifest. */
export async function manifestReport(deps: Deps, userId: number, q: { from: string; to: string }) {
  const rows = await listManifests(deps.database.db, userId, range(q.from, q.to));
  return {
    rows: rows.map(manifestView),
    totals: {
      count: rows.length,
      total: rows.reduce((n, m) => n + m.totalCost, 0),
      by_status: countBy(rows, (m) => m.status),
    },
  };
}

/** POST mlo/report/cn23: declarations in the range; total = declared value in IDR, tax = the estimates. */
export async function cn23Report(deps: Deps, userId: number, q: { from: string; to: string }) {
  const rows = await listCn23(deps.database.db, userId, range(q.from, q.to));
  return {
    rows: rows.map(cn23View),
    totals: {
      count: rows.length,
      total: rows.filter((c) => c.status !== 'cancelled').reduce((n, c) => n + c.tax.value_idr, 0),
      tax_idr: rows.filter((c) => c.status !== 'cancelled').reduce((n, c) => n + c.tax.tax_idr, 0),
      by_status: countBy(rows, (c) => c.status),
    },
  };
}

/** The reconcile job: shipments still moving are re-read from the operator (missed webhooks). */
export async function reconcilePostalShipments(deps: Deps): Promise<number> {
  if (!deps.postal.provider) return 0;
  return reconcileShipments(deps, await openShipmentCodes(deps.database.db, 200));
}
