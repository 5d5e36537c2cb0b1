import type { PageMeta } from '@konter/core/contracts/notification';
import type { Region } from '@konter/core/contracts/regions';
import type { CouponCheck } from '@konter/core/contracts/shop';
import {
  type PublicCheckout,
  type PublicOrder,
  type PublicPayRequest,
  type PublicShippingCostRequest,
  SHOP_ORDER_OPEN_STATUSES,
  type ShippingOption,
  type ShopAddress,
  type ShopAddressRequest,
  type ShopCheckoutRequest,
  type ShopCheckoutResult,
  type ShopOrderDetail,
  type ShopOrderStatus,
  type ShopOrderSummary,
  type ShopPaymentChannels,
  type ShopPayRequest,
} from '@konter/core/contracts/shop-order';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api-client';
import { REALTIME_CONNECT, useRealtimeEvent } from '../../lib/realtime';
import { cartQueryKey } from '../shop';

// The shop's orders on the web (calls §7.5, §7.6): one hook per call. Every key starts with
// shopOrderKey, so a `shop.order.updated` event refreshes whatever order screen is open.

export const shopOrderKey = ['shop-order'] as const;
const addressesKey = [...shopOrderKey, 'addresses'] as const;

/** The realtime event of an order's state change ({code, status}); the server emits it to the buyer. */
export const SHOP_ORDER_EVENT = 'shop.order.updated';

/** Refetches the shop's order screens when an order changes (or the socket joins again). */
export function useShopOrderLive() {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: shopOrderKey });
  useRealtimeEvent(SHOP_ORDER_EVENT, refresh);
  useRealtimeEvent(REALTIME_CONNECT, refresh);
}

// ---- addresses ----

/** GET shop/shiping/list-address: the member's addresses, the active (primary) one first. */
export const useShopAddresses = () =>
  useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => api.get<ShopAddress[]>('shop/shiping/list-address', { signal }),
  });

/** POST shop/shiping/add or update (with id): 422 field errors go onto the form. */
export function useSaveShopAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopAddressRequest & { id?: number }) =>
      api.post<ShopAddress>(body.id ? 'shop/shiping/update' : 'shop/shiping/add', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** POST shop/shiping/pick: the address becomes the active one. */
export function usePickShopAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ShopAddress>('shop/shiping/pick', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** POST shop/shiping/delete. */
export function useDeleteShopAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ id: number }>('shop/shiping/delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** POST shop/public/shiping/region {search_key}: villages with their district, city and province. */
export const useRegionSearch = (term: string) =>
  useQuery({
    queryKey: [...shopOrderKey, 'region', term],
    queryFn: ({ signal }) =>
      api.post<Region[]>('shop/public/shiping/region', { search_key: term }, { signal }),
    enabled: term.length >= 3,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // The combobox says a failed search itself ("region fetch failed").
    meta: { silent: true, loading: false },
  });

// ---- shipping cost ----

/**
 * POST shop/shiping/cost-custom {address_id}: the cart's courier options to that address, cheapest
 * first. `enabled` false while an order is being placed or was placed: the cart it empties (a
 * realtime cart event can refresh it before the page has left) is not asked for options.
 */
export const useShippingOptions = (addressId: number | null, cartVersion: number, enabled = true) =>
  useQuery({
    queryKey: [...shopOrderKey, 'cost', addressId, cartVersion],
    queryFn: ({ signal }) =>
      api.post<ShippingOption[]>('shop/shiping/cost-custom', { address_id: addressId }, { signal }),
    enabled: enabled && addressId !== null,
    select: sortByPrice,
    retry: false,
    // The page says why there is no option (area not served, address incomplete…).
    meta: { silent: true },
  });

/** POST shop/public/shiping/cost: the visitor's items to a region. */
export const usePublicShippingOptions = (body: PublicShippingCostRequest | null) =>
  useQuery({
    queryKey: [...shopOrderKey, 'public-cost', body],
    queryFn: ({ signal }) => api.post<ShippingOption[]>('shop/public/shiping/cost', body, { signal }),
    enabled: body !== null,
    select: sortByPrice,
    retry: false,
    meta: { silent: true },
  });

export const sortByPrice = (options: ShippingOption[]) => [...options].sort((a, b) => a.price - b.price);

// ---- coupons ----

/** POST shop/cart/check-coupon {code}: the discount on the member's cart, or 422 saying why not. */
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: (code: string) => api.post<CouponCheck>('shop/cart/check-coupon', { code }),
    meta: { silent: true },
  });

