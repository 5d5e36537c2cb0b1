import type { BulkPurchaseRequest, BulkPurchaseResult } from '@konter/core/contracts/bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/**
 * POST /api/v1/prabayar/transaction/bulk: N voucher codes in one confirmation. The Idempotency-Key
 * is made once per confirmation, so a double tap or a retry buys the batch once.
 */
export const createBulkTransaction = ({
  idempotencyKey,
  ...body
}: BulkPurchaseRequest & { idempotencyKey: string }) =>
  api.post<BulkPurchaseResult>('prabayar/transaction/bulk', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateBulkTransaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBulkTransaction,
    meta: { ownErrors: ['pin_locked', 'account_inactive'] },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
