import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkoutLinks, checkoutOrders, ledgerTransfers, transactions } from '../../db/schema/index.js';

// Every statement of the one-page checkout: the members' links, the visitors' orders, and the
// seller's waiting purchase row an order makes (the purchase row is the purchase feature's table;
// its statements here only insert a waiting gateway purchase and record its payment page, as
// purchase/gateway-payment.ts does for a member's own purchase).

export type CheckoutLinkRow = typeof checkoutLinks.$inferSelect;
export type CheckoutOrderRow = typeof checkoutOrders.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;

// ---- links ----

export async function listLinksOf(db: Db, userId: number): Promise<CheckoutLinkRow[]> {
  return db
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.userId, userId), isNull(checkoutLinks.deletedAt)))
    .orderBy(desc(checkoutLinks.id));
}

export async function countLinksOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.userId, userId), isNull(checkoutLinks.deletedAt)));
  return row?.n ?? 0;
}

/** Paid orders per link (a sale counts once its payment arrived, whatever the supplier did). */
export async function paidOrdersByLink(db: Db, linkIds: number[]): Promise<Map<number, number>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .select({ linkId: checkoutOrders.linkId, n: count() })
    .from(checkoutOrders)
    .innerJoin(transactions, eq(transactions.id, checkoutOrders.transactionId))
    .where(and(inArray(checkoutOrders.linkId, linkIds), eq(transactions.paymentStatus, 'paid')))
    .groupBy(checkoutOrders.linkId);
  return new Map(rows.map((r) => [r.linkId, r.n]));
}

/** Inserts a link; undefined when the slug is taken (the caller draws another). */
export async function insertLink(
  db: Db,
  link: Pick<CheckoutLinkRow, 'userId' | 'slug' | 'productType' | 'operator' | 'markup'>,
): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .insert(checkoutLinks)
    .values(link)
    .onConflictDoNothing({ target: checkoutLinks.slug })
    .returning();
  return row;
}

/** A member's own link (not deleted). */
export async function findOwnLink(db: Db, userId: number, id: number): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.id, id), eq(checkoutLinks.userId, userId), isNull(checkoutLinks.deletedAt)))
    .limit(1);
  return row;
}

export async function updateOwnLink(
  db: Db,
  userId: number,
  id: number,
  set: Partial<Pick<CheckoutLinkRow, 'markup' | 'active' | 'deletedAt'>>,
): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .update(checkoutLinks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(checkoutLinks.id, id), eq(checkoutLinks.userId, userId), isNull(checkoutLinks.deletedAt)))
    .returning();
  return row;
}

/** The active link a visitor opened: its slug, type and operator must all match. */
export async function findOpenLink(
  db: Db,
  path: { type: string; operator: string; slug: string },
): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutLinks)
    .where(
      and(
        eq(checkoutLinks.slug, path.slug),
        eq(checkoutLinks.productType, path.type),
        eq(checkoutLinks.operator, path.operator),
        eq(checkoutLinks.active, true),
        isNull(checkoutLinks.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

// ---- orders ----

/** The seller's waiting purchase row and the visitor's order beside it, in the caller's transaction. */
export async function insertOrder(
  tx: Db,
  row: NewTransactionRow,
  order: Pick<CheckoutOrderRow, 'linkId' | 'tokenHash' | 'markup' | 'email' | 'phone'>,
): Promise<TransactionRow> {
  const [trx] = await tx.insert(transactions).values(row).returning();
  await tx.insert(checkoutOrders).values({ ...order, transactionId: trx!.id, refId: trx!.refId });
  return trx!;
}

/** The gateway's page of a waiting purchase (only while it still waits). */
export async function setOrderPaymentPage(
  db: Db,
  refId: string,
  page: { paymentUrl: string; paymentRef: string; paymentExpiresAt: Date },
): Promise<void> {
  await db
    .update(transactions)
    .set({ ...page, updatedAt: new Date() })
    .where(and(eq(transactions.refId, refId), eq(transactions.status, 'unprocessed')));
}

/** An order with its purchase row and its link, by the purchase's ref_id. */
export async function findOrder(db: Db, refId: string) {
  const [row] = await db
    .select({ order: checkoutOrders, trx: transactions, link: checkoutLinks })
    .from(checkoutOrders)
    .innerJoin(transactions, eq(transactions.id, checkoutOrders.transactionId))
    .innerJoin(checkoutLinks, eq(checkoutLinks.id, checkoutOrders.linkId))
    .where(eq(checkoutOrders.refId, refId))
    .limit(1);
  return row;
}

/** The seller's purchases of one product for one number since `since` that are not failed (same-number rule). */
export async function countSellerSameNumber(
  db: Db,
  userId: number,
  destination: string,
  productCode: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.destination, destination),
        eq(transactions.productCode, productCode),
        sql`${transactions.createdAt} >= ${since.toISOString()}`,
        inArray(transactions.status, ['unprocessed', 'processing', 'success']),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a gateway payment of the purchase was credited (also one that came after it expired). */
export async function paymentCredited(db: Db, refId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reference, refId), eq(ledgerTransfers.kind, 'purchase_payment')))
    .limit(1);
  return rows.length > 0;
}
