import type {
  ConsoleCourierAgent,
  ConsoleShopCancelRequest,
  ConsoleShopCollection,
  ConsoleShopCollectionRequest,
  ConsoleShopCoupon,
  ConsoleShopOrderDetail,
  ConsoleShopOrderRow,
  ConsoleShopProduct,
  ConsoleShopProductAddRequest,
  ConsoleShopProductDetail,
  ConsoleShopProductUpdateRequest,
  ConsoleShopRefundRequest,
  ConsoleShopShipRequest,
} from '@konter/core/contracts/console-commerce';
import type { PageMeta } from '@konter/core/contracts/notification';
import type { ShopOrderStatus } from '@konter/core/contracts/shop-order';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ApiErrorCode } from '../../lib/api-error';

// The console's shop orders (issue 18): GET console/shop/orders, …/:code and the operator's changes.

export const shopOrdersKey = ['console', 'shop', 'orders'] as const;
const orderKey = (code: string) => [...shopOrdersKey, 'order', code] as const;

export const shopOrdersQuery = (status: ShopOrderStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...shopOrdersKey, 'list', status ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      api.page<ConsoleShopOrderRow[], PageMeta>('console/shop/orders', {
        query: { status, page: page > 1 ? page : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useShopOrders = (status: ShopOrderStatus | undefined, page: number) =>
  useQuery(shopOrdersQuery(status, page));

export const useShopOrder = (code: string) =>
  useQuery({
    queryKey: orderKey(code),
    queryFn: ({ signal }) => api.get<ConsoleShopOrderDetail>(`console/shop/orders/${code}`, { signal }),
  });

export type ShopOrderAction =
  | { kind: 'confirm' }
  | { kind: 'ship'; body: ConsoleShopShipRequest }
  | { kind: 'cancel'; body: ConsoleShopCancelRequest }
  | { kind: 'refund'; body: ConsoleShopRefundRequest };

/** One change of an order: the answer (the order now) replaces the cached detail; the lists refetch. */
export function useShopOrderAction(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: ShopOrderAction) =>
      api.post<ConsoleShopOrderDetail>(`console/shop/orders/${code}/${a.kind}`, 'body' in a ? a.body : {}),
    meta: { ownErrors: ['shop_order_wrong_state', 'shop_order_not_refundable'] },
    onSuccess: (order) => {
      qc.setQueryData(orderKey(code), order);
      void qc.invalidateQueries({ queryKey: [...shopOrdersKey, 'list'] });
    },
  });
}

// ---- products and stock ----

const productsKey = ['console', 'shop', 'products'] as const;

export const useShopProducts = (q: string) =>
  useQuery({
    queryKey: [...productsKey, q] as const,
    queryFn: ({ signal }) =>
      api.get<ConsoleShopProduct[]>('console/shop/products', { query: { q: q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export type ShopProductChange =
  | { kind: 'stock'; productId: number; stock: number }
  | { kind: 'variant-stock'; variantId: number; stock: number }
  | { kind: 'active'; productId: number; active: boolean };

/** A product's stock or visibility: the answer (the product now) replaces it in every cached list. */
export function useShopProductChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: ShopProductChange) =>
      c.kind === 'stock'
        ? api.post<ConsoleShopProduct>(`console/shop/products/${c.productId}/stock`, { stock: c.stock })
        : c.kind === 'variant-stock'
          ? api.post<ConsoleShopProduct>(`console/shop/variants/${c.variantId}/stock`, { stock: c.stock })
          : api.post<ConsoleShopProduct>(`console/shop/products/${c.productId}/active`, { active: c.active }),
    meta: { ownErrors: ['shop_stock_below_reserved'] },
    onSuccess: (p) => {
      qc.setQueriesData<ConsoleShopProduct[]>({ queryKey: productsKey }, (rows) =>
        rows?.map((r) => (r.id === p.id ? p : r)),
      );
    },
  });
}

// ---- a product's fields, collections and pictures (the product form) ----

/** Not under productsKey: the lists' updates map arrays. */
const productKey = (id: number) => ['console', 'shop', 'product', id] as const;

export const useShopProduct = (id: number | null) =>
  useQuery({
    queryKey: productKey(id ?? 0),
    queryFn: ({ signal }) => api.get<ConsoleShopProductDetail>(`console/shop/products/${id}`, { signal }),
    enabled: id !== null,
  });

/** Every change answers the product now: it replaces the form's copy; the lists (and collection counts) refetch. */
function useProductMutation<V>(
  fn: (v: V) => Promise<ConsoleShopProductDetail>,
  ownErrors: ApiErrorCode[] = [],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { ownErrors },
    onSuccess: (p) => {
      qc.setQueryData(productKey(p.id), p);
      void qc.invalidateQueries({ queryKey: productsKey });
      void qc.invalidateQueries({ queryKey: collectionsKey });
    },
  });
}

