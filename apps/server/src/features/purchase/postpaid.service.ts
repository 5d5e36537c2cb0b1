import {
  isWalletMethod,
  type postpaidInquiryRequest,
  type postpaidPayRequest,
} from '@konter/core/contracts/purchase';
import type { z } from 'zod';
import { hold } from '../../ledger/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import { SupplierUnavailable } from '../../providers/supplier/supplier.js';
import type { User } from '../auth/index.js';
import { assertCanTransact, verifyPin } from '../auth/index.js';
import { findPostpaidProduct } from '../catalog/index.js';
import { startGatewayBillPayment } from './gateway-payment.js';
import {
  expireInquiriesBefore,
  findByRef,
  insertTransaction,
  markBillPaid,
  type Transaction,
} from './purchase.repository.js';
import { insufficientBalance, newRefId } from './purchase.service.js';
import { dispatch } from './settlement.js';

/**
 * Postpaid inquiry: asks the supplier for the customer's bill now (a person is waiting for it) and
 * keeps it as a transaction in state `inquiry`; nothing is charged until it is paid, the same
 * Jakarta day (Digiflazz pays with the inquiry's ref_id, same day).
 */
export async function inquirePostpaid(
  deps: Deps,
  user: User,
  input: z.infer<typeof postpaidInquiryRequest>,
): Promise<Transaction> {
  assertCanTransact(user);
  if (!input.customer_no) throw fieldError('customer_no', 'destination_required');
  const product = await findPostpaidProduct(deps.database.db, input.product_code);
  const refId = newRefId();
  let bill: Awaited<ReturnType<typeof deps.supplier.inquiryPostpaid>>;
  try {
    bill = await deps.supplier.inquiryPostpaid({
      refId,
      sku: product.supplierSku,
      customerNo: input.customer_no,
    });
  } catch (err) {
    if (err instanceof SupplierUnavailable) throw new AppError('internal');
    throw err;
  }
  if (bill.status !== 'success') {
    throw bill.message
      ? fieldError('customer_no', 'customer_not_found_detail', { detail: bill.message })
      : fieldError('customer_no', 'customer_not_found');
  }
  // The customer pays the supplier's selling price (bill + admin); never less than it costs us.
  const price = Math.max(bill.sellingPrice, bill.price);
  return insertTransaction(deps.database.db, {
    refId,
    userId: user.id,
    kind: 'postpaid',
    productCode: product.code,
    productName: product.name,
    productType: product.type,
    brand: product.brand,
    supplierSku: product.supplierSku,
    destination: input.customer_no,
    customerName: bill.customerName,
    nominal: price - bill.admin,
    price,
    supplierPrice: bill.price,
    paymentMethod: 'deposit',
    paymentStatus: 'unpaid',
    status: 'inquiry',
    bill: { customer_name: bill.customerName, admin: bill.admin, details: bill.details, desc: bill.raw },
  });
}

/**
 * Pays the selected inquired bills (at least one) from one wallet: all holds in one database
 * transaction (enough balance for all, or nothing changes), then each goes to the supplier.
 */
export async function payPostpaid(
  deps: Deps,
  user: User,
  input: z.infer<typeof postpaidPayRequest>,
  /** H2H (features/h2h) pays without a PIN: its signed key is the credential. */
  opts: { pinConfirmed?: boolean } = {},
): Promise<Transaction[]> {
  assertCanTransact(user);
  const refIds = [...new Set(input.ref_ids)];
  if (refIds.length === 0) throw fieldError('ref_ids', 'select_bill');
  const db = deps.database.db;
  if (!opts.pinConfirmed) await verifyPin(deps, db, user, input.pin);
  const method = input.payment_method;
  if (!isWalletMethod(method)) {
    if (refIds.length > 1) throw fieldError('ref_ids', 'gateway_one_bill');
    const bill = await findByRef(db, refIds[0]!);
    if (!bill || bill.userId !== user.id || bill.kind !== 'postpaid') throw new AppError('order_not_found');
    if (bill.status !== 'inquiry') throw fieldError('ref_ids', 'bill_not_payable');
    if (bill.createdAt < jakartaDayStart()) throw fieldError('ref_ids', 'bill_expired');
    return [await startGatewayBillPayment(deps, user, bill, method)];
  }
  const paid = await db
    .transaction(async (tx) => {
      const out: Transaction[] = [];
      for (const refId of refIds) {
        const bill = await findByRef(tx, refId);
        if (!bill || bill.userId !== user.id || bill.kind !== 'postpaid')
          throw new AppError('order_not_found');
        if (bill.status !== 'inquiry') throw fieldError('ref_ids', 'bill_not_payable');
        if (bill.createdAt < jakartaDayStart()) throw fieldError('ref_ids', 'bill_expired');
        const h = await hold(tx, {
          key: `trx:${refId}:hold`,
          source: { userId: user.id, kind: method },
          amount: bill.price,
          kind: 'purchase',
          reference: refId,
        });
        const row = await markBillPaid(tx, refId, {
          holdId: h.holdId,
          paymentMethod: method,
          startBalance: h.sourceBalanceAfter === null ? null : h.sourceBalanceAfter + bill.price,
          endBalance: h.sourceBalanceAfter,
          nextCheckAt: new Date(Date.now() + 60_000),
        });
        if (!row) throw fieldError('ref_ids', 'bill_not_payable');
        // Its one notification comes with the outcome (settlement.ts), not now.
        out.push(row);
      }
      return out;
    })
    .catch((err) => {
      if (err instanceof AppError && err.code === 'insufficient_balance') throw insufficientBalance(method);
      throw err;
    });
  for (const t of paid)
    void dispatch(deps, t.refId, t).catch((err) =>
      deps.logger.error({ err, refId: t.refId, feature: 'purchase' }, 'postpaid dispatch failed'),
    );
  return paid;
}

/** Inquiries not paid by the end of their Jakarta day can no longer be paid (daily job). */
export async function expireInquiries(deps: Deps): Promise<number> {
  return expireInquiriesBefore(deps.database, jakartaDayStart());
}

/**
 * PLN meter / customer ID check before buying a token (prabayar/pln/inquiry); on failure the user
 * may continue anyway, so an unreachable supplier is the same 422 as an unknown number.
 */
export async function checkPlnCustomer(deps: Deps, customerNo: string) {
  if (!customerNo) throw fieldError('customer_no', 'destination_required');
  const failed = () => fieldError('customer_no', 'pln_check_failed');
  try {
    const c = await deps.supplier.inquiryPln(customerNo);
    if (!c) throw failed();
    return {
      customer_no: c.customerNo,
      meter_no: c.meterNo,
      subscriber_id: c.subscriberId,
      name: c.name,
      segment_power: c.segmentPower,
    };
  } catch (err) {
    if (err instanceof SupplierUnavailable) throw failed();
    throw err;
  }
}
