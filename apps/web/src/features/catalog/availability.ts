import { inCutOff } from '@konter/core/catalog';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';

export type Unavailable = 'inactive' | 'priceAdjustment' | 'cutOff' | 'stockEmpty';

/** Why a product cannot be bought right now (null = it can); the server re-checks at purchase. */
export function unavailableReason(p: PrepaidProductView, now: Date = new Date()): Unavailable | null {
  if (!p.active) return 'inactive';
  if (p.price_adjustment) return 'priceAdjustment';
  if (inCutOff(p.cut_off, now)) return 'cutOff';
  if (p.stock === 0) return 'stockEmpty';
  return null;
}
