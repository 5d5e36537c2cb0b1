import type { pinUpdateRequest } from '@konter/core/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/pin/update {old_pin, pin, pin_confirmation} */
export const updatePin = (body: z.output<typeof pinUpdateRequest>) =>
  api.post<{ has_pin: true }>('account/pin/update', body);

/** A wrong old PIN counts towards the lockout; the form shows 'pin_locked' and its failures itself. */
export const useUpdatePin = () =>
  useMutation({ mutationFn: updatePin, meta: { ownErrors: ['pin_locked'], ownFailures: true } });
