import type { CutOff } from '@konter/core/catalog';
import type { Product } from './catalog.repository.js';

type Windows = Pick<Product, 'cutOffStart' | 'cutOffEnd' | 'operatorCutOffStart' | 'operatorCutOffEnd'>;

const pair = (start: string | null, end: string | null): CutOff | null =>
  start && end ? { start, end } : null;

/** The supplier's daily window (the sync's). */
export const supplierCutOff = (p: Windows) => pair(p.cutOffStart, p.cutOffEnd);

/** The operator's daily window (console, set-cut-off; kept through syncs). */
export const operatorCutOff = (p: Windows) => pair(p.operatorCutOffStart, p.operatorCutOffEnd);

/**
 * The one window a product is not sold in: the operator's when set, else the supplier's. Purchases
 * refuse inside it and the product lists show it.
 */
export const effectiveCutOff = (p: Windows): CutOff | null => operatorCutOff(p) ?? supplierCutOff(p);
