import { randomBytes } from 'node:crypto';
import type { PaymentMethod, PrepaidPurchaseRequest } from '@konter/core/contracts/purchase';
import { isWalletMethod } from '@konter/core/contracts/purchase';
import { ledgerCalls, ledgerOps } from '../../ledger/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, findUserById, verifyPin } from '../auth/index.js';
import {
  findPurchasableProduct,
  type PurchasableProduct,
  priceForCategory,
  recordPromoSale,
} from '../catalog/index.js';
import { startGatewayPurchase } from './gateway-payment.js';
import { sameNumberLimitError } from './purchase.batch.repository.js';
import {
  countSameNumber,
  findByIdempotencyKey,
  findByRef,
  insertWithHold,
  type NewTransaction,
  orderNumberTaken,
  type Transaction,
} from './purchase.repository.js';
import { dispatch } from './settlement.js';

/** TRX + yymmdd + 8 random base32 characters: unique, sortable by day, safe as Digiflazz ref_id. */
export function newRefId(now = new Date()): string {
  const day = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let tail = '';
  for (const b of bytes) tail += alphabet[b % alphabet.length];
  return `TRX${day}${tail}`;
}

const insufficientKeys = {
  deposit: 'insufficient_balance',
  cashback: 'insufficient_cashback',
  loan: 'purchase_insufficient_loan',
} as const;

/** The 422 of a wallet that does not cover the price, on `payment_method` (the ledger's refusal names no wallet). */
export const insufficientBalance = (method: PaymentMethod) =>
  fieldError('payment_method', insufficientKeys[method]);

/**
 * A prepaid purchase: every check first (no state change on any failure), then in ONE statement
 * (or one database transaction for a promo item) the transaction row (which is also the outbox
 * record of the supplier call) and the hold on the chosen wallet. After commit the supplier call
 * goes out; the re-check job picks up whatever a crash or an unreachable supplier left behind.
 */
export async function createPrepaidPurchase(
  deps: Deps,
  user: User,
  input: PrepaidPurchaseRequest,
  idempotencyKey?: string,
  opts: {
    pinConfirmed?: boolean;
    /**
     * A bulk voucher buy's batch (bulk.service.ts). Its purchases are exempt from the same-number
     * daily rule: a voucher is a code, its destination only the buyer's contact, so N codes to one
     * number are N codes, not N top-ups of one number.
     */
    batchId?: string;
  } = {},
): Promise<Transaction> {
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(deps.database.db, user.id, idempotencyKey);
    if (existing) return existing;
  }
  let product: Awaited<ReturnType<typeof checkPurchase>>;
  try {
    product = await checkPurchase(deps, user, input, opts.pinConfirmed === true, !opts.batchId);
  } catch (err) {
    // The same request placed by a twin between our look-up and the checks (its purchase now makes
    // the same-number rule refuse ours): answer with the twin's purchase, as after a lost insert.
    const twin = idempotencyKey
      ? await findByIdempotencyKey(deps.database.db, user.id, idempotencyKey)
      : null;
    if (twin) return twin;
    throw err;
  }
  const row = { ...(await purchaseRow(deps, user, product, input, idempotencyKey)), batchId: opts.batchId };
  const method = input.payment_method;
  let trx: Transaction;
  try {
    if (!isWalletMethod(method)) return await startGatewayPurchase(deps, user, row);
    trx = await placeWalletPurchase(deps, user, product, row, method);
  } catch (err) {
    return await afterLostRace(deps, user, err, idempotencyKey);
  }
  void dispatch(deps, trx.refId, trx).catch((err) =>
    deps.logger.error({ err, refId: trx.refId, feature: 'purchase' }, 'dispatch failed'),
  );
  return trx;
}

/**
 * The checks before anything is written: account standing, destination, product (priced for the
 * buyer), PIN, order number, promo payment and the same-number daily rule where the batched
 * placement does not decide it.
 */
async function checkPurchase(
  deps: Deps,
  user: User,
  input: PrepaidPurchaseRequest,
  pinConfirmed: boolean,
  sameNumberRule: boolean,
) {
  const db = deps.database.db;
  assertCanTransact(user);
  if (!input.destination) throw fieldError('destination', 'destination_required');
  const product = await findPurchasableProduct(deps.products, db, input.product_code, {
    category: user.category,
    upline: user.referredBy,
    destination: input.destination,
    operatorOverride: input.operator,
  });
  // Send money needs the permission an administrator grants (features/send-money); every purchase
  // path (page, gateway, bulk, Excel) comes through here, so none writes anything without it.
  if (product.type === 'sendMoney' && !user.permissions.includes('send_money'))
    throw new AppError('send_money_not_allowed');
  if (!pinConfirmed) await verifyPin(deps, db, user, input.pin);
  if (input.order_number && (await orderNumberTaken(db, user.id, input.order_number))) {
    throw fieldError('order_number', 'order_number_taken');
  }
  // The same-number daily rule: the batched placement checks it after locking the wallet (so
  // concurrent purchases of one number cannot both pass), with no read of its own here — one round
  // trip less per purchase (bench/purchase). The promo and gateway paths do not go through that
  // statement, so they read the count first.
  const limit = deps.config.SAME_NUMBER_DAILY_LIMIT;
  const batched = isWalletMethod(input.payment_method) && !product.promo;
  if (
    limit > 0 &&
    sameNumberRule &&
    !batched &&
    (await countSameNumber(db, user.id, product.destination, product.code, jakartaDayStart())) >= limit
  ) {
    throw sameNumberLimitError(product.name, limit);
  }
  if (!isWalletMethod(input.payment_method) && product.promo) {
    throw fieldError('payment_method', 'promo_wallet_only');
  }
  return product;
}

