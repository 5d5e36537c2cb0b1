import { randomBytes } from 'node:crypto';
import {
  type PostalDomesticFeeRequest,
  type PostalInternationalFeeRequest,
  type PostalSendRequest,
  type PostalServiceOption,
  postalCost,
} from '@konter/core/contracts/postal';
import { formatRupiah } from '@konter/core/money';
import { hold, postHold, voidHold } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { pageMeta } from '../../lib/pagination.js';
import {
  acceptedByPostOffice,
  PostalError,
  type PostalTariffService,
  postalShippingState,
  type RemoteShipment,
} from '../../providers/postal/index.js';
import { assertCanTransact, type User, verifyPin } from '../auth/index.js';
import { submitCn23For } from './cn23.service.js';
import {
  cn23Unlinked,
  eventsOf,
  findCn23,
  findShipment,
  findShipmentByAwb,
  insertEvent,
  insertShipment,
  listShipments,
  lockShipment,
  notPaid,
  openManifestOf,
  type ShipmentFilter,
  type ShipmentRow,
  updateCn23,
  updateShipment,
} from './postal.repository.js';
import { canCancel, eventView, ownShipment, providerOf, shipmentView, tariffError } from './postal.shared.js';

// Postal shipments (NIPOS domestic, IPOS international) and their money: a hold of total_cost on the
// agent's deposit at send (key pos:<code>:hold, PIN required), posted to the `courier` account when
// the post office accepts the parcel (SPK confirm or the operator's accepted-or-later status; paid_at
// set by the same guarded UPDATE … WHERE paid_at IS NULL), voided on cancel before acceptance or when
// the operator refuses the booking. Each change is one transaction with its ledger call.

// ---- tariffs ----

const option = (t: PostalTariffService, insurance: boolean, value: number): PostalServiceOption => ({
  service_code: t.code,
  service_name: t.name,
  ...postalCost(t.fee, insurance, value),
  etd_min: t.etdMin,
  etd_max: t.etdMax,
});

/** POST mlo/transaction/get_fee_nipos: the domestic services, cheapest first. */
export async function domesticFee(deps: Deps, q: PostalDomesticFeeRequest): Promise<PostalServiceOption[]> {
  const services = await providerOf(deps)
    .domesticTariff({
      originPostcode: q.origin_postal_code,
      destinationPostcode: q.destination_postal_code,
      weightG: q.weight_g,
      lengthCm: q.length_cm,
      widthCm: q.width_cm,
      heightCm: q.height_cm,
      value: q.item_value,
    })
    .catch(tariffError);
  return services
    .map((t) => option(t, q.insurance, q.item_value))
    .sort((a, b) => a.total_cost - b.total_cost);
}

/** POST mlo/transaction/get_fee: the international services to one of the seven countries. */
export async function internationalFee(
  deps: Deps,
  q: PostalInternationalFeeRequest,
): Promise<PostalServiceOption[]> {
  const services = await providerOf(deps)
    .internationalTariff({
      country: q.country,
      weightG: q.weight_g,
      lengthCm: q.length_cm,
      widthCm: q.width_cm,
      heightCm: q.height_cm,
      itemType: q.item_type,
      value: q.item_value,
    })
    .catch(tariffError);
  return services
    .map((t) => option(t, q.insurance, q.item_value))
    .sort((a, b) => a.total_cost - b.total_cost);
}

// ---- send ----

const holdKey = (code: string) => `pos:${code}:hold`;
const newCode = () => {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `PS${Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('')}`;
};

/**
 * POST mlo/transaction/send. The price is quoted again (never the client's), and must equal what the
 * agent saw; an international parcel needs the agent's draft CN23 for that country. Then the PIN,
 * and in one transaction the shipment (pending) and the hold. The booking at the operator runs
 * after commit: booked → success (AWB, joins the open manifest, the CN23 submitted); refused →
 * failed with the hold voided; unknown (timeout) → looked up by our reference, and only when the
 * operator cannot say either way does it stay pending (money held) until `get_status` settles it.
 */
