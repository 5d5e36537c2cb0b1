import { z } from 'zod';
import { pageMeta } from './deposit.js';

// The transfer-deposit report (spec §2 account/laporan "transfer deposit"; §3 Deposit transfer:
// destination phone, amount, note, receiver name, transaction date and code): the member's deposit
// transfers, sent and received.

export const TRANSFER_DIRECTIONS = ['sent', 'received'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** GET deposit/transfer/history: newest first, Jakarta dates (both inclusive), one direction or both. */
export const transferHistoryQuery = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS, { message: 'oneOf' }).optional(),
  from: z.iso.date({ message: 'date' }).optional(),
  to: z.iso.date({ message: 'date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TransferHistoryQuery = z.infer<typeof transferHistoryQuery>;

/** One transfer as its sender or its receiver sees it. */
export const transferHistoryItem = z.object({
  code: z.string(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: z.number(),
  /** The other member: the receiver of a sent transfer, the sender of a received one. */
  counterpart_name: z.string(),
  counterpart_phone: z.string(),
  note: z.string().nullable(),
  /** The reader's deposit after this transfer. */
  balance_after: z.number(),
  created_at: z.string(),
});
export type TransferHistoryItem = z.infer<typeof transferHistoryItem>;

export const transferHistoryResponse = z.object({ data: z.array(transferHistoryItem), meta: pageMeta });
