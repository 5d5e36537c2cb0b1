import type { ShippingOption } from '@konter/core/contracts/shop-order';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  CourierError,
  type CourierItem,
  type CourierProvider,
  findCourierArea,
  type RateOption,
  SPEC_COURIERS,
} from '../../providers/courier/port.js';
import { readOrderSettings, writeOrderSettings } from './order.repository.js';

// Shipping for the shop's orders: the shop's origin (a site setting: app_settings `shop_orders`,
// set with `npm run admin -- shop:origin …`), the parcel of an order's lines, and the courier
// provider's options for it (deps.courier.rates) — asked again at checkout, never taken from the
// client.

/** Where the shop ships from: a full address whose areas are a village of the regions data. */
export const shopOrigin = z.object({
  name: z.string().min(1).max(100),
  phone: z.string().min(8).max(20),
  province: z.string().min(1),
  city: z.string().min(1),
  district: z.string().min(1),
  sub_district: z.string().min(1),
  postal_code: z.string().regex(/^\d{5}$/),
  detail: z.string().min(1).max(200),
});
export type ShopOrigin = z.infer<typeof shopOrigin>;

export const shopOrderSettings = z.object({
  origin: shopOrigin.nullable(),
  /** Minutes an unpaid order keeps its stock. */
  expiry_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
});
export type ShopOrderSettings = z.infer<typeof shopOrderSettings>;

/**
 * The demo's warehouse (Gambir, Jakarta Pusat): the origin outside production until an operator
 * sets one. In production an unset origin is 503 shop_origin_missing.
 */
export const DEMO_ORIGIN: ShopOrigin = {
  name: 'Gudang Konter',
  phone: '081200000009',
  province: 'DKI Jakarta',
  city: 'Jakarta Pusat',
  district: 'Gambir',
  sub_district: 'Gambir',
  postal_code: '10110',
  detail: 'Jl. Medan Merdeka Barat No. 1',
};

export async function getShopOrderSettings(
  deps: Deps,
  db: Db = deps.database.db,
): Promise<ShopOrderSettings> {
  const stored = shopOrderSettings.partial().safeParse((await readOrderSettings(db)) ?? {});
  const s = stored.success ? stored.data : {};
  return {
    origin: s.origin ?? (deps.config.NODE_ENV === 'production' ? null : DEMO_ORIGIN),
    expiry_minutes: s.expiry_minutes ?? 60,
  };
}

export async function setShopOrderSettings(
  deps: Deps,
  patch: Partial<ShopOrderSettings>,
  inTx?: (tx: Db, before: unknown, after: unknown) => Promise<unknown>,
) {
  await deps.database.db.transaction(async (tx: Db) => {
    const was = (await readOrderSettings(tx)) ?? {};
    const current = shopOrderSettings.partial().safeParse(was);
    const next = shopOrderSettings.partial().parse({ ...(current.success ? current.data : {}), ...patch });
    await writeOrderSettings(tx, next);
    if (inTx) await inTx(tx, was, next);
  });
  return getShopOrderSettings(deps);
}

export async function requireOrigin(deps: Deps): Promise<ShopOrigin> {
  const { origin } = await getShopOrderSettings(deps);
  if (!origin) throw new AppError('shop_origin_missing');
  return origin;
}

/** A courier call's failure as the spec's message (calls §8.3 Shop line). */
export function courierFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof CourierError) {
    switch (err.code) {
      case 'area_not_served':
        return new AppError('courier_area_not_served');
      case 'service_unsupported':
        return new AppError('courier_service_unsupported');
      case 'route_unavailable':
        return new AppError('courier_route_unavailable');
      case 'address_incomplete':
        return new AppError('address_incomplete');
      default:
        return new AppError('courier_unavailable');
    }
  }
  return new AppError('courier_unavailable');
}

export interface ParcelLine {
  name: string;
  price: number;
  quantity: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export const parcelItems = (lines: ParcelLine[]): CourierItem[] =>
  lines.map((l) => ({
    name: l.name.slice(0, 100),
    value: l.price,
    weight_g: l.weightG,
    length_cm: l.lengthCm,
    width_cm: l.widthCm,
    height_cm: l.heightCm,
    quantity: l.quantity,
  }));

export const parcelWeight = (lines: ParcelLine[]) => lines.reduce((n, l) => n + l.weightG * l.quantity, 0);

const option = (o: RateOption): ShippingOption => ({
  courier: o.courier_code,
  courier_name: o.courier_name,
  service: o.service_code,
  service_name: o.service_name,
  description: o.description,
  price: o.price,
  etd: o.eta_min_days === o.eta_max_days ? `${o.eta_min_days}` : `${o.eta_min_days}-${o.eta_max_days}`,
  eta_min_days: o.eta_min_days,
  eta_max_days: o.eta_max_days,
});

export interface Destination {
  province: string;
  city: string;
  district: string;
  postal_code?: string | null;
}

function courierOf(deps: Deps): CourierProvider {
  if (!deps.courier) throw new AppError('courier_unavailable');
  return deps.courier;
}

/** The provider's area of the shop's origin and of a destination (404-free: unserved → 422). */
async function places(deps: Deps, origin: ShopOrigin, to: Destination) {
  const courier = courierOf(deps);
  try {
    const [from, dest] = await Promise.all([findCourierArea(courier, origin), findCourierArea(courier, to)]);
    if (!from) throw new AppError('shop_origin_missing');
    if (!dest) throw new AppError('courier_area_not_served');
    return {
      origin: { area_id: from.id, postal_code: origin.postal_code },
      destination: to.postal_code ? { area_id: dest.id, postal_code: to.postal_code } : { area_id: dest.id },
    };
  } catch (err) {
    throw courierFailure(err);
  }
}

/** The provider's area ids of the origin and a destination, for booking a shipment. */
export async function bookingAreas(deps: Deps, origin: ShopOrigin, to: Destination) {
  const p = await places(deps, origin, to);
  return { origin: p.origin.area_id, destination: p.destination.area_id };
}

/** Every courier service for these lines to the destination, cheapest first. */
export async function shippingOptions(
  deps: Deps,
  to: Destination,
  lines: ParcelLine[],
): Promise<ShippingOption[]> {
  const origin = await requireOrigin(deps);
  const p = await places(deps, origin, to);
  let rates: RateOption[];
  try {
    rates = await courierOf(deps).rates({
      ...p,
      couriers: deps.config.courierCodes.length ? deps.config.courierCodes : SPEC_COURIERS.map((c) => c.code),
      items: parcelItems(lines),
    });
  } catch (err) {
    throw courierFailure(err);
  }
  if (rates.length === 0) throw new AppError('courier_route_unavailable');
  return rates.map(option).sort((a, b) => a.price - b.price || a.courier.localeCompare(b.courier));
}

/** The one option chosen (asked again from the provider), or 422 shop_shipping_option_unavailable. */
export async function chosenOption(
  deps: Deps,
  to: Destination,
  lines: ParcelLine[],
  courier: string,
  service: string,
): Promise<ShippingOption> {
  const found = (await shippingOptions(deps, to, lines)).find(
    (o) =>
      o.courier.toLowerCase() === courier.toLowerCase() && o.service.toLowerCase() === service.toLowerCase(),
  );
  if (!found) throw new AppError('shop_shipping_option_unavailable');
  return found;
}

export { courierOf };