export async function sendShipment(deps: Deps, user: User, req: PostalSendRequest): Promise<ShipmentRow> {
  assertCanTransact(user);
  const db = deps.database.db;
  const provider = providerOf(deps);
  const international = req.type === 'ipos';
  const country = international ? req.country! : 'ID';
  const dims = { length_cm: req.length_cm, width_cm: req.width_cm, height_cm: req.height_cm };
  const options = international
    ? await internationalFee(deps, {
        country: req.country!,
        weight_g: req.weight_g,
        ...dims,
        item_type: req.item_type,
        item_value: req.item_value,
        insurance: req.insurance,
      })
    : await domesticFee(deps, {
        origin_postal_code: req.sender.postal_code,
        destination_postal_code: req.recipient.postal_code,
        weight_g: req.weight_g,
        ...dims,
        item_value: req.item_value,
        insurance: req.insurance,
      });
  const chosen = options.find((o) => o.service_code === req.service_code);
  if (!chosen)
    throw new AppError('postal_service_unavailable', undefined, {
      errors: { service_code: [{ code: 'postal_service_unavailable' }] },
    });
  if (chosen.total_cost !== req.expected_total)
    throw new AppError('postal_price_changed', {
      old: formatRupiah(req.expected_total),
      new: formatRupiah(chosen.total_cost),
    });
  let cn23Id: number | null = null;
  if (international && req.item_type === 'package') {
    if (!req.cn23_id)
      throw new AppError('postal_cn23_required', undefined, {
        errors: { cn23_id: [{ code: 'postal_cn23_required' }] },
      });
    const c = await findCn23(db, req.cn23_id);
    if (!c || c.userId !== user.id) throw new AppError('postal_cn23_not_found');
    if (c.status !== 'draft' || c.shipmentId !== null || c.country !== country)
      throw new AppError('postal_cn23_mismatch');
    cn23Id = c.id;
  }
  await verifyPin(deps, db, user, req.pin);

  const created = await db.transaction(async (tx) => {
    const s = await insertShipment(tx, {
      code: newCode(),
      userId: user.id,
      type: req.type,
      country,
      serviceCode: chosen.service_code,
      serviceName: chosen.service_name,
      sender: { ...req.sender },
      recipient: { ...req.recipient },
      itemType: req.item_type,
      itemContent: req.item_content,
      weightG: req.weight_g,
      lengthCm: req.length_cm,
      widthCm: req.width_cm,
      heightCm: req.height_cm,
      itemValue: req.item_value,
      insurance: req.insurance,
      shippingFee: chosen.shipping_fee,
      shippingTax: chosen.shipping_tax,
      insuranceFee: chosen.insurance_fee,
      insuranceTax: chosen.insurance_tax,
      totalCost: chosen.total_cost,
      cn23Id,
    });
    const h = await hold(
      tx,
      {
        key: holdKey(s.code),
        source: { userId: user.id, kind: 'deposit' },
        amount: s.totalCost,
        kind: 'postal_shipment',
        reference: s.code,
      },
      deps.accountGates,
    );
    const end = h.sourceBalanceAfter ?? 0;
    if (cn23Id !== null) {
      const linked = await updateCn23(tx, cn23Id, ['draft'], { shipmentId: s.id }, cn23Unlinked);
      if (!linked) throw new AppError('postal_cn23_mismatch');
    }
    return (await updateShipment(tx, s.id, ['pending'], {
      holdId: h.holdId,
      endBalance: end,
      startBalance: end + s.totalCost,
    }))!;
  });

  let remote: RemoteShipment | null;
  try {
    remote = await provider.createShipment({
      reference: created.code,
      type: international ? 'international' : 'domestic',
      service: created.serviceCode,
      country,
      sender: { ...created.sender, country: 'ID' },
      recipient: { ...created.recipient, country },
      item: {
        type: created.itemType,
        content: created.itemContent,
        weightG: created.weightG,
        lengthCm: created.lengthCm,
        widthCm: created.widthCm,
        heightCm: created.heightCm,
        value: created.itemValue,
      },
      insurance: created.insurance,
    });
  } catch (err) {
    if (!(err instanceof PostalError)) throw err;
    if (err.code !== 'unavailable') {
      await failShipment(deps, created, err.message);
      throw new AppError('postal_send_failed', { reason: err.message });
    }
    deps.logger.warn({ feature: 'postal', ref: created.code, err }, 'booking outcome unknown');
    remote = await provider.findByReference(created.code).catch(() => undefined as never);
    if (remote === undefined) throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
    if (remote === null) {
      await failShipment(deps, created, err.message);
      throw new AppError('postal_send_failed', { reason: err.message });
    }
  }
  return booked(deps, created, remote);
}

