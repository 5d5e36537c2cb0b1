// The upstream supplier of digital products, behind one interface (Digiflazz buyer API today).
// Protocol facts: shared/guide/protocols.md, "Supplier: Digiflazz buyer API".
import type { ReasonKey } from '@konter/core/messages/reasons';

/** Final or interim outcome of a supplier transaction. */
export type SupplierStatus = 'success' | 'pending' | 'failed';

/** One prepaid price-list item (Digiflazz `cmd: prepaid`). Prices are integer rupiah. */
export interface SupplierPrepaidItem {
  sku: string; // buyer_sku_code
  name: string; // product_name
  category: string; // e.g. "Pulsa", "Data", "PLN", "E-Money", "Games", "Voucher"
  brand: string; // e.g. "TELKOMSEL", "PLN", "DANA"
  type: string; // e.g. "Umum"
  seller: string;
  price: number; // buying price
  buyerActive: boolean; // buyer_product_status
  sellerActive: boolean; // seller_product_status
  unlimitedStock: boolean;
  stock: number;
  multi: boolean;
  cutOffStart: string; // "23:45"
  cutOffEnd: string; // "00:15"
  description: string;
}

/** One postpaid price-list item (Digiflazz `cmd: pasca`). */
export interface SupplierPostpaidItem {
  sku: string;
  name: string;
  category: string; // e.g. "PLN", "PDAM", "BPJS", "Internet Pascabayar", "TV Pascabayar"
  brand: string;
  seller: string;
  admin: number; // admin fee charged per bill
  commission: number;
  buyerActive: boolean;
  sellerActive: boolean;
  description: string;
}

/** Answer of a top-up, a status re-check, or a callback. */
export interface SupplierTransaction {
  refId: string;
  sku: string;
  customerNo: string;
  status: SupplierStatus;
  rc: string;
  message: string;
  sn: string;
  price: number; // what the supplier charged us
  balanceAfter: number | null; // buyer_last_saldo
  /** Why it failed, as a reason key shown to the buyer (null unless failed); the adapter maps its codes. */
  reason: ReasonKey | null;
  /**
   * False when the supplier refused before creating a transaction (rc 40–47, 49, 61): safe to retry
   * with a new ref_id. A failure with any other rc, known or not, counts as created.
   */
  created: boolean;
}

export interface PostpaidBillDetail {
  period: string;
  billAmount: number;
  admin: number;
  penalty: number;
  meterStart?: string;
  meterEnd?: string;
}

/** Answer of a postpaid inquiry, payment or status. */
export interface SupplierPostpaid extends SupplierTransaction {
  customerName: string;
  admin: number;
  sellingPrice: number; // what the supplier suggests charging the customer
  details: PostpaidBillDetail[];
  raw: Record<string, unknown>; // the full `desc` object for receipts
}

export interface PlnCustomer {
  customerNo: string;
  meterNo: string;
  subscriberId: string;
  name: string;
  segmentPower: string; // e.g. "R1 /000001300"
}

/** Raised for transport errors and unexpected answers: the outcome is unknown, so re-check later. */
export class SupplierUnavailable extends Error {}

export interface SupplierProvider {
  balance(): Promise<number>;
  prepaidPriceList(): Promise<SupplierPrepaidItem[]>;
  postpaidPriceList(): Promise<SupplierPostpaidItem[]>;
  /** Sends a top-up; sending the same refId again is the status re-check (never after 90 days). */
  topup(req: {
    refId: string;
    sku: string;
    customerNo: string;
    maxPrice?: number;
    testing?: boolean;
  }): Promise<SupplierTransaction>;
  inquiryPostpaid(req: {
    refId: string;
    sku: string;
    customerNo: string;
    testing?: boolean;
  }): Promise<SupplierPostpaid>;
  payPostpaid(req: {
    refId: string;
    sku: string;
    customerNo: string;
    testing?: boolean;
  }): Promise<SupplierPostpaid>;
  statusPostpaid(req: { refId: string; sku: string; customerNo: string }): Promise<SupplierPostpaid>;
  /** Null when no such meter/ID pelanggan exists; a refused or failed check throws SupplierUnavailable. */
  inquiryPln(customerNo: string): Promise<PlnCustomer | null>;
  /** Verifies a callback's `X-Hub-Signature` over the raw body, in constant time. */
  verifyCallback(rawBody: string, signatureHeader: string | undefined): boolean;
  /** Parses a verified callback body (`{data: {...}}` or the bare object). */
  parseCallback(body: unknown): SupplierTransaction | SupplierPostpaid;
}
