import type { pinResetRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/** POST /api/v1/account/pin/reset {otp, pin, pin_confirmation} */
export const resetPin = (body: z.output<typeof pinResetRequest>) =>
  api.post<{ has_pin: true }>('account/pin/reset', body);

export function useResetPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetPin,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey }),
    meta: { ownFailures: true },
  });
}
