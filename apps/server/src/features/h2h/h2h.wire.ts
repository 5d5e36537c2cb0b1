import type { H2hTransactionData } from '@konter/core/contracts/h2h';
import { H2H_RC, type H2hStatus, h2hRc } from '@konter/core/h2h-protocol';
import { type ReasonKey, reasonText } from '@konter/core/messages/reasons';
import type { Transaction } from '../purchase/index.js';
import type { DevTransaction, OrderRow } from './h2h.repository.js';

// Konter's transactions in the protocol's words (the answer of /transaction and every callback body).

/** A failure reason → the protocol's rc (the reverse of providers/supplier/digiflazz.mapping.ts). */
const RC_OF_REASON: Partial<Record<ReasonKey, string>> = {
  reason_supplier_timeout: '01',
  reason_number_blocked: '51',
  reason_prefix_mismatch: '52',
  reason_product_unavailable: '53',
  reason_wrong_number: '54',
  reason_cut_off: '58',
  reason_out_of_area: '59',
  reason_no_bill: '60',
  reason_out_of_stock: '53',
  reason_denomination: '02',
  reason_seller_limit: '02',
  reason_price_changed: '02',
  reason_kwh_limit: '02',
  reason_unreg_first: '02',
  reason_refunded_by_supplier: '02',
  reason_supplier_failed: '02',
};

export const rcOfReason = (reason: string | null): string => RC_OF_REASON[reason as ReasonKey] ?? '02';

export function statusOf(trxStatus: string): H2hStatus {
  if (trxStatus === 'success') return 'Sukses';
  if (trxStatus === 'processing' || trxStatus === 'unprocessed') return 'Pending';
  return 'Gagal';
}

export const rcMessage = (code: string) => H2H_RC.find((r) => r.code === code)?.message ?? 'Transaksi Gagal';

/** A postpaid transaction's bill fields (its inquiry's answer kept in `transactions.bill`). */
function billFields(trx: Transaction) {
  const bill = (trx.bill ?? {}) as {
    customer_name?: string;
    admin?: number;
    details?: { period: string; billAmount: number; admin: number; penalty: number }[];
    desc?: unknown;
  };
  const desc =
    bill.desc && typeof bill.desc === 'object'
      ? bill.desc
      : {
          lembar_tagihan: bill.details?.length ?? 0,
          detail: (bill.details ?? []).map((d) => ({
            periode: d.period,
            nilai_tagihan: d.billAmount,
            admin: d.admin,
            denda: d.penalty,
          })),
        };
  return {
    customer_name: bill.customer_name ?? trx.customerName ?? '',
    admin: bill.admin ?? 0,
    selling_price: trx.price,
    desc,
  };
}

/**
 * The wire form of a production transaction. `statusAt` is the state to describe (a callback
 * describes the change it announces, even when the row has moved on since).
 */
export function transactionWire(
  trx: Transaction,
  order: Pick<OrderRow, 'refId' | 'sku' | 'customerNo'>,
  statusAt: string = trx.status,
): H2hTransactionData {
  const status = trx.status === 'inquiry' ? 'Sukses' : statusOf(statusAt);
  const rc = status === 'Sukses' ? '00' : status === 'Pending' ? '03' : rcOfReason(trx.failedReason);
  const message =
    trx.status === 'inquiry'
      ? 'Inquiry Sukses'
      : status === 'Gagal'
        ? (reasonText(trx.failedReason, 'id') ?? rcMessage(rc))
        : h2hRc(rc).message;
  const base: H2hTransactionData = {
    ref_id: order.refId,
    customer_no: order.customerNo,
    buyer_sku_code: order.sku,
    message,
    status,
    rc,
    sn: status === 'Sukses' ? (trx.serialNumber ?? '') : '',
    buyer_last_saldo: trx.endBalance ?? 0,
    price: trx.price,
  };
  return trx.kind === 'postpaid' ? { ...base, ...billFields(trx) } : base;
}

/** The wire form of a developer-mode answer. */
export function devWire(t: DevTransaction, statusAt: string = t.status): H2hTransactionData {
  const final = statusAt === t.status;
  // A checked test bill answers like a successful inquiry.
  const status: H2hStatus = statusAt === 'Inquiry' ? 'Sukses' : (statusAt as H2hStatus);
  const base: H2hTransactionData = {
    ref_id: t.refId,
    customer_no: t.customerNo,
    buyer_sku_code: t.sku,
    message: final ? t.message : rcMessage(status === 'Pending' ? '03' : status === 'Sukses' ? '00' : '02'),
    status,
    rc: final ? t.rc : status === 'Pending' ? '03' : status === 'Sukses' ? '00' : '02',
    sn: final ? t.sn : '',
    buyer_last_saldo: 0,
    price: t.price,
  };
  return t.kind === 'postpaid' && t.bill ? { ...base, ...t.bill } : base;
}