/** pending → failed with the hold voided (the money back once). */
async function failShipment(deps: Deps, s: ShipmentRow, reason: string): Promise<ShipmentRow | undefined> {
  return deps.database.db.transaction(async (tx) => {
    const r = await updateShipment(tx, s.id, ['pending'], { status: 'failed', failureReason: reason });
    if (!r) return undefined;
    if (r.holdId !== null) await voidHold(tx, r.holdId, deps.accountGates);
    if (r.cn23Id !== null) await updateCn23(tx, r.cn23Id, ['draft'], { shipmentId: null });
    return r;
  });
}

/** pending → success with the operator's answer (AWB, status), the open manifest, the CN23 submitted. */
async function booked(deps: Deps, s: ShipmentRow, remote: RemoteShipment): Promise<ShipmentRow> {
  const db = deps.database.db;
  const { row, note, orphan } = await db.transaction(async (tx) => {
    const open = await openManifestOf(tx, s.userId);
    const r = await updateShipment(tx, s.id, ['pending'], {
      status: 'success',
      awb: remote.awb,
      providerStatus: remote.status,
      shippingStatus: postalShippingState(remote.status) ?? 'waiting-for-pickup',
      ...(open ? { manifestId: open.id } : {}),
    });
    if (!r) return { row: (await findShipment(tx, s.code))!, note: null, orphan: true };
    for (const h of remote.history)
      await insertEvent(tx, r.id, {
        at: h.at,
        providerStatus: h.status,
        shippingStatus: postalShippingState(h.status),
        location: h.location,
        note: h.note,
      });
    if (r.cn23Id !== null) await updateCn23(tx, r.cn23Id, ['draft'], { awb: remote.awb });
    const n = await deps.notifier.record(tx, {
      userId: r.userId,
      type: 'transaction',
      title: 'postal_sent_title',
      body: 'postal_sent_body',
      params: { code: r.code, awb: remote.awb, service: r.serviceName, total: formatRupiah(r.totalCost) },
      status: 1,
      data: { kind: 'postal', code: r.code },
    });
    return { row: r, note: n, orphan: false };
  });
  if (note) deps.notifier.publish([note]);
  if (orphan) {
    // Settled as failed meanwhile (the money is back): the booking must not ship unpaid.
    await providerOf(deps)
      .cancelShipment(remote.awb, 'booking not confirmed in time')
      .catch((err) =>
        deps.logger.error({ feature: 'postal', ref: s.code, err }, 'orphan booking not cancelled'),
      );
    return row;
  }
  // Then the settled state the operator reports (an item accepted at once is posted now).
  const applied = await applyRemote(deps, row.code, remote);
  if (applied.cn23Id !== null) {
    try {
      await submitCn23For(deps, applied.cn23Id);
    } catch (err) {
      // The CN23 stays a draft with the AWB: mlo/cn23/get_status submits it again.
      deps.logger.warn({ feature: 'postal', ref: applied.code, err }, 'CN23 not submitted yet');
    }
  }
  return (await findShipment(db, row.code))!;
}

// ---- the operator's state ----

/**
 * Applies what the operator says about a booked shipment, idempotently: the new history entries,
 * shipping_status, and the money — accepted (or later) posts the hold once (paid_at guard); a
 * cancellation the operator made voids it once; delivered sets delivered_at.
 */
