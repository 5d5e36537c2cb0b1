import { randomBytes } from 'node:crypto';
import type { PrepaidPurchaseRequest } from '@konter/core/contracts/purchase';
import { isWalletMethod } from '@konter/core/contracts/purchase';
import { ledgerCalls, ledgerOps } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import { verifyPin } from '../account/pin.service.js';
import type { User } from '../auth/auth.repository.js';
import { findUserById } from '../auth/auth.repository.js';
import { findPurchasableProduct, priceForCategory, recordPromoSale } from '../catalog/index.js';
import { startGatewayPurchase } from './gateway-payment.js';
import {
  countSameNumber,
  findByIdempotencyKey,
  insertWithHold,
  type NewTransaction,
  orderNumberTaken,
  placePurchase,
  sameNumberLimitError,
  type Transaction,
} from './purchase.repository.js';
import { dispatch, notificationFor } from './settlement.js';

/** TRX + yymmdd + 8 random base32 characters: unique, sortable by day, safe as Digiflazz ref_id. */
export function newRefId(now = new Date()): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let tail = '';
  for (const b of bytes) tail += alphabet[b % alphabet.length];
  return `TRX${day}${tail}`;
}

/** Rules every purchase checks before any money moves (spec §5, §6). */
export function assertCanTransact(user: User): void {
  if (user.status !== 'active') {
    throw new AppError(
      'account_inactive',
      'Your account is not active. Inactive users can only see the price list.',
    );
  }
  if (user.developerMode) {
    throw new AppError(
      'forbidden',
      'Developer mode is on: real transactions are blocked. Turn it off to transact.',
    );
  }
}

/**
 * A prepaid purchase: every check first (no state change on any failure), then in ONE database
 * transaction the transaction row (which is also the outbox record of the supplier call) and the
 * hold on the chosen wallet. After commit the supplier call goes out; the re-check job picks up
 * whatever a crash or an unreachable supplier left behind.
 */
export async function createPrepaidPurchase(
  deps: Deps,
  user: User,
  input: PrepaidPurchaseRequest,
  idempotencyKey?: string,
): Promise<Transaction> {
  const db = deps.database.db;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (existing) return existing;
  }
  assertCanTransact(user);
  if (!input.destination) throw fieldError('destination', 'Please fill in the destination number');
  const product = await findPurchasableProduct(db, input.product_code, {
    category: user.category,
    destination: input.destination,
    operatorOverride: input.operator,
  });
  await verifyPin(deps, db, user, input.pin);
  if (input.order_number && (await orderNumberTaken(db, user.id, input.order_number))) {
    throw fieldError('order_number', 'Order number already exist');
  }
  // The same-number daily rule: the batched placement below checks it after locking the wallet
  // (so concurrent purchases of one number cannot both pass), with no read of its own here — one
  // round trip less per purchase (bench/purchase). The promo and gateway paths do not go through
  // that statement, so they read the count first.
  const method = input.payment_method;
  const limit = deps.config.SAME_NUMBER_DAILY_LIMIT;
  const dayStart = jakartaDayStart();
  const batched = isWalletMethod(method) && !product.promo;
  if (
    limit > 0 &&
    !batched &&
    (await countSameNumber(db, user.id, product.destination, product.code, dayStart)) >= limit
  ) {
    throw sameNumberLimitError(product.name, limit);
  }

  const refId = newRefId();
  const upline = user.referredBy ? await findUserById(db, user.referredBy) : undefined;
  // A master agent upline earns the difference between the buyer's price and the master price.
  const uplineCashback =
    upline && upline.category === 3 && upline.status === 'active'
      ? Math.max(0, product.price - priceForCategory(product, 3))
      : 0;

  const row: NewTransaction = {
    refId,
    userId: user.id,
    kind: 'prepaid',
    productCode: product.code,
    productName: product.name,
    productType: product.type,
    brand: product.brand,
    supplierSku: product.supplierSku,
    destination: product.destination,
    nominal: product.nominal,
    price: product.price,
    supplierPrice: product.buyingPrice,
    markupPrice: input.markup_price ?? 0,
    orderNumber: input.order_number ?? null,
    note: input.note ?? null,
    paymentMethod: input.payment_method,
    status: 'processing' as const,
    uplineUserId: uplineCashback > 0 ? upline!.id : null,
    uplineCashback,
    idempotencyKey: idempotencyKey ?? null,
    // The fast path below sends it now; the re-check job only takes it if that did not finish.
    nextCheckAt: new Date(Date.now() + 60_000),
  };
  if (!isWalletMethod(method) && product.promo) {
    throw fieldError('payment_method', 'Promo items can only be paid from a wallet');
  }
  let trx: Transaction;
  try {
    if (!isWalletMethod(method)) return await startGatewayPurchase(deps, user, row);
    const hold = {
      key: `trx:${refId}:hold`,
      source: { userId: user.id, kind: method },
      amount: product.price,
      kind: 'purchase',
      reference: refId,
    };
    // One statement places the hold and inserts the row — under load shared with the other
    // purchases of the moment (placePurchase); a promo sale also counts its stock, in the same
    // database transaction.
    // The owner's "processing" notification is written with the row (same statement or transaction).
    const note = notificationFor({ ...row, serialNumber: null, failedReason: null });
    const placed = product.promo
      ? await db.transaction(async (tx) => {
          await recordPromoSale(tx, product.id);
          const t = await insertWithHold(tx, row, ledgerCalls.hold(hold), product.price);
          return { trx: t, notification: await deps.notifier.record(tx, note) };
        })
      : await placePurchase(
          db,
          row,
          ledgerOps.hold(hold),
          limit > 0 ? { limit, since: dayStart } : undefined,
          note,
        );
    trx = placed.trx;
    if (placed.notification) deps.notifier.publish([placed.notification]);
  } catch (err) {
    // Two requests raced past the checks above: the unique indexes decide, and nothing was kept.
    if (idempotencyKey && isUniqueViolation(err, 'transactions_idempotency_key')) {
      const first = await findByIdempotencyKey(db, user.id, idempotencyKey);
      if (first) return first;
    }
    if (isUniqueViolation(err, 'transactions_order_number_key'))
      throw fieldError('order_number', 'Order number already exist');
    if (err instanceof AppError && err.code === 'insufficient_balance') {
      throw new AppError('insufficient_balance', `Insufficient ${method} balance`, {
        payment_method: [`Insufficient ${method} balance`],
      });
    }
    throw err;
  }
  void dispatch(deps, refId, trx).catch((err) => console.error('[purchase] dispatch failed', refId, err));
  return trx;
}
