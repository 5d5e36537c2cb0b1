import type {
  CheckoutOrder,
  CheckoutOrderCreated,
  CheckoutOrderRequest,
  CheckoutPage,
} from '@konter/core/contracts/checkout';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CheckoutPath {
  type: string;
  operator: string;
  link: string;
}
const publicPath = (p: CheckoutPath) =>
  `checkout/public/${encodeURIComponent(p.type)}/${encodeURIComponent(p.operator)}/${encodeURIComponent(p.link)}`;

/** GET /api/v1/checkout/public/{type}/{operator}/{link}: the seller, the products at the link's prices, the channels. */
export const useCheckoutPage = (p: CheckoutPath, enabled = true) =>
  useQuery({
    queryKey: ['checkout', 'page', p.type, p.operator, p.link],
    queryFn: ({ signal }) => api.get<CheckoutPage>(publicPath(p), { signal }),
    enabled,
    // The page says a missing link or an unavailable seller itself.
    meta: { ownErrors: ['checkout_link_not_found', 'checkout_seller_unavailable'] },
  });

/** POST …/orders: the order and its gateway page; 422 field errors are shown on the form. */
export const useCreateCheckoutOrder = (p: CheckoutPath) =>
  useMutation({
    mutationFn: (body: CheckoutOrderRequest) =>
      api.post<CheckoutOrderCreated>(`${publicPath(p)}/orders`, body),
    meta: { ownErrors: ['checkout_link_not_found', 'checkout_seller_unavailable'] },
  });

const LIVE = new Set(['unprocessed', 'processing']);

/** GET /api/v1/checkout/public/orders/{ref}?token=…, polled every 1.5 s while the order is still moving. */
export const useCheckoutOrder = (ref: string | null, token: string | null) =>
  useQuery({
    queryKey: ['checkout', 'order', ref, token],
    queryFn: ({ signal }) =>
      api.get<CheckoutOrder>(`checkout/public/orders/${encodeURIComponent(ref ?? '')}`, {
        query: { token },
        signal,
      }),
    enabled: Boolean(ref && token),
    refetchInterval: (q) => (q.state.data && !LIVE.has(q.state.data.status) ? false : 1500),
    meta: { ownErrors: ['checkout_order_not_found'], loading: false },
  });
