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
