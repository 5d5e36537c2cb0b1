import type { depositTransferCheckResponse } from '@konter/core/contracts/deposit';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TransferReceiver = z.infer<typeof depositTransferCheckResponse>['data'];

/** POST /api/v1/deposit/transfer/check: the receiver's name, shown before the transfer (spec §5). */
export const checkTransferReceiver = (phone: string) =>
  api.post<TransferReceiver>('deposit/transfer/check', { phone });

export function useCheckTransferReceiver() {
  // 404 (no such member) and 422 land on the phone field; not allowed to transfer (403) and too many
  // lookups (429) in the form's alert: the form shows them itself.
  return useMutation({
    mutationFn: checkTransferReceiver,
    meta: {
      ownErrors: [
        'not_found',
        'transfer_receiver_not_found',
        'transfer_no_permission',
        'transfer_disabled',
        'account_inactive',
        'forbidden',
        'too_many_attempts',
      ],
    },
  });
}
