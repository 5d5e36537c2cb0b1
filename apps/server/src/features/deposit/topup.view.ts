import type { DepositTopup } from '@konter/core/contracts/deposit';
import { BANK_NAMES } from '@konter/core/payment';
import type { DepositTopupRow } from './deposit.repository.js';

/** The claim as its owner sees it: waiting while `claimed`, then approved (credited) or rejected. */
function claimView(t: DepositTopupRow): DepositTopup['claim'] {
  if (!t.claimedAt || !t.claimProof) return null;
  const status = t.status === 'success' ? 'approved' : t.status === 'failed' ? 'rejected' : 'pending';
  return {
    status,
    note: t.claimNote,
    proof_image: t.claimProof,
    reason: t.rejectReason,
    created_at: t.claimedAt.toISOString(),
    reviewed_at: t.reviewedAt?.toISOString() ?? null,
  };
}

/** Spec §3 Deposit top-up, as the contract depositTopup says. */
export function topupView(t: DepositTopupRow): DepositTopup {
  return {
    code: t.code,
    method: t.method,
    nominal: t.nominal,
    fee: t.fee,
    unique_code: t.uniqueCode,
    total: t.total,
    status: t.status,
    holder_name: t.holderName,
    expires_at: t.expiresAt.toISOString(),
    payment_url: t.paymentUrl,
    bank:
      t.bank && t.bankAccountNumber
        ? {
            name: BANK_NAMES[t.bank],
            account_number: t.bankAccountNumber,
            account_name: t.bankAccountName ?? '',
          }
        : null,
    credited_on: t.creditOn,
    claim: claimView(t),
    created_at: t.createdAt.toISOString(),
    paid_at: t.paidAt?.toISOString() ?? null,
    credited_amount: t.creditedAmount,
  };
}
