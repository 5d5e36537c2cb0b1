import type { MulticourierCourier, Shipment } from '@konter/core/contracts/shipping';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courierPath, multicourierKeys } from './keys';

/** Shipping states after which nothing more happens (spec §4). */
const FINAL_SHIPPING = ['delivered', 'cancelled', 'failed', 'returned'];

/** Whether the shipment can still change (then its detail is re-read every {@link LIVE_POLL_MS}). */
export const isShipmentOpen = (s: Pick<Shipment, 'status' | 'shipping_status'>) =>
  (s.status === 'pending' || s.status === 'success') && !FINAL_SHIPPING.includes(s.shipping_status ?? '');

/** The open detail is polled this often while the shipment is not final (no realtime event for it). */
export const LIVE_POLL_MS = 10_000;

/**
 * GET mlo/transaction/{courier}/{ref}: one of the member's shipments with its costs, balances and
 * events; another member's answers 404. Polled every 10 s while it can still change.
 */
export const useShipment = (courier: MulticourierCourier, ref: string) =>
  useQuery({
    queryKey: multicourierKeys.shipment(courier, ref),
    queryFn: ({ signal }) => api.get<Shipment>(courierPath(courier, encodeURIComponent(ref)), { signal }),
    enabled: ref !== '',
    refetchInterval: (q) => (q.state.data && isShipmentOpen(q.state.data) ? LIVE_POLL_MS : false),
    retry: false,
    meta: { silent: true },
  });
