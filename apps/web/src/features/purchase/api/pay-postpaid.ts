import type { postpaidPayRequest, TransactionView } from '@konter/core/contracts/purchase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';
import { transactionKey } from './get-transaction';

/** POST /api/v1/pascabayar/pay: pays the selected inquired bills from one wallet. */
export const payPostpaid = (body: z.output<typeof postpaidPayRequest>) =>
  api.post<TransactionView[]>('pascabayar/pay', body);

export function usePayPostpaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: payPostpaid,
    meta: { ownErrors: ['pin_locked', 'account_inactive'] },
    onSuccess: (paid) => {
      for (const trx of paid) qc.setQueryData(transactionKey(trx.ref_id), trx);
      void qc.invalidateQueries({ queryKey: accountKey });
      void qc.invalidateQueries({ queryKey: ['transactions'] });
    },
  });
}
