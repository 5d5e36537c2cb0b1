// From Digiflazz's wire answers to the SupplierProvider types. Protocol facts: shared/guide/protocols.md,
// "Supplier: Digiflazz buyer API".
import type { ReasonKey } from '@konter/core/messages/reasons';
import {
  type PlnCustomer,
  type PostpaidBillDetail,
  type SupplierPostpaid,
  type SupplierPostpaidItem,
  type SupplierPrepaidItem,
  type SupplierStatus,
  type SupplierTransaction,
  SupplierUnavailable,
} from './supplier.js';

type Obj = Record<string, unknown>;

/**
 * Digiflazz's rc of a failed transaction → our reason (developer.digiflazz.com "Response Code"):
 * 01 timeout, 50 not found, 51 blocked, 52 prefix, 53/55/62/71 product disrupted, 54/57 wrong
 * number or digits, 56/65 limit, 58/66 cut-off, 59 area, 60 no bill, 63/84 amount, 68 stock,
 * 69 price above max_price, 70 biller timeout, 72 unreg first, 73 kWh, 74 refunded.
 */
const BY_RC: Readonly<Record<string, ReasonKey>> = {
  '01': 'reason_supplier_timeout',
  '51': 'reason_number_blocked',
  '52': 'reason_prefix_mismatch',
  '53': 'reason_product_unavailable',
  '54': 'reason_wrong_number',
  '55': 'reason_product_unavailable',
  '56': 'reason_seller_limit',
  '57': 'reason_wrong_number',
  '58': 'reason_cut_off',
  '59': 'reason_out_of_area',
  '60': 'reason_no_bill',
  '62': 'reason_product_unavailable',
  '63': 'reason_denomination',
  '65': 'reason_seller_limit',
  '66': 'reason_cut_off',
  '68': 'reason_out_of_stock',
  '69': 'reason_price_changed',
  '70': 'reason_supplier_timeout',
  '71': 'reason_product_unavailable',
  '72': 'reason_unreg_first',
  '73': 'reason_kwh_limit',
  '74': 'reason_refunded_by_supplier',
  '84': 'reason_denomination',
};

/** The reason of a supplier rc; any other failure (02, 50, unknown) is the general one. */
const reasonOfRc = (rc: string): ReasonKey => BY_RC[rc.trim()] ?? 'reason_supplier_failed';

/** An answer Digiflazz gave with an rc but no transaction (price list, balance, PLN check). */
export class DigiflazzError extends SupplierUnavailable {
  constructor(
    readonly rc: string,
    message: string,
  ) {
    super(`Digiflazz rc ${rc || '?'}: ${message}`);
    this.name = 'DigiflazzError';
  }
}

/** rc refused before any transaction existed: a new ref_id may be tried (protocols.md, 40–47, 49, 61). */
const REJECTED = new Set(['40', '41', '42', '43', '44', '45', '46', '47', '49', '61']);
/** rc of a failed, created transaction (protocols.md: 01, 02, 50–55, 57–60). */
const FAILED = new Set(['01', '02', '50', '51', '52', '53', '54', '55', '57', '58', '59', '60']);
/** A failed PLN meter check that means "no such meter" rather than "try later". */
const PLN_NOT_FOUND = new Set(['50', '54', '57']);

// Indonesian is the documented vocabulary; the English words are what Digiflazz's other API
// editions answer, accepted so that a localized answer is never mistaken for an unknown state.
const STATUS: Record<string, SupplierStatus> = {
  sukses: 'success',
  success: 'success',
  pending: 'pending',
  processing: 'pending',
  gagal: 'failed',
  failed: 'failed',
};

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 1 || v === 'true' || v === '1';

/**
 * Integer rupiah from a number or a numeric string ("8000", "10250.00"); null when absent or not
 * numeric. Digiflazz's JSON never uses thousands separators, so "." is a decimal point here.
 */
export function rupiah(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Math.round(Number(v));
  return null;
}