export async function applyRemote(deps: Deps, code: string, remote: RemoteShipment): Promise<ShipmentRow> {
  const state = postalShippingState(remote.status);
  const { row, note } = await deps.database.db.transaction(async (tx) => {
    const s = await lockShipment(tx, code);
    if (!s) throw new AppError('postal_not_found');
    for (const h of remote.history)
      await insertEvent(tx, s.id, {
        at: h.at,
        providerStatus: h.status,
        shippingStatus: postalShippingState(h.status),
        location: h.location,
        note: h.note,
      });
    if (s.status !== 'success' || !state) return { row: s, note: null };
    const now = new Date();
    let r: ShipmentRow | undefined = s;
    let n = null;
    if (acceptedByPostOffice(remote.status) && !s.paidAt) {
      r = await updateShipment(
        tx,
        s.id,
        ['success'],
        {
          paidAt: now,
          acceptedAt: s.acceptedAt ?? now,
          ...(remote.spkNumber ? { spkNumber: remote.spkNumber } : {}),
        },
        notPaid,
      );
      if (r && r.holdId !== null) await postHold(tx, r.holdId, { credit: 'courier' }, deps.accountGates);
      r = r ?? s;
    }
    if ((state === 'cancelled' || state === 'failed') && !r.paidAt) {
      // Cancelled or refused by the post office before acceptance: the money back, once.
      const c = await updateShipment(
        tx,
        s.id,
        ['success'],
        state === 'cancelled'
          ? { status: 'cancel', cancelReason: 'cancelled by the post office' }
          : { status: 'failed', failureReason: `refused by the post office (${remote.status})` },
        notPaid,
      );
      if (c?.holdId != null) await voidHold(tx, c.holdId, deps.accountGates);
      r = c ?? r;
    }
    const patched = await updateShipment(tx, s.id, [r.status], {
      providerStatus: remote.status,
      shippingStatus: state,
      ...(state === 'delivered' && !r.deliveredAt ? { deliveredAt: now } : {}),
    });
    if (state === 'delivered' && !s.deliveredAt)
      n = await deps.notifier.record(tx, {
        userId: s.userId,
        type: 'transaction',
        title: 'postal_delivered_title',
        params: { code: s.code },
        status: 1,
        data: { kind: 'postal', code: s.code },
      });
    return { row: patched ?? r, note: n };
  });
  if (note) deps.notifier.publish([note]);
  return row;
}

/**
 * POST mlo/transaction/get_status: re-reads the operator. A pending shipment (booking outcome
 * unknown) is looked up by reference: found → booked; the operator has none → failed, money back.
 */
export async function refreshShipment(deps: Deps, userId: number, code: string): Promise<ShipmentRow> {
  const s = await ownShipment(deps, userId, code);
  return refresh(deps, s);
}

/** How long a pending shipment may wait for its booking's answer before a re-read settles it. */
const PENDING_GRACE_MS = 2 * 60_000;

export async function refresh(deps: Deps, s: ShipmentRow): Promise<ShipmentRow> {
  const provider = providerOf(deps);
  try {
    if (s.status === 'pending') {
      const remote = await provider.findByReference(s.code);
      if (remote) return await booked(deps, s, remote);
      // A young one may still be waiting for the operator's answer to its send.
      if (Date.now() - s.createdAt.getTime() < PENDING_GRACE_MS) return s;
      return (await failShipment(deps, s, 'not booked at the postal operator')) ?? s;
    }
    if (s.status !== 'success' || !s.awb) return s;
    return await applyRemote(deps, s.code, await provider.getShipment(s.awb));
  } catch (err) {
    if (err instanceof PostalError) throw new AppError('postal_tracking_failed');
    throw err;
  }
}

/** POST mlo/transaction/get_order: the shipment with its history. */
export async function shipmentDetail(deps: Deps, userId: number, code: string) {
  const s = await ownShipment(deps, userId, code);
  const events = await eventsOf(deps.database.db, s.id);
  return { ...shipmentView(s), events: events.map(eventView) };
}

