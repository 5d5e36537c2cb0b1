import { createHash, randomUUID } from 'node:crypto';
import type { BulkBatchView, BulkPurchaseRequest, BulkPurchaseResult } from '@konter/core/contracts/bulk';
import { destinationFormat } from '@konter/core/destination';
import type { Locale } from '@konter/core/messages/index';
import { formatRupiah } from '@konter/core/money';
import { getUserBalances } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, verifyPin } from '../auth/index.js';
import { findPurchasableProduct } from '../catalog/index.js';
import { findBatch } from './bulk.repository.js';
import type { Transaction } from './purchase.repository.js';
import { createPrepaidPurchase } from './purchase.service.js';
import { transactionView } from './transaction.view.js';

/** Types a bulk buy may take: codes whose destination is only the buyer's contact ('other'). */
const BULK_TYPES: readonly string[] = ['voucher', 'games'];

/**
 * The batch of a bulk buy, from the buyer and the request's Idempotency-Key: a replay or a
 * concurrent second request with the same key names the same batch (and, item by item, the same
 * purchases: `${key}:${i}`), so a double submit never buys 2N.
 */
export const batchIdOf = (userId: number, key: string) =>
  `BLK${createHash('sha256').update(`${userId}:${key}`).digest('hex').slice(0, 20).toUpperCase()}`;

/** The i-th purchase's idempotency key, and back (the batch's order). */
const itemKey = (key: string, i: number) => `${key}:${i}`;
const itemIndex = (t: Transaction) => Number(t.idempotencyKey?.split(':').pop() ?? 0);
const inOrder = (rows: Transaction[]) => [...rows].sort((a, b) => itemIndex(a) - itemIndex(b));

/**
 * N codes of one voucher product in ONE confirmation (issue 13 §2), each its own purchase through
 * createPrepaidPurchase (its hold, its supplier call, its settlement, its notification). The PIN is
 * checked once and the wallet must cover the whole batch FIRST: not enough for N → 422, nothing
 * bought. The same-number daily rule does not apply inside a batch (createPrepaidPurchase's
 * `batchId`). Should the wallet drop under the batch while it is being placed (another purchase of
 * the same moment), the purchases made so far are kept and answered; the first one failing is the
 * error.
 */
export async function createBulkPurchase(
  deps: Deps,
  user: User,
  input: BulkPurchaseRequest,
  idempotencyKey: string | undefined,
): Promise<BulkPurchaseResult> {
  const db = deps.database.db;
  const key = idempotencyKey ?? randomUUID();
  const batchId = batchIdOf(user.id, key);
  const answer = (rows: Transaction[]) => ({ batch_id: batchId, ref_ids: inOrder(rows).map((t) => t.refId) });
  const before = await findBatch(db, user.id, batchId);
  if (before.length >= input.quantity) return answer(before); // a replay of a finished batch

  assertCanTransact(user);
  const destination = input.destination ?? user.hp;
  const product = await findPurchasableProduct(deps.products, db, input.product_code, {
    category: user.category,
    upline: user.referredBy,
    destination,
  });
  if (
    !BULK_TYPES.includes(product.type) ||
    destinationFormat(product.type as never, product.brand) !== 'other'
  )
    throw fieldError('product_code', 'bulk_voucher_only');
  await verifyPin(deps, db, user, input.pin);

  const method = input.payment_method;
  const total = product.price * input.quantity;
  const missing = input.quantity - before.length;
  const balance = (await getUserBalances(db, user.id))[method];
  if (balance < product.price * missing) {
    // A concurrent request with the same key may have just bought the batch (its holds took the money).
    const meanwhile = await findBatch(db, user.id, batchId);
    if (meanwhile.length >= input.quantity) return answer(meanwhile);
    throw fieldError('payment_method', 'bulk_insufficient_balance', {
      quantity: input.quantity,
      total: formatRupiah(total),
    });
  }

  const bought: Transaction[] = [];
  for (let i = 0; i < input.quantity; i++) {
    try {
      bought.push(
        await createPrepaidPurchase(
          deps,
          user,
          {
            product_code: product.code,
            destination,
            payment_method: method,
            pin: input.pin,
            order_number: undefined,
          },
          itemKey(key, i),
          { pinConfirmed: true, batchId },
        ),
      );
    } catch (err) {
      if (bought.length === 0) throw err;
      deps.logger.warn(
        { err, batchId, bought: bought.length, quantity: input.quantity, feature: 'purchase' },
        'bulk buy stopped early',
      );
      break;
    }
  }
  return answer(bought);
}

/** GET prabayar/transaction/bulk/{batch_id}: the owner's batch, its purchases with status and codes. */
export async function ownBatch(
  deps: Deps,
  userId: number,
  batchId: string,
  locale: Locale,
): Promise<BulkBatchView> {
  const rows = inOrder(await findBatch(deps.database.db, userId, batchId));
  const first = rows[0];
  if (!first) throw new AppError('bulk_batch_not_found');
  return {
    batch_id: batchId,
    product_code: first.productCode,
    product_name: first.productName,
    quantity: rows.length,
    total: rows.reduce((sum, t) => sum + t.price, 0),
    transactions: rows.map((t) => transactionView(t, locale)),
  };
}
