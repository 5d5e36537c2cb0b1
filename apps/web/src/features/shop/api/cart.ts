import type {
  CartAddRequest,
  CartEditRequest,
  CartItem,
  CartLineRejection,
  CartView,
} from '@konter/core/contracts/shop';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAccount } from '../../../lib/auth';
import { useSiteConfig } from '../../../lib/site-config';
import { shopKey } from './catalog';

export type { CartItem, CartView };

/** The member's server cart (POST shop/cart/list); H3b's checkout reads the same query. */
export const cartQueryKey = [...shopKey, 'cart'] as const;

export const fetchCart = (signal?: AbortSignal) => api.post<CartView>('shop/cart/list', {}, { signal });

export const cartQuery = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => fetchCart(signal),
    // The toolbar badge asks on every page: quietly, without the progress bar.
    meta: { silent: true, loading: false },
  });

/** The signed-in member's cart (disabled for visitors and when the shop is off). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  const { data: account } = useAccount();
  const { preferences } = useSiteConfig();
  return useQuery({ ...cartQuery(), enabled: enabled && Boolean(account) && preferences.shop });
}

/** A cart with one line changed, its totals counted again (the optimistic view of an edit). */
export function withLineChange(
  cart: CartView,
  id: number,
  change: { quantity?: number; notes?: string | null },
): CartView {
  const items = cart.items.map((i) =>
    i.id === id
      ? {
          ...i,
          ...(change.quantity !== undefined
            ? { quantity: change.quantity, subtotal: change.quantity * i.price }
            : {}),
          ...(change.notes !== undefined ? { notes: change.notes?.trim() || null } : {}),
        }
      : i,
  );
  return {
    items,
    total_quantity: items.reduce((s, i) => s + i.quantity, 0),
    subtotal: items.reduce((s, i) => s + i.subtotal, 0),
  };
}

/** POST shop/cart/add: the answer is the whole cart. */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CartAddRequest) => api.post<CartView>('shop/cart/add', body),
    onSuccess: (cart) => qc.setQueryData(cartQueryKey, cart),
    // The product page says stock, minimum and variant refusals next to the button.
    meta: { silent: true },
  });
}

/**
 * POST shop/cart/edit/{id}, applied at once on screen and put back as it was when the server
 * refuses (spec §4, calls: "restored to the previous quantity or notes"). Edits of one line go one
 * after another (mutation scope), so a quick second tap never races the first.
 */
export function useEditCartLine(onError?: (error: unknown, item: CartItem | undefined) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: number } & CartEditRequest) =>
      api.post<CartView>(`shop/cart/edit/${id}`, change),
    onMutate: async ({ id, ...change }) => {
      await qc.cancelQueries({ queryKey: cartQueryKey });
      const before = qc.getQueryData<CartView>(cartQueryKey);
      if (before) qc.setQueryData(cartQueryKey, withLineChange(before, id, change));
      return { before, item: before?.items.find((i) => i.id === id) };
    },
    onError: (error, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(cartQueryKey, restoreLine(qc, ctx.before, ctx.item));
      onError?.(error, ctx?.item);
    },
    onSuccess: (cart) => qc.setQueryData(cartQueryKey, cart),
    scope: { id: 'shop-cart-edit' },
    meta: { silent: true },
  });
}

/**
 * The cart as it is now with the failed line put back as it was before the edit (other lines may
 * have changed meanwhile and stay as they are).
 */
function restoreLine(qc: QueryClient, before: CartView, item: CartItem | undefined): CartView {
  const now = qc.getQueryData<CartView>(cartQueryKey);
  if (!now || !item) return before;
  return withLineChange(now, item.id, { quantity: item.quantity, notes: item.notes });
}

/** POST shop/cart/destroy/{id}: the line leaves the screen only when the server has removed it. */
export function useRemoveCartLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<CartView>(`shop/cart/destroy/${id}`),
    onSuccess: (cart) => qc.setQueryData(cartQueryKey, cart),
  });
}

export type AddMultiResult = CartView & { rejected: CartLineRejection[] };

/** POST shop/cart/add-multi {cart}: the local cart uploaded at login. */
export const uploadCart = (cart: CartAddRequest[]) =>
  api.post<AddMultiResult>('shop/cart/add-multi', { cart });
