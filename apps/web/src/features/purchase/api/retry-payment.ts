import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaymentOrder } from './get-payment-order';

/**
 * POST /api/v1/payment/orders/{orderId}/retry: "try again" after a gateway payment failed or
 * expired — the server opens a new payment of the same top-up or purchase through the same channel,
 * and the browser goes to its payment page.
 */
export function useRetryPayment() {
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<PaymentOrder>(`payment/orders/${encodeURIComponent(orderId)}/retry`, {}),
    onSuccess: (order) => {
      if (order.payment_url) window.location.assign(order.payment_url);
    },
  });
}
