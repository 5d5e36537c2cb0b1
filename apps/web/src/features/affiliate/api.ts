import type { Account } from '@konter/core/contracts/account';
import type {
  Affiliate,
  AffiliateBankFields,
  AffiliateCommission,
  AffiliatePayout,
} from '@konter/core/contracts/affiliate';
import type { RegisterRequest } from '@konter/core/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { setAccount } from '../../lib/auth';

export const affiliateKeys = {
  status: ['affiliate', 'status'] as const,
  program: ['affiliate', 'program'] as const,
  commission: (month: string) => ['affiliate', 'commission', month] as const,
  payouts: ['affiliate', 'payouts'] as const,
};

export interface AffiliateProgram {
  commission_percent: number;
  min_payout: number;
  code_valid_days: number;
  max_image_mb: number;
}

/** GET /api/v1/affiliate/program (public): the commission rule the registration page explains. */
export function useAffiliateProgram() {
  return useQuery({
    queryKey: affiliateKeys.program,
    queryFn: ({ signal }) => api.get<AffiliateProgram>('affiliate/program', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/v1/affiliate: one's status, bank (masked), code and its validity. */
export function useAffiliate() {
  return useQuery({
    queryKey: affiliateKeys.status,
    queryFn: ({ signal }) => api.get<Affiliate>('affiliate', { signal }),
  });
}

/** GET /api/v1/affiliate/commission?month= (only asked once verified: 403 otherwise). */
export function useCommission(month: string, enabled: boolean) {
  return useQuery({
    queryKey: affiliateKeys.commission(month),
    queryFn: ({ signal }) =>
      api.get<AffiliateCommission>('affiliate/commission', { query: { month }, signal }),
    enabled,
  });
}

/** GET /api/v1/affiliate/payouts. */
export function usePayouts(enabled: boolean) {
  return useQuery({
    queryKey: affiliateKeys.payouts,
    queryFn: ({ signal }) =>
      api.get<{ payouts: AffiliatePayout[]; min_payout: number }>('affiliate/payouts', { signal }),
    enabled,
  });
}

const formOf = (fields: Record<string, string | undefined>, image: File) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('id_image', image, image.name);
  return form;
};

/** The forms show the image's and the fields' refusals themselves. */
const ownErrors = ['affiliate_submission_failed', 'validation_failed'] as const;

/** POST /api/v1/affiliate/register (multipart): a new account and its waiting application. */
export function useRegisterAffiliate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: { fields: RegisterRequest & AffiliateBankFields; image: File }) =>
      api.post<Account>('affiliate/register', formOf(fields, image)),
    meta: { ownErrors: [...ownErrors] },
    onSuccess: (account) => {
      void qc.invalidateQueries({ queryKey: ['affiliate'] });
      setAccount(qc, account);
    },
  });
}

/** POST /api/v1/affiliate/apply (multipart): a member applies (or re-applies after a rejection). */
export function useApplyAffiliate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: { fields: AffiliateBankFields; image: File }) =>
      api.post<Affiliate>('affiliate/apply', formOf(fields, image)),
    meta: { ownErrors: [...ownErrors, 'affiliate_already_registered'] },
    onSuccess: (a) => qc.setQueryData(affiliateKeys.status, a),
  });
}
