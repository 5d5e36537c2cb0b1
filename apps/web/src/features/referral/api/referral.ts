import type {
  Referral,
  ReferralCheck,
  ReferralCodeRequest,
  ReferralEmailRequest,
} from '@konter/core/contracts/referral';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export const referralKey = ['referral', 'code'] as const;

/** GET /api/v1/referral/code: one's code, link, clicks and registrations. */
export const getReferral = (signal?: AbortSignal) => api.get<Referral>('referral/code', { signal });

export function useReferral() {
  return useQuery({ queryKey: referralKey, queryFn: ({ signal }) => getReferral(signal) });
}

/** POST /api/v1/referral/code: a new code of one's own (422 field errors on the form). */
export const changeReferralCode = (body: ReferralCodeRequest) => api.post<Referral>('referral/code', body);

export function useChangeReferralCode() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeReferralCode,
    onSuccess: (data) => qc.setQueryData(referralKey, data),
  });
}

/** POST /api/v1/referral/send-email: an invitation with one's link. */
export const sendReferralEmail = (body: ReferralEmailRequest) =>
  api.post<{ sent: true }>('referral/send-email', body);

export function useSendReferralEmail() {
  return useMutation({ mutationFn: sendReferralEmail, meta: { ownErrors: ['referral_email_limit'] } });
}

/** GET /api/v1/referral/check?code=: whether a code is valid (public). */
export const checkReferralCode = (code: string, signal?: AbortSignal) =>
  api.get<ReferralCheck>('referral/check', { query: { code }, signal });

/** The live check of a typed code, 400 ms after the typing stops; null while empty or asking. */
export function useReferralCheck(code: string): { valid: boolean | null; checking: boolean } {
  const trimmed = code.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const id = setTimeout(() => setSettled(trimmed), 400);
    return () => clearTimeout(id);
  }, [trimmed]);
  const q = useQuery({
    queryKey: ['referral', 'check', settled.toUpperCase()],
    queryFn: ({ signal }) => checkReferralCode(settled, signal),
    enabled: settled.length > 0,
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
  if (!trimmed) return { valid: null, checking: false };
  if (settled !== trimmed || q.isFetching) return { valid: null, checking: true };
  return { valid: q.data ? q.data.valid : null, checking: false };
}
