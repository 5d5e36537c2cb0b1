// The simulator's catalogue, in Digiflazz's wire shape (price-list items, protocols.md "Supplier").
// Prices are plausible buyer prices (what Digiflazz charges the reseller), integer rupiah. The
// items live in prepaid-catalog-*.ts (operators' products, other digital products, international);
// the postpaid billers in postpaid-catalog.ts.

import { digitalProducts } from './prepaid-catalog-digital.js';
import { internationalProducts } from './prepaid-catalog-international.js';
import { operatorProducts } from './prepaid-catalog-operators.js';
import type { PrepaidProduct } from './prepaid-item.js';

export { BILL_CUSTOMERS, type PostpaidProduct, postpaidCatalog } from './postpaid-catalog.js';
export { countryOfCategory, DIAL_CODES, EXAMPLE_NUMBERS } from './prepaid-catalog-international.js';
export { operatorPrefixes } from './prepaid-catalog-operators.js';
export type { PrepaidProduct } from './prepaid-item.js';

/** Every prepaid item the price list serves (tests change it in place to change the supplier's list). */
export const prepaidCatalog: PrepaidProduct[] = [
  ...operatorProducts,
  ...digitalProducts,
  ...internationalProducts,
];
