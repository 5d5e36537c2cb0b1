import type {
  CourierManifest,
  Shipment,
  ShipmentEvent,
  ShipmentListItem,
  ShippingParty,
  ShippingPartyResponse,
} from '@konter/core/contracts/shipping';
import { MULTICOURIER_COURIER_INFO } from '@konter/core/contracts/shipping';
import type { ManifestRow, ShipmentEventRow, ShipmentRow } from './shipping.repository.js';

// The API's shapes of the feature's rows (contracts/shipping.ts).

export const dimensionOf = (s: ShipmentRow) => `${s.itemLength}×${s.itemWidth}×${s.itemHeight} cm`;

export const partyView = (p: ShippingParty): ShippingPartyResponse => ({
  name: p.name,
  phone: p.phone,
  address: p.address,
  sub_district: p.sub_district,
  district: p.district,
  city: p.city,
  province: p.province,
  country: p.country ?? 'Indonesia',
  postal_code: p.postal_code,
  note: p.note ?? null,
  favorite_label: p.favorite_label ?? null,
  area_id: p.area_id ?? null,
});

export const eventView = (e: ShipmentEventRow): ShipmentEvent => ({
  date: e.at.toISOString(),
  status: e.providerStatus,
  shipping_status: e.shippingStatus,
  note: e.note,
});

export const listItemView = (s: ShipmentRow): ShipmentListItem => ({
  id: s.id,
  created_at: s.createdAt.toISOString(),
  ref_id: s.code,
  awb: s.awb,
  courier: s.courier,
  expedition: MULTICOURIER_COURIER_INFO[s.courier].name,
  service: s.serviceName,
  agent_cashback: s.agentCashback,
  start_balance: s.startBalance,
  end_balance: s.endBalance,
  status: s.status,
  shipping_status: s.shippingStatus,
  dimension: dimensionOf(s),
  item_weight: s.itemWeight,
  total_cost: s.totalCost,
  charged: s.charged,
  recipient_name: s.recipient.name,
  recipient_city: s.recipient.city,
  manifest_code: s.manifestCode,
});

export const shipmentView = (s: ShipmentRow, events: ShipmentEventRow[]): Shipment => ({
  id: s.id,
  ref_id: s.code,
  courier: s.courier,
  expedition: MULTICOURIER_COURIER_INFO[s.courier].name,
  service_code: s.serviceCode,
  service: s.serviceName,
  awb: s.awb,
  status: s.status,
  shipping_status: s.shippingStatus,
  sender: partyView(s.sender),
  recipient: partyView(s.recipient),
  item_type: s.itemType,
  commodity_type: s.commodityType,
  item_content: s.itemContent,
  item_weight: s.itemWeight,
  item_value: s.itemValue,
  item_length: s.itemLength,
  item_width: s.itemWidth,
  item_height: s.itemHeight,
  dimension: dimensionOf(s),
  insurance: s.insurance,
  shipping_fee: s.shippingFee,
  shipping_tax: s.shippingTax,
  insurance_fee: s.insuranceFee,
  insurance_tax: s.insuranceTax,
  total_cost: s.totalCost,
  charged: s.charged,
  agent_cashback: s.agentCashback,
  start_balance: s.startBalance,
  end_balance: s.endBalance,
  manifest_code: s.manifestCode,
  cancel_reason: s.cancelReason,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
  picked_at: s.pickedAt?.toISOString() ?? null,
  delivered_at: s.deliveredAt?.toISOString() ?? null,
  history: events.map(eventView),
});

export const manifestView = (m: ManifestRow): CourierManifest => ({
  id: m.id,
  code: m.code,
  courier: m.courier,
  status: m.status,
  opened_at: m.openedAt.toISOString(),
  closed_at: m.closedAt?.toISOString() ?? null,
  shipment_count: m.shipmentCount,
  total_cost: m.totalCost,
});
