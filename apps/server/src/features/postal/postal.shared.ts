import type { PostalEvent, PostalShipment, PostalShippingState } from '@konter/core/contracts/postal';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { PostalError, type PostalProvider } from '../../providers/postal/index.js';
import { findShipment, type ShipmentRow } from './postal.repository.js';

// What the postal services share: the operator from deps, the error mapping, the shipment's view.

// ---- the operator ----

export function providerOf(deps: Deps): PostalProvider {
  const p = deps.postal.provider;
  if (!p) throw new AppError('postal_unavailable');
  return p;
}

/** A provider failure as the API's answer: unreachable → 503, otherwise the tariff/send reason. */
export function tariffError(err: unknown): never {
  if (err instanceof PostalError) {
    if (err.code === 'unavailable') throw new AppError('postal_unavailable', undefined, { retryAfter: 5 });
    throw new AppError('postal_tariff_failed', { reason: err.message });
  }
  throw err;
}

// ---- views ----

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Cancellable while booked (or pending) and the post office does not have it. */
export const canCancel = (s: ShipmentRow) =>
  (s.status === 'success' || s.status === 'pending') && !s.paidAt && s.shippingStatus !== 'in-transit';

export function shipmentView(s: ShipmentRow): PostalShipment {
  return {
    id: s.id,
    ref_id: s.code,
    type: s.type,
    country: s.country,
    service_code: s.serviceCode,
    service_name: s.serviceName,
    awb: s.awb,
    status: s.status,
    shipping_status: s.shippingStatus,
    sender: s.sender,
    recipient: s.recipient,
    item_type: s.itemType,
    item_content: s.itemContent,
    weight_g: s.weightG,
    dimension: `${s.lengthCm}×${s.widthCm}×${s.heightCm} cm`,
    item_value: s.itemValue,
    insurance: s.insurance,
    shipping_fee: s.shippingFee,
    shipping_tax: s.shippingTax,
    insurance_fee: s.insuranceFee,
    insurance_tax: s.insuranceTax,
    total_cost: s.totalCost,
    start_balance: s.startBalance,
    end_balance: s.endBalance,
    paid: s.paidAt !== null,
    cn23_id: s.cn23Id,
    manifest_code: s.manifestCode,
    spk_number: s.spkNumber,
    cancel_reason: s.cancelReason,
    failure_reason: s.failureReason,
    can_cancel: canCancel(s),
    created_at: s.createdAt.toISOString(),
    accepted_at: iso(s.acceptedAt),
    delivered_at: iso(s.deliveredAt),
  };
}

export const eventView = (e: {
  at: Date;
  providerStatus: string;
  shippingStatus: PostalShippingState | null;
  location: string | null;
  note: string | null;
}): PostalEvent => ({
  at: e.at.toISOString(),
  status: e.providerStatus,
  shipping_status: e.shippingStatus,
  location: e.location,
  note: e.note,
});

/** The agent's own shipment; 404 for anyone else's. */
export async function ownShipment(deps: Deps, userId: number, code: string): Promise<ShipmentRow> {
  const s = await findShipment(deps.database.db, code);
  if (!s || s.userId !== userId) throw new AppError('postal_not_found');
  return s;
}
