import type { pinStoreRequest } from '@konter/core/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { accountKey } from '../../../lib/auth';

/** POST /api/v1/account/pin/store {pin, pin_confirmation} */
export const storePin = (body: z.output<typeof pinStoreRequest>) =>
  api.post<{ has_pin: true }>('account/pin/store', body);

export function useStorePin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: storePin,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKey }),
    // The form says why: a verification the operator requires first, or its own failure text.
    meta: { ownErrors: ['verify_email_first', 'verify_phone_first'], ownFailures: true },
  });
}
