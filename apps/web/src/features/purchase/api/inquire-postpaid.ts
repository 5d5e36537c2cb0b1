import type { postpaidInquiryRequest, TransactionView } from '@konter/core/contracts/purchase';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/v1/pascabayar/inquiry: the customer's bill, kept as a transaction in state `inquiry`. */
export const inquirePostpaid = (body: z.input<typeof postpaidInquiryRequest>) =>
  api.post<TransactionView>('pascabayar/inquiry', body);

export const useInquirePostpaid = () =>
  useMutation({ mutationFn: inquirePostpaid, meta: { ownErrors: ['account_inactive'] } });
