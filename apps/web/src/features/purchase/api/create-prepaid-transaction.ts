import type { PrepaidPurchaseRequest, TransactionView } from '@konter/core/contracts/purchase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';
import { transactionKey } from './get-transaction';

/**
 * POST /api/v1/prabayar/transaction. The Idempotency-Key is made once per confirmation, so a double
 * tap or a retry after a lost answer returns the same transaction instead of buying twice.
 */
export const createPrepaidTransaction = ({
  idempotencyKey,
  ...body
}: PrepaidPurchaseRequest & { idempotencyKey: string }) =>
  api.post<TransactionView>('prabayar/transaction', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreatePrepaidTransaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPrepaidTransaction,
    // The PIN form shows a locked PIN itself; an inactive account is explained in the sheet.
    meta: { ownErrors: ['pin_locked', 'account_inactive'] },
    onSuccess: (trx) => {
      qc.setQueryData(transactionKey(trx.ref_id), trx);
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
