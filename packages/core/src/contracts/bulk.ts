import { z } from 'zod';
import { transactionResponse } from './purchase.js';

/** How many codes one bulk voucher buy may make (issue 13 §2). */
export const BULK_QUANTITY = { min: 2, max: 50 } as const;

/**
 * POST prabayar/transaction/bulk: N codes of one voucher product in one confirmation, each its own
 * transaction, paid from a wallet (a gateway would need N payments). Without a destination the
 * buyer's own phone number is the contact the supplier is given.
 */
export const bulkPurchaseRequest = z.object({
  product_code: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' }),
  quantity: z.coerce
    .number({ message: 'numeric' })
    .int({ message: 'integer' })
    .min(BULK_QUANTITY.min, { message: `between:${BULK_QUANTITY.min},${BULK_QUANTITY.max}` })
    .max(BULK_QUANTITY.max, { message: `between:${BULK_QUANTITY.min},${BULK_QUANTITY.max}` }),
  destination: z
    .string()
    .trim()
    .max(64, { message: 'max:64' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
  payment_method: z.enum(['deposit', 'cashback'], { message: 'oneOf' }).default('deposit'),
});
export type BulkPurchaseRequest = z.infer<typeof bulkPurchaseRequest>;

/** The answer of a bulk buy: the batch and its purchases' ref IDs, in order. */
export const bulkPurchaseResponse = z.object({
  data: z.object({ batch_id: z.string(), ref_ids: z.array(z.string()) }),
});
export type BulkPurchaseResult = z.infer<typeof bulkPurchaseResponse>['data'];

export const bulkBatchParams = z.object({ batchId: z.string().min(1).max(64) });

/** GET prabayar/transaction/bulk/{batch_id}: the batch's purchases with status and SN (the codes). */
export const bulkBatchResponse = z.object({
  data: z.object({
    batch_id: z.string(),
    product_code: z.string(),
    product_name: z.string(),
    quantity: z.number().int(),
    total: z.number().int(),
    transactions: z.array(transactionResponse),
  }),
});
export type BulkBatchView = z.infer<typeof bulkBatchResponse>['data'];
