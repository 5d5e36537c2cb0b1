import {
  isMulticourierCourier,
  MULTICOURIER_COURIER_INFO,
  MULTICOURIER_COURIERS,
  type MulticourierCourier,
} from '@konter/core/contracts/shipping';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { type CourierProvider, SPEC_COURIERS } from '../../providers/courier/index.js';

// The spec's couriers: path name (sicepat, jne-express …) ↔ account flag (jne_express) ↔ the
// provider's courier code (SPEC_COURIERS: jne). One table, so the service stays one service.

export interface CourierMeta {
  courier: MulticourierCourier;
  flag: string;
  name: string;
  /** The provider's courier code (Biteship `courier_code`). */
  code: string;
}

export const COURIERS: readonly CourierMeta[] = MULTICOURIER_COURIERS.map((courier) => {
  const info = MULTICOURIER_COURIER_INFO[courier];
  const spec = SPEC_COURIERS.find((c) => c.spec === info.flag);
  if (!spec) throw new Error(`courier ${courier} has no provider code`);
  return { courier, flag: info.flag, name: info.name, code: spec.code };
});

/** A path's courier, or 404 `shipping_courier_unknown`. */
export function courierOf(raw: string): CourierMeta {
  const meta = isMulticourierCourier(raw) ? COURIERS.find((c) => c.courier === raw) : undefined;
  if (!meta) throw new AppError('shipping_courier_unknown');
  return meta;
}

/** The couriers this site offers: all eight, or those of COURIER_CODES when it names some. */
export function enabledCouriers(deps: Deps): CourierMeta[] {
  const codes = deps.config.courierCodes;
  return codes.length ? COURIERS.filter((c) => codes.includes(c.code)) : [...COURIERS];
}

/** The provider port, or 503 when the site has no courier aggregator configured. */
export function providerOf(deps: Deps): CourierProvider {
  if (!deps.courier) throw new AppError('courier_unavailable');
  return deps.courier;
}

/** Whether the account is a drop-point agent of the courier (its courier flag). */
export const isAgentOf = (flags: Record<string, boolean> | null | undefined, c: CourierMeta) =>
  flags?.[c.flag] === true;
