import { sql } from 'drizzle-orm';

// The console's one meaning of sales and margin, for the dashboard and the reports alike, over
// purchases read as `transactions t`: a sale is a purchase that succeeded; it brings in its selling
// price (what the member paid us), costs us the supplier's price, and the margin is the difference.
// (The upline's cashback is an expense of its own, not taken off the margin here.)

/** A purchase that counts as a sale. */
export const SOLD = sql`t.status = 'success'`;
/** What a sale brings in. */
export const SALE_AMOUNT = sql`t.price`;
/** What it costs us. */
export const SALE_COST = sql`t.supplier_price`;
/** Selling − buying price. */
export const SALE_MARGIN = sql`(t.price - t.supplier_price)`;