/** "0:0" → "00:00": Digiflazz writes cut-off times unpadded. */
function hhmm(v: unknown): string {
  const m = /^(\d{1,2}):(\d{1,2})/.exec(text(v).trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]!.padStart(2, '0')}` : '00:00';
}

/** The status field decides; rc only fills in when the status is missing or unknown. */
function statusOf(status: unknown, rc: string): SupplierStatus | null {
  const s = typeof status === 'string' ? STATUS[status.trim().toLowerCase()] : undefined;
  if (s) return s;
  if (rc === '00') return 'success';
  if (rc === '03') return 'pending';
  if (REJECTED.has(rc) || FAILED.has(rc)) return 'failed';
  return null;
}

interface Expected {
  refId: string;
  sku: string;
  customerNo: string;
}

/**
 * A top-up / status answer or callback. `expected` is what we sent: an answer about another ref_id
 * or in an unknown state cannot be acted on, so it throws SupplierUnavailable (re-check later).
 */
export function toTransaction(d: Obj, expected?: Expected): SupplierTransaction {
  const rc = text(d.rc).trim();
  const status = statusOf(d.status, rc);
  if (!status) {
    throw new SupplierUnavailable(`Digiflazz answered an unknown state (status ${text(d.status)}, rc ${rc})`);
  }
  const refId = text(d.ref_id);
  if (expected && refId !== '' && refId !== expected.refId) {
    throw new SupplierUnavailable(`Digiflazz answered for ref_id ${refId}, expected ${expected.refId}`);
  }
  return {
    refId: refId || expected?.refId || '',
    sku: text(d.buyer_sku_code) || expected?.sku || '',
    customerNo: text(d.customer_no) || expected?.customerNo || '',
    status,
    rc,
    message: text(d.message),
    sn: text(d.sn),
    price: rupiah(d.price) ?? 0,
    balanceAfter: rupiah(d.buyer_last_saldo),
    reason: status === 'failed' ? reasonOfRc(rc) : null,
    // Unknown rc with Gagal still counts as created: assuming otherwise could buy twice.
    created: !(status === 'failed' && REJECTED.has(rc)),
  };
}

function toDetail(x: Obj): PostpaidBillDetail {
  const detail: PostpaidBillDetail = {
    period: text(x.periode),
    billAmount: rupiah(x.nilai_tagihan) ?? 0,
    admin: rupiah(x.admin) ?? 0,
    penalty: rupiah(x.denda) ?? 0,
  };
  if (x.meter_awal !== undefined) detail.meterStart = text(x.meter_awal);
  if (x.meter_akhir !== undefined) detail.meterEnd = text(x.meter_akhir);
  return detail;
}

/** An inq-pasca / pay-pasca / status-pasca answer or postpaid callback; bill lines from `desc.detail`. */
export function toPostpaid(d: Obj, expected?: Expected): SupplierPostpaid {
  const desc = isObj(d.desc) ? d.desc : {};
  const detail = Array.isArray(desc.detail) ? desc.detail.filter(isObj) : [];
  return {
    ...toTransaction(d, expected),
    // Some Digiflazz editions name the customer `name` (seen in community integrations).
    customerName: text(d.customer_name ?? d.name),
    admin: rupiah(d.admin) ?? 0,
    sellingPrice: rupiah(d.selling_price) ?? 0,
    details: detail.map(toDetail),
    raw: desc,
  };
}

/** Postpaid answers carry bill fields that prepaid ones never have. */
export const isPostpaidAnswer = (d: Obj) =>
  'customer_name' in d || 'selling_price' in d || 'desc' in d || 'admin' in d;

export function toPrepaidItem(x: Obj): SupplierPrepaidItem {
  return {
    sku: text(x.buyer_sku_code),
    name: text(x.product_name),
    category: text(x.category),
    brand: text(x.brand),
    type: text(x.type),
    seller: text(x.seller_name),
    price: rupiah(x.price) ?? 0,
    buyerActive: bool(x.buyer_product_status),
    sellerActive: bool(x.seller_product_status),
    unlimitedStock: bool(x.unlimited_stock),
    stock: rupiah(x.stock) ?? 0,
    multi: bool(x.multi),
    cutOffStart: hhmm(x.start_cut_off),
    cutOffEnd: hhmm(x.end_cut_off),
    description: text(x.desc),
  };
}

export function toPostpaidItem(x: Obj): SupplierPostpaidItem {
  return {
    sku: text(x.buyer_sku_code),
    name: text(x.product_name),
    category: text(x.category),
    brand: text(x.brand),
    seller: text(x.seller_name),
    admin: rupiah(x.admin) ?? 0,
    commission: rupiah(x.commission) ?? 0,
    buyerActive: bool(x.buyer_product_status),
    sellerActive: bool(x.seller_product_status),
    description: text(x.desc),
  };
}

/**
 * A price list is an array; an error (e.g. the rate limit) comes as an object with rc/message.
 * Items without a SKU or a price are dropped: they cannot be sold.
 */
export function toList<T>(data: unknown, map: (x: Obj) => T): T[] {
  if (Array.isArray(data)) {
    return data
      .filter(
        (x): x is Obj =>
          isObj(x) && text(x.buyer_sku_code) !== '' && (!('price' in x) || rupiah(x.price) !== null),
      )
      .map(map);
  }
  const d = isObj(data) ? data : {};
  throw new DigiflazzError(text(d.rc), text(d.message) || 'price list unavailable');
}

/** PLN meter check: the customer, null for "no such meter", or DigiflazzError for anything else. */
export function toPlnCustomer(d: Obj): PlnCustomer | null {
  const rc = text(d.rc).trim();
  const status = statusOf(d.status, rc);
  if (status === 'success') {
    return {
      customerNo: text(d.customer_no),
      meterNo: text(d.meter_no),
      subscriberId: text(d.subscriber_id),
      name: text(d.name),
      segmentPower: text(d.segment_power),
    };
  }
  if (status === 'failed' && PLN_NOT_FOUND.has(rc)) return null;
  throw new DigiflazzError(rc, text(d.message) || 'PLN check unavailable');
}