/** POST mlo/transaction/track {awb}: the operator's history, applied to ours when it is the agent's. */
export async function trackAwb(deps: Deps, userId: number, awb: string) {
  const provider = providerOf(deps);
  let remote: RemoteShipment;
  try {
    remote = await provider.getShipment(awb);
  } catch (err) {
    if (err instanceof PostalError && err.code === 'not_found') throw new AppError('postal_awb_not_found');
    if (err instanceof PostalError) throw new AppError('postal_tracking_failed');
    throw err;
  }
  const mine = await findShipmentByAwb(deps.database.db, awb);
  if (mine && mine.userId === userId) await applyRemote(deps, mine.code, remote);
  return {
    awb: remote.awb,
    shipping_status: postalShippingState(remote.status),
    history: remote.history.map((h) =>
      eventView({
        at: h.at,
        providerStatus: h.status,
        shippingStatus: postalShippingState(h.status),
        location: h.location,
        note: h.note,
      }),
    ),
  };
}

/** GET mlo/transaction: the agent's shipments, newest first. */
export async function listMyShipments(
  deps: Deps,
  userId: number,
  q: ShipmentFilter & { page: number; per_page: number },
) {
  const { rows, total } = await listShipments(deps.database.db, userId, q, {
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return { data: rows.map(shipmentView), meta: pageMeta(q.page, q.per_page, total) };
}

// ---- cancel ----

/**
 * POST mlo/transaction/cancel: before the post office accepted the parcel. The operator cancels
 * first, then in one transaction the guarded success → cancel (WHERE paid_at IS NULL) voids the
 * hold: two cancels racing refund once, the second answers the cancelled shipment as it is.
 */
export async function cancelShipment(
  deps: Deps,
  userId: number,
  code: string,
  reason: string,
): Promise<ShipmentRow> {
  const s = await ownShipment(deps, userId, code);
  if (s.status === 'cancel') return s;
  if (!canCancel(s) || s.status !== 'success' || !s.awb) throw new AppError('postal_cannot_cancel');
  try {
    await providerOf(deps).cancelShipment(s.awb, reason);
  } catch (err) {
    if (err instanceof PostalError && err.code === 'not_cancellable')
      throw new AppError('postal_cannot_cancel');
    if (err instanceof PostalError) throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
    throw err;
  }
  const { row, note } = await deps.database.db.transaction(async (tx) => {
    const r = await updateShipment(
      tx,
      s.id,
      ['success'],
      { status: 'cancel', shippingStatus: 'cancelled', providerStatus: 'cancelled', cancelReason: reason },
      notPaid,
    );
    if (!r) {
      const now = await lockShipment(tx, code);
      if (now?.status === 'cancel') return { row: now, note: null };
      throw new AppError('postal_cannot_cancel');
    }
    let refunded = 0;
    if (r.holdId !== null) {
      const v = await voidHold(tx, r.holdId, deps.accountGates);
      if (!v.replayed) refunded = v.releasedAmount;
    }
    if (r.cn23Id !== null) await updateCn23(tx, r.cn23Id, ['draft', 'submitted'], { status: 'cancelled' });
    await insertEvent(tx, r.id, {
      at: new Date(),
      providerStatus: 'cancelled',
      shippingStatus: 'cancelled',
      location: null,
      note: reason,
    });
    const n = await deps.notifier.record(tx, {
      userId: r.userId,
      type: 'transaction',
      title: 'postal_cancelled_title',
      body: 'postal_cancelled_body',
      params: { code: r.code, amount: formatRupiah(refunded) },
      status: 2,
      data: { kind: 'postal', code: r.code },
    });
    return { row: r, note: n };
  });
  if (note) deps.notifier.publish([note]);
  return row;
}

/** Re-reads every shipment still moving (the job; missed webhooks). */
export async function reconcileShipments(deps: Deps, codes: string[]): Promise<number> {
  let n = 0;
  for (const code of codes) {
    const s = await findShipment(deps.database.db, code);
    if (!s) continue;
    try {
      await refresh(deps, s);
      n++;
    } catch (err) {
      deps.logger.warn({ feature: 'postal', ref: code, err }, 'reconcile failed');
    }
  }
  return n;
}