/**
 * The upline's share of a purchase — the ONE rule of it: a master agent upline (active) earns the
 * difference between the buyer's price and the master price; anyone else earns nothing. The buyer's
 * price is the level price, or the master's own selling price for their downlines when the master
 * set one (issue 14 §1; catalog downlinePrice: master price + the type's markup, or the product's
 * custom price), so the master's profit on a downline's purchase is that markup. Credited to the
 * master's cashback the next day by creditDueCashback (cashback.ts).
 */
export async function uplineCashbackFor(
  deps: Deps,
  buyer: User,
  product: PurchasableProduct,
): Promise<{ uplineUserId: number | null; uplineCashback: number }> {
  const upline = buyer.referredBy ? await findUserById(deps.database.db, buyer.referredBy) : undefined;
  const uplineCashback =
    upline && upline.category === 3 && upline.status === 'active'
      ? Math.max(0, product.price - priceForCategory(product, 3))
      : 0;
  return { uplineUserId: uplineCashback > 0 ? upline!.id : null, uplineCashback };
}

/** The transaction row of a purchase, with the upline's cashback (a master earns the price difference). */
async function purchaseRow(
  deps: Deps,
  user: User,
  product: PurchasableProduct,
  input: PrepaidPurchaseRequest,
  idempotencyKey: string | undefined,
): Promise<NewTransaction> {
  const { uplineUserId, uplineCashback } = await uplineCashbackFor(deps, user, product);
  return {
    refId: newRefId(),
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
    uplineUserId,
    uplineCashback,
    idempotencyKey: idempotencyKey ?? null,
    // The fast path sends it at once; the re-check job only takes it if that did not finish.
    nextCheckAt: new Date(Date.now() + 60_000),
  };
}

/**
 * Places the hold and inserts the row in one statement — under load shared with the other purchases
 * of the moment (the placement batcher); a promo sale also counts its stock, in one database
 * transaction. The owner's "processing" notification is written with the row.
 */
async function placeWalletPurchase(
  deps: Deps,
  user: User,
  product: PurchasableProduct,
  row: NewTransaction,
  method: PaymentMethod,
): Promise<Transaction> {
  const db = deps.database.db;
  const refId = row.refId;
  const hold = {
    key: `trx:${refId}:hold`,
    source: { userId: user.id, kind: method },
    amount: product.price,
    kind: 'purchase',
    reference: refId,
  };
  const limit = deps.config.SAME_NUMBER_DAILY_LIMIT;
  try {
    // No notification yet: the buyer watches the status on the page; the outcome (success or
    // failure) brings the one notification of this purchase (settlement.ts).
    const placed: { trx: Transaction } = product.promo
      ? await db.transaction(async (tx) => {
          await recordPromoSale(tx, product.id);
          return {
            trx: await insertWithHold(tx, deps.accountGates, row, ledgerCalls.hold(hold), product.price),
          };
        })
      : await deps.purchase.place(
          row,
          ledgerOps.hold(hold),
          limit > 0 && !row.batchId ? { limit, since: jakartaDayStart() } : undefined,
        );
    return placed.trx;
  } catch (err) {
    if (err instanceof AppError && err.code === 'insufficient_balance') throw insufficientBalance(method);
    throw err;
  }
}

/**
 * Two requests raced past the checks: the unique indexes decided, and nothing of this one was kept.
 * The idempotency key's first purchase is the answer; a taken order number is a 422.
 */
async function afterLostRace(
  deps: Deps,
  user: User,
  err: unknown,
  idempotencyKey: string | undefined,
): Promise<Transaction> {
  if (idempotencyKey && isUniqueViolation(err, 'transactions_idempotency_key')) {
    const first = await findByIdempotencyKey(deps.database.db, user.id, idempotencyKey);
    if (first) return first;
  }
  if (isUniqueViolation(err, 'transactions_order_number_key'))
    throw fieldError('order_number', 'order_number_taken');
  throw err;
}

/**
 * "Try again" after a gateway payment failed or expired: the same product, destination and payment
 * channel as a new purchase with a new payment page. No PIN: the buyer confirmed this purchase with
 * it, and a gateway purchase takes nothing from a wallet until the gateway confirms a payment. Once
 * per ended purchase (its idempotency key), so a double tap opens one payment, not two.
 */
export async function retryGatewayPurchase(deps: Deps, user: User, refId: string): Promise<Transaction> {
  const ended = await findByRef(deps.database.db, refId);
  if (!ended || ended.userId !== user.id) throw new AppError('payment_order_not_found');
  if (
    ended.kind !== 'prepaid' ||
    isWalletMethod(ended.paymentMethod) ||
    !['canceled', 'expired'].includes(ended.status)
  )
    throw new AppError('payment_retry_not_possible');
  return createPrepaidPurchase(
    deps,
    user,
    {
      product_code: ended.productCode,
      destination: ended.destination,
      payment_method: ended.paymentMethod as PrepaidPurchaseRequest['payment_method'],
      pin: '000000',
      order_number: undefined,
      markup_price: ended.markupPrice,
    },
    `retry:${ended.refId}`,
    { pinConfirmed: true },
  );
}
