import type { BankChannel } from '@konter/core/payment';

/** One movement on one of our bank accounts, as the mutation service reports it. */
export interface VerifiedMutation {
  /** The service's id of the mutation: recorded once. */
  mutationId: string;
  /** Null for a bank we do not take transfers into. */
  bankCode: BankChannel | null;
  /** The receiving account ('' when the service does not say). */
  accountNumber: string;
  /** Integer rupiah. */
  amount: number;
  type: 'credit' | 'debit';
  description: string;
  occurredAt: Date;
  raw?: Record<string, unknown>;
}

export type MutationVerification =
  | { ok: true; mutations: VerifiedMutation[]; skipped?: { index: number; reason: string; raw: unknown }[] }
  | { ok: false; reason: string };

/**
 * What the deposit feature needs from a bank-mutation service (Moota-shaped; the adapter in
 * bank-mutation.adapter.ts is one): check a webhook on its raw bytes and read it,
 * and optionally list recent mutations (the poll that catches a missed webhook).
 */
export interface BankMutationVerifier {
  verifyWebhook(
    rawBody: Buffer | string,
    headers: Record<string, string | string[] | undefined>,
  ): MutationVerification;
  listMutations?(since: Date, filter?: { type?: 'credit' | 'debit' }): Promise<VerifiedMutation[]>;
}
