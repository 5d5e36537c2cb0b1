import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import { transactions } from '../../db/schema/index.js';
import type { Transaction } from './purchase.repository.js';

/** The outbox key of a purchase's eSIM e-mail (unique: the e-mail is written once). */
export const esimMailKey = (refId: string) => `esim:${refId}`;

/**
 * Successful eSIM purchases settled since `since` whose e-mail is not in the outbox (the process
 * stopped between the settlement and the enqueue): the sweep sends them.
 */
export async function esimSalesWithoutMail(db: Db, since: Date, limit: number): Promise<Transaction[]> {
  const res = await db.execute(sql`
    SELECT t.* FROM transactions t
     WHERE t.product_type = 'esim' AND t.status = 'success' AND t.settled_at >= ${since.toISOString()}
       AND NOT EXISTS (SELECT 1 FROM outbound_messages m WHERE m.dedupe_key = 'esim:' || t.ref_id)
     ORDER BY t.settled_at LIMIT ${limit}`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => fromRow(transactions, r));
}
