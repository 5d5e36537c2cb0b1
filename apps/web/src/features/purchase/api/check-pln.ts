import type { plnCustomerResponse } from '@konter/core/contracts/purchase';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PlnCustomer = z.infer<typeof plnCustomerResponse>;

/** POST /api/v1/prabayar/pln/inquiry: the meter's owner and power; 422 "Check PLN ID Failed". */
export const checkPln = (customerNo: string, signal?: AbortSignal) =>
  api.post<PlnCustomer>('prabayar/pln/inquiry', { customer_no: customerNo }, { signal });

/** A meter number (11 digits) or customer ID (12 digits) is checked as soon as it is complete. */
export const isPlnNumber = (v: string) => /^\d{11,12}$/.test(v);

export function usePlnCheck(customerNo: string) {
  return useQuery({
    queryKey: ['pln-check', customerNo],
    queryFn: ({ signal }) => checkPln(customerNo, signal),
    enabled: isPlnNumber(customerNo),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { silent: true },
  });
}
