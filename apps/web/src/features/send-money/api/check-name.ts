import type { SendMoneyCheckName, SendMoneyCheckNameRequest } from '@konter/core/contracts/send-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/**
 * POST /api/v1/prabayar/sendMoney/check-name: the recipient's name. A paid check (its fee is in the
 * deposit history, not on the screen); the same account again today answers without a fee, so a
 * double tap or a retry costs nothing more.
 */
export const checkRecipientName = (body: SendMoneyCheckNameRequest) =>
  api.post<SendMoneyCheckName>('prabayar/sendMoney/check-name', body);

export function useCheckRecipientName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkRecipientName,
    // Shown next to the account number field, not as a global alert.
    meta: {
      ownErrors: [
        'send_money_account_not_found',
        'send_money_check_unavailable',
        'insufficient_balance',
        'invalid_number',
        'destination_required',
      ],
    },
    onSuccess: (answer) => {
      if (answer.fee > 0) void qc.invalidateQueries({ queryKey: accountKey });
    },
  });
}
