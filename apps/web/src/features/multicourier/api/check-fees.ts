import type { AllCourierFeeRequest, ShippingQuote } from '@konter/core/contracts/shipping';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST mlo/courier/get_fee: every enabled courier's services for the parcel, with the cost breakdown.
 * The form says a failure itself (spec §8.3 "tariff check failed").
 */
export const useCheckFees = () =>
  useMutation({
    mutationFn: (body: AllCourierFeeRequest) => api.post<ShippingQuote[]>('mlo/courier/get_fee', body),
    meta: { ownFailures: true },
  });
