import type { TransactionView } from '@konter/core/contracts/purchase';
import type { Locale } from '@konter/core/messages/index';
import { reasonText } from '@konter/core/messages/reasons';
import type { Transaction } from './purchase.repository.js';

/**
 * A purchase whose money went back: it failed and its hold was returned to the payer (settled in
 * the same statement, settlement.ts failureOf), or the spec's `returned`. The report's `refunded`
 * filter is the same rule in SQL (transaction-report.repository.ts).
 */
export const isRefunded = (t: Pick<Transaction, 'status' | 'holdId'>) =>
  t.status === 'returned' || (t.status === 'failed' && t.holdId !== null);

/**
 * The spec's Transaction fields as the owner sees them: their price, their markup, their profit;
 * the failure reason in the reader's language.
 */
export function transactionView(t: Transaction, locale: Locale = 'id'): TransactionView {
  return {
    ref_id: t.refId,
    kind: t.kind,
    status: t.status,
    refunded: isRefunded(t),
    destination: t.destination,
    customer_name: t.customerName,
    product_code: t.productCode,
    product_name: t.productName,
    product_type: t.productType,
    brand: t.brand,
    nominal: t.nominal,
    buying_price: t.price,
    selling_price: t.price + t.markupPrice,
    markup_price: t.markupPrice,
    profit: t.markupPrice,
    discount: t.discount,
    loss: 0,
    serial_number: t.serialNumber,
    order_number: t.orderNumber,
    note: t.note,
    // Down payment and debt fields belong to agent loans (a later feature); a purchase has none yet.
    dp_value: 0,
    dp_notes: null,
    debt_value: 0,
    current_debt: 0,
    debt_status: null,
    start_balance: t.startBalance,
    end_balance: t.endBalance,
    payment_method: t.paymentMethod,
    pg_service_fee: t.pgServiceFee,
    payment_status: t.paymentStatus,
    payment_url: t.status === 'unprocessed' ? t.paymentUrl : null,
    payment_expires_at: t.paymentExpiresAt?.toISOString() ?? null,
    failed_reason: reasonText(t.failedReason, locale),
    bill: t.bill ?? null,
    created_at: t.createdAt.toISOString(),
    settled_at: t.settledAt?.toISOString() ?? null,
  };
}
