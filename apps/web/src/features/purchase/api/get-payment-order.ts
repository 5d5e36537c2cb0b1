import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/v1/payment/orders/{orderId}: a gateway payment's state as our server knows it. */
export interface PaymentOrder {
  order_id: string;
  kind: 'deposit' | 'purchase';
  /** paid | pending | expired | failed | canceled | … */
  status: string;
  amount: number;
  payment_url: string | null;
}

export const usePaymentOrder = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payment-order', orderId],
    queryFn: ({ signal }) =>
      api.get<PaymentOrder>(`payment/orders/${encodeURIComponent(orderId)}`, { signal }),
    enabled: enabled && /^(DEP|TRX)[A-Z0-9]{1,40}$/.test(orderId),
    // A notification may land a moment after the redirect: look again while it is pending.
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
    meta: { silent: true },
  });
