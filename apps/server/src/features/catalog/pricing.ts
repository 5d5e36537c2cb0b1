import {
  type MarkupBand,
  markupFor,
  type PrepaidType,
  type PriceLevel,
  sellingPrice,
} from '@konter/core/catalog';

/** Markup bands per type and level, as loaded from price_markups. */
export type MarkupTable = ReadonlyMap<string, MarkupBand[]>;

export const markupKey = (type: string, level: number) => `${type}:${level}`;

export interface LevelPrices {
  priceMember: number;
  priceAgent: number;
  priceMaster: number;
}

/** Auto prices: buying price + the markup of each level's band (spec §5 rule in core). */
export function autoPrices(table: MarkupTable, type: PrepaidType, buying: number): LevelPrices {
  const at = (level: PriceLevel) =>
    sellingPrice(buying, { markup: markupFor(table.get(markupKey(type, level)) ?? [], buying) });
  return { priceMember: at(1), priceAgent: at(2), priceMaster: at(3) };
}

/** A manual price below the buying price would sell at a loss: the product waits for re-pricing. */
export const needsPriceAdjustment = (p: LevelPrices, buying: number) =>
  p.priceMember < buying || p.priceAgent < buying || p.priceMaster < buying;

export function priceForLevel(p: LevelPrices, level: PriceLevel): number {
  return level === 3 ? p.priceMaster : level === 2 ? p.priceAgent : p.priceMember;
}

/**
 * A master agent's selling prices for their downlines (issue 14 §1): a markup in rupiah per product
 * type over the master's own price, or a custom price per product (by product id).
 */
export interface DownlinePricing {
  masterId: number;
  markups: ReadonlyMap<string, number>;
  custom: ReadonlyMap<number, number>;
}

/**
 * What a downline pays for a product under their master's settings, or null when no setting covers
 * it (the buyer's own level price applies). A custom price wins over the type's markup; neither
 * ever goes below the master's own price (a supplier price rise after the setting was saved would
 * otherwise make the master sell at a loss), so the master's profit — this price minus the master
 * price — is never negative.
 */
export function downlinePrice(
  pricing: DownlinePricing | null | undefined,
  p: { id: number; type: string; priceMaster: number },
): number | null {
  if (!pricing) return null;
  const custom = pricing.custom.get(p.id);
  if (custom !== undefined) return Math.max(custom, p.priceMaster);
  const markup = pricing.markups.get(p.type);
  if (markup !== undefined) return p.priceMaster + Math.max(0, markup);
  return null;
}