/** POST console/shop/products (201): the new product. */
export const useAddProduct = () =>
  useProductMutation(
    (body: ConsoleShopProductAddRequest) => api.post<ConsoleShopProductDetail>('console/shop/products', body),
    ['shop_slug_taken'],
  );

/** POST console/shop/products/:id: its fields (the server writes only what changed). */
export const useUpdateProduct = () =>
  useProductMutation(({ id, body }: { id: number; body: ConsoleShopProductUpdateRequest }) =>
    api.post<ConsoleShopProductDetail>(`console/shop/products/${id}`, body),
  );

export type ProductImageChange =
  | { kind: 'add'; id: number; image_data: string }
  | { kind: 'remove'; id: number; image: number }
  | { kind: 'first'; id: number; image: number };

/** A picture added (a data URL), removed, or made the shop's main one. */
export const useProductImage = () =>
  useProductMutation((c: ProductImageChange) => {
    const base = `console/shop/products/${c.id}/images`;
    if (c.kind === 'add') return api.post<ConsoleShopProductDetail>(base, { image_data: c.image_data });
    if (c.kind === 'remove') return api.delete<ConsoleShopProductDetail>(`${base}/${c.image}`);
    return api.post<ConsoleShopProductDetail>(`${base}/${c.image}/first`, {});
  });

// ---- coupons ----

export const couponsKey = ['console', 'shop', 'coupons'] as const;

export const useShopCoupons = () =>
  useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api.get<ConsoleShopCoupon[]>('console/shop/coupons', { signal }),
  });

/** A coupon on or off: the answer replaces it in the list. */
export function useCouponActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; active: boolean }) =>
      api.post<ConsoleShopCoupon>(`console/shop/coupons/${v.code}/active`, { active: v.active }),
    onSuccess: (c) => {
      qc.setQueryData<ConsoleShopCoupon[]>(couponsKey, (rows) =>
        rows?.map((r) => (r.code === c.code ? c : r)),
      );
    },
  });
}

// ---- courier agents ----

const couriersKey = ['console', 'shop', 'couriers'] as const;

export const useCourierAgents = () =>
  useQuery({
    queryKey: couriersKey,
    queryFn: ({ signal }) => api.get<ConsoleCourierAgent[]>('console/shop/couriers', { signal }),
  });

/** An account by phone or e-mail (404: none). */
export const findCourierAgent = (login: string) =>
  api.get<ConsoleCourierAgent>('console/shop/couriers/find', { query: { login } });

/** One courier flag of an account: the answer replaces the account in the list (or adds it). */
export function useCourierAgentChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; courier: string; agent: boolean }) =>
      api.post<ConsoleCourierAgent>(`console/shop/couriers/${v.id}/${v.courier}`, { agent: v.agent }),
    onSuccess: (a) => {
      qc.setQueryData<ConsoleCourierAgent[]>(couriersKey, (rows) =>
        rows?.some((r) => r.id === a.id) ? rows.map((r) => (r.id === a.id ? a : r)) : [...(rows ?? []), a],
      );
    },
  });
}

// ---- collections ----

const collectionsKey = ['console', 'shop', 'collections'] as const;

export const useShopCollections = () =>
  useQuery({
    queryKey: collectionsKey,
    queryFn: ({ signal }) => api.get<ConsoleShopCollection[]>('console/shop/collections', { signal }),
  });

/** A new collection: the answer (the list now) replaces the list. */
export function useAddCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleShopCollectionRequest) =>
      api.post<ConsoleShopCollection[]>('console/shop/collections', body),
    meta: { ownErrors: ['shop_slug_taken'] },
    onSuccess: (rows) => qc.setQueryData(collectionsKey, rows),
  });
}
