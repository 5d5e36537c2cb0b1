// The postal port: the postal operator's agent API (POS MLO, issue 16 part 3). Pos Indonesia's agent
// API is not public, so Konter defines its own contract (docs/postal-protocol.md); the HTTP adapter
// (http.ts) speaks it, the simulator (simulators/postal) answers it, and an adapter for the real
// operator would map the same port. Weights in grams, dimensions in cm, money in whole rupiah.

import type { ShipmentShippingState } from '@konter/core/contracts/shipping';

/** The spec's shipping states (§4 "Shipping"), as the postal feature stores them: the couriers' list. */
export type PostalShippingState = ShipmentShippingState;

/** The operator's shipment statuses (protocol §"Shipment statuses"). */
export const POSTAL_REMOTE_STATUSES = [
  'created',
  'accepted',
  'in_transit',
  'customs_clearance',
  'out_for_delivery',
  'delivered',
  'return_in_transit',
  'returned',
  'cancelled',
  'rejected',
] as const;
export type PostalRemoteStatus = (typeof POSTAL_REMOTE_STATUSES)[number];

/**
 * An operator status → the spec's shipping state; null for one we do not know (nothing changes on
 * a status nobody understood). `created` waits for the hand-over at the post office.
 */
export function postalShippingState(status: string): PostalShippingState | null {
  switch (status) {
    case 'created':
      return 'waiting-for-pickup';
    case 'accepted':
    case 'in_transit':
    case 'customs_clearance':
      return 'in-transit';
    case 'out_for_delivery':
      return 'out-for-delivery';
    case 'delivered':
      return 'delivered';
    case 'return_in_transit':
      return 'return-initiated';
    case 'returned':
      return 'returned';
    case 'cancelled':
      return 'cancelled';
    case 'rejected':
      return 'failed';
    default:
      return null;
  }
}

/** True when the post office has the parcel (accepted or any later step): the hold is posted. */
export const acceptedByPostOffice = (status: string) =>
  [
    'accepted',
    'in_transit',
    'customs_clearance',
    'out_for_delivery',
    'delivered',
    'return_in_transit',
    'returned',
  ].includes(status);

export interface PostalAddress {
  name: string;
  phone: string;
  address: string;
  city: string;
  province?: string | undefined;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email?: string | undefined;
}

export interface PostalTariffService {
  code: string;
  name: string;
  /** Rupiah. */
  fee: number;
  etdMin: number;
  etdMax: number;
}

export interface DomesticTariffQuery {
  originPostcode: string;
  destinationPostcode: string;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  value: number;
}

export interface InternationalTariffQuery {
  country: string;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  itemType: 'document' | 'package';
  value: number;
}

export interface CreateShipmentInput {
  /** Our ref_id: the operator keeps one shipment per reference (a retry answers the same one). */
  reference: string;
  type: 'domestic' | 'international';
  service: string;
  country: string;
  sender: PostalAddress;
  recipient: PostalAddress;
  item: {
    type: 'document' | 'package';
    content: string;
    weightG: number;
    lengthCm: number;
    widthCm: number;
    heightCm: number;
    value: number;
  };
  insurance: boolean;
}

export interface PostalHistoryEntry {
  at: Date;
  status: string;
  location: string | null;
  note: string | null;
}

export interface RemoteShipment {
  awb: string;
  reference: string;
  type: 'domestic' | 'international';
  service: string;
  status: string;
  /** Rupiah the operator charges for it. */
  fee: number;
  spkNumber: string | null;
  history: PostalHistoryEntry[];
}

export interface Cn23Line {
  description: string;
  quantity: number;
  netWeightG: number;
  value: number;
  hsCode: string;
  originCountry: string;
}

export interface SubmitCn23Input {
  awb: string;
  category: string;
  currency: string;
  sender: PostalAddress;
  recipient: PostalAddress;
  items: Cn23Line[];
  explanation?: string | undefined;
}

export interface RemoteCn23 {
  number: string;
  awb: string;
  /** submitted | cleared | held | cancelled */
  status: string;
}

export interface RemoteSpk {
  number: string;
  status: 'open' | 'confirmed';
  postOffice: string;
  scheduledAt: Date;
  confirmedAt: Date | null;
  items: { awb: string; reference: string; status: string }[];
}

export interface RemoteManifest {
  number: string;
  status: 'open' | 'closed';
  spkNumber: string | null;
}

export interface KursTable {
  asOf: Date;
  /** IDR per one unit of each currency. */
  rates: Record<string, number>;
}

export type PostalErrorCode =
  /** The operator did not answer, or answered 5xx: the outcome of a write is unknown. */
  | 'unavailable'
  | 'rejected'
  | 'not_found'
  | 'postcode_unknown'
  | 'route_unavailable'
  | 'service_unavailable'
  | 'not_cancellable'
  | 'invalid'
  | 'spk_confirmed';

export class PostalError extends Error {
  constructor(
    readonly code: PostalErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PostalError';
  }
}

export type PostalWebhookVerdict =
  | { ok: true; event: string; shipment: RemoteShipment | null; cn23: RemoteCn23 | null }
  | { ok: false; reason: string };

export interface PostalProvider {
  readonly name: string;
  kurs(): Promise<KursTable>;
  domesticTariff(q: DomesticTariffQuery): Promise<PostalTariffService[]>;
  internationalTariff(q: InternationalTariffQuery): Promise<PostalTariffService[]>;
  createShipment(input: CreateShipmentInput): Promise<RemoteShipment>;
  /** The shipment booked under our reference, if any (a create whose answer was lost). */
  findByReference(reference: string): Promise<RemoteShipment | null>;
  /** The shipment with its tracking history. */
  getShipment(awb: string): Promise<RemoteShipment>;
  cancelShipment(awb: string, reason: string): Promise<RemoteShipment>;
  submitCn23(input: SubmitCn23Input): Promise<RemoteCn23>;
  getCn23(number: string): Promise<RemoteCn23>;
  cancelCn23(number: string): Promise<RemoteCn23>;
  openManifest(agentRef: string): Promise<RemoteManifest>;
  closeManifest(number: string, awbs: string[]): Promise<RemoteManifest>;
  getSpk(number: string): Promise<RemoteSpk>;
  confirmSpk(number: string): Promise<RemoteSpk>;
  /** Checks a status webhook's signature over its raw bytes and reads it (a hint: re-read before acting). */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PostalWebhookVerdict;
}
