import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactions } from '../../db/schema/index.js';
import type { Transaction } from './purchase.repository.js';

// The statements of the bulk voucher buy (bulk.service.ts): its purchases are ordinary
// transactions carrying the batch's id (migration 0021).

/** The purchases of one batch of one buyer, in the order they were made. */
export async function findBatch(db: Db, userId: number, batchId: string): Promise<Transaction[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.batchId, batchId)))
    .orderBy(asc(transactions.id));
}
