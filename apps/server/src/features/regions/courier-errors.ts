import type { ErrorKey } from '@konter/core/messages/index';
import { AppError } from '../../lib/errors.js';
import { CourierError, type CourierErrorCode } from '../../providers/courier/index.js';

/** A courier failure as the spec says it (calls §8.3, Shop line); the rest is "not answering". */
const KEYS: Record<CourierErrorCode, ErrorKey> = {
  area_not_served: 'courier_area_not_served',
  service_unsupported: 'courier_service_unsupported',
  route_unavailable: 'courier_route_unavailable',
  address_incomplete: 'address_incomplete',
  not_found: 'courier_unavailable',
  rejected: 'courier_unavailable',
  unavailable: 'courier_unavailable',
};

export const courierErrorKey = (code: CourierErrorCode): ErrorKey => KEYS[code];

/**
 * What a service throws when a courier call failed: the catalogue's error for a CourierError
 * (area not served, service unsupported, route unavailable, address incomplete, else 503), the
 * error itself otherwise. Use: `catch (err) { throw courierAppError(err) }`.
 */
export function courierAppError(err: unknown): unknown {
  return err instanceof CourierError ? new AppError(courierErrorKey(err.code)) : err;
}
