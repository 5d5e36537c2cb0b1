import type { DepositTransferRequest, depositTransferResponse } from '@konter/core/contracts/deposit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

export type DepositTransfer = z.infer<typeof depositTransferResponse>['data'];

/**
 * POST /api/v1/deposit/transfer. The Idempotency-Key is made once per confirmation, so a double tap
 * or a retry after a lost answer cannot send the money twice.
 */
export const transferDeposit = ({
  idempotencyKey,
  ...body
}: DepositTransferRequest & { idempotencyKey: string }) =>
  api.post<DepositTransfer>('deposit/transfer', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useTransferDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: transferDeposit,
    // The sheet explains a missing permission or an inactive account itself.
    meta: { ownErrors: ['forbidden', 'account_inactive'] },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['deposit', 'history'] });
      void qc.invalidateQueries({ queryKey: ['deposit', 'transfers'] });
    },
  });
}
