import type { NewTransaction } from './purchase.repository.js';

/**
 * A Telkomsel 10.000 prepaid row in `processing`, paid from the deposit, as the purchase service
 * builds it: for the repository-level tests and bench/purchase, which place rows without the HTTP
 * path. The caller supplies what differs per row.
 */
export function processingPulsaRow(
  row: Pick<NewTransaction, 'refId' | 'userId' | 'destination' | 'price' | 'nextCheckAt'>,
): NewTransaction {
  return {
    kind: 'prepaid',
    productCode: 'tsel10',
    productName: 'Telkomsel 10.000',
    productType: 'pulsa',
    brand: 'TELKOMSEL',
    supplierSku: 'tsel10',
    nominal: 10_000,
    supplierPrice: 10_250,
    markupPrice: 0,
    orderNumber: null,
    note: null,
    paymentMethod: 'deposit',
    status: 'processing',
    uplineUserId: null,
    uplineCashback: 0,
    idempotencyKey: null,
    ...row,
  };
}