/** GET shop/public/can-coupon: whether a coupon field is worth showing to a visitor. */
export const useCanCoupon = () =>
  useQuery({
    queryKey: [...shopOrderKey, 'can-coupon'],
    queryFn: ({ signal }) => api.get<{ available: boolean }>('shop/public/can-coupon', { signal }),
    meta: { silent: true, loading: false },
  });

/** POST shop/public/check-coupon {id, code}. */
export const usePublicCheckCoupon = (id: string) =>
  useMutation({
    mutationFn: (code: string) => api.post<CouponCheck>('shop/public/check-coupon', { id, code }),
    meta: { silent: true },
  });

// ---- checkout and payment ----

/** POST shop/cart/checkout: the order (stock reserved) and its link; the cart lines bought leave the cart. */
export function useCheckout() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ShopCheckoutRequest) => api.post<ShopCheckoutResult>('shop/cart/checkout', body),
    meta: { silent: true },
  });
  /**
   * After the caller has left the checkout page: the cart (its lines bought are gone) and the order
   * lists are read again. Not before — the checkout's courier options would be asked for an empty cart.
   */
  const refreshAfter = () => {
    void qc.invalidateQueries({ queryKey: cartQueryKey });
    void qc.invalidateQueries({ queryKey: [...shopOrderKey, 'list'] });
    void qc.invalidateQueries({ queryKey: [...shopOrderKey, 'count'] });
  };
  return Object.assign(mutation, { refreshAfter });
}

/** POST shop/payment/channel {link}: the deposit (with the balance) and the gateway channels with their fee. */
export const usePaymentChannels = (link: string, enabled = true) =>
  useQuery({
    queryKey: [...shopOrderKey, 'channels', link],
    queryFn: ({ signal }) => api.post<ShopPaymentChannels>('shop/payment/channel', { link }, { signal }),
    enabled,
  });

/** POST shop/cart/pay: from the deposit (PIN) or a gateway channel (its payment_url). */
export function usePay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopPayRequest) =>
      api.post<{ payment_url: string | null; order: ShopOrderDetail }>('shop/cart/pay', body),
    onSuccess: (res) => {
      // The order as paid; not the payment page's channels (this order takes no payment any more).
      qc.setQueryData(orderKey(res.order.code), res.order);
      void qc.invalidateQueries({ queryKey: [...shopOrderKey, 'list'] });
      void qc.invalidateQueries({ queryKey: [...shopOrderKey, 'count'] });
      void qc.invalidateQueries({ queryKey: ['account'] });
    },
    meta: { ownErrors: ['pin_locked'], silent: true },
  });
}

// ---- orders ----

export type OrderTab = 'all' | ShopOrderStatus;
export interface OrderListQuery {
  status: OrderTab;
  page: number;
  from?: string;
  to?: string;
}
export interface OrderPage {
  data: ShopOrderSummary[];
  meta: PageMeta;
}

/** POST shop/transactions/index {status, page, from?, to?}. */
export const useOrders = (q: OrderListQuery) =>
  useQuery<OrderPage>({
    queryKey: [...shopOrderKey, 'list', q],
    queryFn: ({ signal }) =>
      request<ShopOrderSummary[]>('POST', 'shop/transactions/index', { body: q, signal }).then(
        (r): OrderPage => ({ data: r.data, meta: r.meta as PageMeta }),
      ),
    placeholderData: keepPreviousData,
  });

export interface OrderCounts {
  open: number;
  statuses: Partial<Record<ShopOrderStatus, number>>;
}

