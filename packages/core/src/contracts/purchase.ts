import { z } from 'zod';
import { PAYMENT_METHOD_CODES, type PaymentMethodCode } from '../payment.js';

export const paymentMethods = ['deposit', 'loan', 'cashback'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment gateway's method (midtrans:qris, xendit:dana, …): the purchase waits for that payment. */
export const gatewayPaymentMethods = PAYMENT_METHOD_CODES.filter((c) => !c.startsWith('bank_transfer:')) as [
  PaymentMethodCode,
  ...PaymentMethodCode[],
];
export type PurchasePaymentMethod = PaymentMethod | PaymentMethodCode;
export const isWalletMethod = (m: string): m is PaymentMethod =>
  (paymentMethods as readonly string[]).includes(m);

const purchasePaymentMethod = z.enum([...paymentMethods, ...gatewayPaymentMethods], { message: 'oneOf' });

/** POST prabayar/transaction. An empty destination is answered with the spec's own message by the service. */
export const prepaidPurchaseRequest = z.object({
  product_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' }),
  /** A number, a game ID, an e-mail (eSIM) …: its rule is @konter/core/destination's, per product. */
  destination: z.string().trim().max(64, { message: 'max:64' }).default(''),
  /** The operator the user chose when the number's prefix is unknown (spec: choose manually). */
  operator: z.string().trim().max(32, { message: 'max:32' }).optional(),
  payment_method: purchasePaymentMethod.default('deposit'),
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
  order_number: z
    .string()
    .trim()
    .max(64, { message: 'max:64' })
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'alpha_dash' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** The user's own mark-up shown on their customer's receipt (spec: invalid markup becomes 0). */
  markup_price: z.coerce.number().int().min(0).max(10_000_000).optional().catch(0),
  note: z.string().trim().max(200, { message: 'max:200' }).optional(),
});
export type PrepaidPurchaseRequest = z.infer<typeof prepaidPurchaseRequest>;

export const transactionStatuses = [
  'processing',
  'success',
  'failed',
  'expired',
  'canceled',
  'inquiry',
  'unprocessed',
  'returned',
  'blocked',
] as const;

/**
 * The report's status filter: the stored statuses, plus `refunded` — a failed purchase whose money
 * went back (its hold returned to the payer; spec `returned` too). Not a stored status.
 */
export const transactionFilterStatuses = [...transactionStatuses, 'refunded'] as const;
export type TransactionFilterStatus = (typeof transactionFilterStatuses)[number];
/**
 * The statuses the report offers as filters: a checked-only postpaid bill (`inquiry`) is not a
 * purchase, and `returned` is found under `refunded`.
 */
export const reportStatusFilters = [
  'processing',
  'success',
  'failed',
  'refunded',
  'unprocessed',
  'expired',
  'canceled',
  'blocked',
] as const satisfies readonly TransactionFilterStatus[];

/** The spec's Transaction fields (§3), as the owner sees them. Prices are the user's own. */
export const transactionResponse = z.object({
  ref_id: z.string(),
  kind: z.enum(['prepaid', 'postpaid']),
  status: z.enum(transactionStatuses),
  /** The purchase failed and its money went back to the payer (the deposit; a loan's limit). */
  refunded: z.boolean(),
  destination: z.string(),
  customer_name: z.string().nullable(),
  product_code: z.string(),
  product_name: z.string(),
  product_type: z.string(),
  brand: z.string().nullable(),
  nominal: z.number().nullable(),
  /** What the user paid. */
  buying_price: z.number(),
  /** The user's price to their customer: buying price + markup. */
  selling_price: z.number(),
  markup_price: z.number(),
  /** The user's own profit on the sale: the markup. */
  profit: z.number(),
  discount: z.number(),
  loss: z.number(),
  serial_number: z.string().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  dp_value: z.number(),
  dp_notes: z.string().nullable(),
  debt_value: z.number(),
  current_debt: z.number(),
  debt_status: z.string().nullable(),
  start_balance: z.number().nullable(),
  end_balance: z.number().nullable(),
  payment_method: z.string(),
  pg_service_fee: z.number(),
  payment_status: z.string(),
  /** A gateway-paid purchase: where the buyer pays, and until when (null for wallet payments). */
  payment_url: z.string().nullable(),
  payment_expires_at: z.string().nullable(),
  failed_reason: z.string().nullable(),
  bill: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type TransactionView = z.infer<typeof transactionResponse>;

/** POST pascabayar/inquiry: look up the bill of one customer number for a postpaid product. */
export const postpaidInquiryRequest = z.object({
  product_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' }),
  customer_no: z.string().trim().max(32, { message: 'max:32' }).default(''),
});

/**
 * POST pascabayar/pay: pay the selected inquired bills (at least one) from a wallet, or one bill
 * through a gateway's channel (its own payment page).
 */
export const postpaidPayRequest = z.object({
  ref_ids: z.array(z.string().max(64)).max(20, { message: 'max:20' }).default([]),
  payment_method: purchasePaymentMethod.default('deposit'),
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
});

/** POST prabayar/pln/inquiry: check a PLN meter / customer ID before buying a token. */
export const plnInquiryRequest = z.object({
  customer_no: z.string().trim().max(32, { message: 'max:32' }).default(''),
});
export const plnCustomerResponse = z.object({
  customer_no: z.string(),
  meter_no: z.string(),
  subscriber_id: z.string(),
  name: z.string(),
  segment_power: z.string(),
});

/** What the report's search may hold: no control characters (a NUL is no text to the database). */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

/**
 * GET transaction and its export: the owner's purchases, with kind, status, Jakarta-date filters and
 * a search (ref ID, destination / customer number or name, product name, order number). Checked-only
 * postpaid bills (`inquiry`, never paid) are not purchases: only `status=inquiry` lists them.
 */
export const transactionListQuery = z.object({
  kind: z.enum(['prepaid', 'postpaid']).optional(),
  status: z.enum(transactionFilterStatuses).optional(),
  search: z
    .string()
    .trim()
    .max(64, { message: 'max:64' })
    .regex(NO_CONTROL_CHARACTERS)
    .optional()
    .transform((v) => (v ? v : undefined)),
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;
/**
 * GET transaction/export.xlsx: the report's filters and the workbook's language. A download link
 * carries the page's language (the browser's own Accept-Language may be another); without it the
 * request's Accept-Language decides.
 */
export const transactionExportQuery = transactionListQuery.extend({
  lang: z.enum(['id', 'en', 'zh'], { message: 'oneOf' }).optional(),
});

/** One transaction (a purchase placed, an inquired bill, GET transaction/:refId). */
export const transactionDataResponse = z.object({ data: transactionResponse });
/** POST pascabayar/pay: the bills paid, now processing. */
export const transactionsDataResponse = z.object({ data: z.array(transactionResponse) });
export const transactionListResponse = z.object({
  data: z.array(transactionResponse),
  meta: z.object({ current_page: z.number(), last_page: z.number(), total: z.number() }),
});
export const transactionParams = z.object({ refId: z.string().max(64) });
export const plnCustomerDataResponse = z.object({ data: plnCustomerResponse });

/** POST webhooks/digiflazz: what the supplier is answered. */
export const supplierCallbackAnswer = z.object({ received: z.literal(true) });
export const supplierCallbackError = z.object({ message: z.string(), code: z.string() });
