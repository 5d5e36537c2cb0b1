// The simulator's couriers, services and tariffs. Prices follow how Indonesian couriers charge:
// by the chargeable weight (the greater of the actual weight and the volumetric L×W×H/6000 kg),
// rounded up to whole kilograms, times a per-kg tariff of the zone (same city, same province, same
// island group, another island group), times the service's factor; cargo services have a minimum
// weight and go only within one island group. Numbers are plausible, not any courier's price list.
import { islandGroup } from '../../lib/idn-area.js';

export type Zone = 'city' | 'province' | 'island' | 'other';

export interface SimService {
  code: string;
  name: string;
  description: string;
  /** Biteship's service_type. */
  type: 'standard' | 'overnight' | 'economy' | 'cargo';
  factor: number;
  /** Cargo: the least weight charged, kg. */
  minKg?: number;
  /** Only within one island group (trucking, cargo by land). */
  sameIsland?: boolean;
}

export interface SimCourier {
  code: string;
  name: string;
  services: SimService[];
}

const std = (code: string, name: string, description: string, factor = 1): SimService => ({
  code,
  name,
  description,
  type: 'standard',
  factor,
});

/** The spec's eight couriers under Biteship's courier codes (providers/courier SPEC_COURIERS). */
export const SIM_COURIERS: readonly SimCourier[] = [
  {
    code: 'sicepat',
    name: 'SiCepat',
    services: [
      std('reg', 'Reguler', 'Layanan reguler'),
      { code: 'best', name: 'BEST', description: 'Besok sampai tujuan', type: 'overnight', factor: 1.6 },
      {
        code: 'gokil',
        name: 'GOKIL',
        description: 'Kargo hemat, minimal 10 kg',
        type: 'cargo',
        factor: 0.55,
        minKg: 10,
        sameIsland: true,
      },
    ],
  },
  { code: 'ide', name: 'ID Express', services: [std('reg', 'Standard', 'Layanan reguler', 0.95)] },
  { code: 'ninja', name: 'Ninja Xpress', services: [std('standard', 'Standard', 'Layanan reguler', 0.97)] },
  {
    code: 'sap',
    name: 'SAP Express',
    services: [
      std('reg', 'Reguler', 'Layanan reguler', 0.95),
      {
        code: 'ods',
        name: 'One Day Service',
        description: 'Sampai esok hari',
        type: 'overnight',
        factor: 1.7,
      },
    ],
  },
  {
    code: 'jtl',
    name: 'J&T Cargo',
    services: [
      {
        code: 'reg',
        name: 'Reguler',
        description: 'Kargo darat, minimal 10 kg',
        type: 'cargo',
        factor: 0.5,
        minKg: 10,
        sameIsland: true,
      },
    ],
  },
  { code: 'jnt', name: 'J&T Express', services: [std('ez', 'EZ', 'Layanan reguler')] },
  {
    code: 'jne',
    name: 'JNE',
    services: [
      std('reg', 'Reguler', 'Layanan reguler'),
      { code: 'yes', name: 'YES', description: 'Yakin esok sampai', type: 'overnight', factor: 1.8 },
      { code: 'oke', name: 'OKE', description: 'Ongkos kirim ekonomis', type: 'economy', factor: 0.85 },
      {
        code: 'jtr',
        name: 'JTR',
        description: 'JNE Trucking, minimal 10 kg',
        type: 'cargo',
        factor: 0.5,
        minKg: 10,
        sameIsland: true,
      },
    ],
  },
  {
    code: 'lion',
    name: 'Lion Parcel',
    services: [
      std('reg_pack', 'REGPACK', 'Layanan reguler', 0.95),
      { code: 'jago_pack', name: 'JAGOPACK', description: 'Layanan ekonomis', type: 'economy', factor: 0.8 },
      {
        code: 'big_pack',
        name: 'BIGPACK',
        description: 'Paket besar, minimal 10 kg',
        type: 'cargo',
        factor: 0.6,
        minKg: 10,
      },
    ],
  },
];

/** Rupiah per chargeable kilogram of a standard service. */
const PER_KG: Record<Zone, number> = { city: 8_000, province: 11_000, island: 17_000, other: 34_000 };

/** Days of a standard service; the other types shift them. */
const DAYS: Record<Zone, [number, number]> = {
  city: [1, 1],
  province: [1, 2],
  island: [2, 3],
  other: [3, 6],
};

/** The zone between two district codes (`31.71.01`): same city, province, island group, or other. */
export function zoneOf(origin: string, destination: string): Zone {
  if (origin.slice(0, 5) === destination.slice(0, 5)) return 'city';
  if (origin.slice(0, 2) === destination.slice(0, 2)) return 'province';
  if (islandGroup(origin.slice(0, 2)) === islandGroup(destination.slice(0, 2))) return 'island';
  return 'other';
}

export interface SimItem {
  weight: number;
  length: number;
  width: number;
  height: number;
  quantity: number;
}

/** Whole kilograms charged: the greater of actual and volumetric (L×W×H/6000) weight, at least 1. */
export function chargeableKg(items: readonly SimItem[]): number {
  let grams = 0;
  let volumetricKg = 0;
  for (const i of items) {
    grams += i.weight * i.quantity;
    volumetricKg += ((i.length * i.width * i.height) / 6000) * i.quantity;
  }
  return Math.max(1, Math.ceil(Math.max(grams / 1000, volumetricKg) - 1e-9));
}

export interface SimQuote {
  courier: SimCourier;
  service: SimService;
  price: number;
  days: [number, number];
}

/** The quote of one service between two districts, or null when it does not go there. */
export function quote(courier: SimCourier, service: SimService, zone: Zone, kg: number): SimQuote | null {
  if (service.sameIsland && zone === 'other') return null;
  const charged = Math.max(kg, service.minKg ?? 0);
  const price = Math.ceil((charged * PER_KG[zone] * service.factor) / 500) * 500;
  const [min, max] = DAYS[zone];
  const days: [number, number] =
    service.type === 'overnight'
      ? [1, zone === 'other' ? 2 : 1]
      : service.type === 'economy'
        ? [min + 1, max + 2]
        : service.type === 'cargo'
          ? [min + 2, max + 4]
          : [min, max];
  return { courier, service, price, days };
}