/** GET shop/transactions/count: open orders, and the count of each state (the tabs' badges). */
export const useOrderCounts = () =>
  useQuery({
    queryKey: [...shopOrderKey, 'count'],
    queryFn: ({ signal }) =>
      request<number>('GET', 'shop/transactions/count', { signal }).then(
        (r): OrderCounts => ({
          open: r.data,
          statuses: ((r.json as { statuses?: OrderCounts['statuses'] } | null)?.statuses ??
            {}) as OrderCounts['statuses'],
        }),
      ),
    meta: { silent: true, loading: false },
  });

const orderKey = (code: string) => [...shopOrderKey, 'order', code] as const;

/** GET shop/transactions/detail/{code}: the order with its items, address, timeline and tracking. */
export const useOrder = (code: string, enabled = true) =>
  useQuery({
    queryKey: orderKey(code),
    queryFn: ({ signal }) =>
      api.get<ShopOrderDetail>(`shop/transactions/detail/${encodeURIComponent(code)}`, { signal }),
    enabled,
    retry: false,
    // The operator moves orders from the admin CLI, another process whose events never reach this
    // tab's socket: an open order is also read again every few seconds while it is on screen.
    refetchInterval: (q) =>
      q.state.data && (SHOP_ORDER_OPEN_STATUSES as readonly string[]).includes(q.state.data.status)
        ? ORDER_POLL_MS
        : false,
    meta: { ownErrors: ['shop_order_not_found', 'validation_failed'], loading: false },
  });

/** How often an open order on screen is read again (see useOrder). */
const ORDER_POLL_MS = 5000;

/** POST shop/transactions/cancel {code, reason}: while waiting for payment or pending. */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; reason: string }) =>
      api.post<ShopOrderDetail>('shop/transactions/cancel', body),
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order.code), order);
      void qc.invalidateQueries({ queryKey: shopOrderKey });
      void qc.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

// ---- shop notifications ----

export interface ShopNotification {
  id: number;
  title: string;
  date: string;
  is_read: boolean;
  status: 0 | 1 | 2;
}

/** GET shop/notification?page=n: the member's notifications about their shop orders. */
export const useShopNotifications = (page: number) =>
  useQuery({
    queryKey: [...shopOrderKey, 'notifications', page],
    queryFn: ({ signal }) =>
      api.page<ShopNotification[], PageMeta>('shop/notification', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

// ---- public one-page checkout ----

/** GET shop/public/checkout/{id}: the visitor's cart kept on the server. */
export const usePublicCheckout = (id: string, enabled = true) =>
  useQuery({
    queryKey: [...shopOrderKey, 'public', id],
    queryFn: ({ signal }) =>
      api.get<PublicCheckout>(`shop/public/checkout/${encodeURIComponent(id)}`, { signal }),
    enabled,
    retry: false,
    meta: { ownErrors: ['shop_public_cart_not_found', 'validation_failed'] },
  });

/** POST shop/public/payment/channels {id}: the gateway channels with their fee for that cart. */
export const usePublicChannels = (id: string, enabled = true) =>
  useQuery({
    queryKey: [...shopOrderKey, 'public-channels', id],
    queryFn: ({ signal }) =>
      api.post<ShopPaymentChannels>('shop/public/payment/channels', { id }, { signal }),
    enabled,
  });

/** POST shop/public/pay: the order and its gateway page. */
export const usePublicPay = () =>
  useMutation({
    mutationFn: (body: PublicPayRequest) =>
      api.post<{ payment_url: string; order: PublicOrder }>('shop/public/pay', body),
    meta: { silent: true },
  });

/** POST shop/public/order {code, phone}: a visitor's order on the return page (the phone proves it). */
export const usePublicOrder = (code: string, phone: string | null) =>
  useQuery({
    queryKey: [...shopOrderKey, 'public-order', code, phone],
    queryFn: ({ signal }) => api.post<PublicOrder>('shop/public/order', { code, phone }, { signal }),
    enabled: Boolean(phone),
    retry: false,
    // Poll while the gateway's answer may still be on its way.
    refetchInterval: (q) => (q.state.data?.status === 'waiting_payment' ? 2000 : false),
    meta: { ownErrors: ['shop_order_not_found', 'validation_failed'], loading: false },
  });
