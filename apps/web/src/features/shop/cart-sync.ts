import type { CartAddRequest, CartLineRejection, CartView } from '@konter/core/contracts/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnackbar } from '../../components/ui/snackbar';
import { useAccount } from '../../lib/auth';
import { errorMessage } from '../../lib/error-message';
import { i18n, loadNamespaces } from '../../lib/i18n';
import { useSiteConfig } from '../../lib/site-config';
import { type AddMultiResult, cartQueryKey, fetchCart, uploadCart } from './api/cart';
import { clearLocalCart, type LocalCartItem, readLocalCart, safeStorage } from './local-cart';

export interface SyncDeps {
  storage: Storage | null;
  upload: (cart: CartAddRequest[]) => Promise<AddMultiResult>;
  fetch: () => Promise<CartView>;
}

export type SyncOutcome =
  | { status: 'synced'; cart: CartView; rejected: CartLineRejection[]; uploaded: number }
  | { status: 'failed'; error: unknown };

const toUpload = (i: LocalCartItem): CartAddRequest => ({
  product_id: i.product_id,
  variant_id: i.variant_id,
  quantity: i.quantity,
  ...(i.notes ? { notes: i.notes } : {}),
});

/**
 * Spec §4 / calls "local cart": a signed-in user with a local cart sends it to the server
 * (shop/cart/add-multi, payload `cart`), then the server cart is fetched and the local cart
 * cleared; without a local cart the server cart is just fetched. On any error the local cart is
 * removed too, and an invalid stored cart is removed before anything is sent (readLocalCart).
 */
export async function syncLocalCart(deps: SyncDeps): Promise<SyncOutcome> {
  const items = readLocalCart(deps.storage);
  try {
    const uploaded = items.length > 0 ? await deps.upload(items.map(toUpload)) : null;
    const cart = await deps.fetch();
    clearLocalCart(deps.storage);
    return { status: 'synced', cart, rejected: uploaded?.rejected ?? [], uploaded: items.length };
  } catch (error) {
    clearLocalCart(deps.storage);
    return { status: 'failed', error };
  }
}

// One upload per signed-in account at a time (React runs effects twice in development, and the
// toolbar may remount while it runs).
let running: { account: number | string; done: Promise<SyncOutcome> } | null = null;

/**
 * Runs the upload once a visitor becomes a member (login, registration, device approval) while a
 * local cart is stored. Mounted in the toolbar: it is on every page of the shell.
 */
export function useLocalCartSync() {
  const { data: account } = useAccount();
  const { preferences } = useSiteConfig();
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const accountId = account?.id ?? null;
  const shopOn = preferences.shop;

  useEffect(() => {
    if (accountId === null || !shopOn) return;
    if (running?.account === accountId) return;
    if (readLocalCart().length === 0) return; // the cart query fetches the server cart itself
    const done = syncLocalCart({ storage: safeStorage(), upload: uploadCart, fetch: () => fetchCart() });
    running = { account: accountId, done };
    void done.then(async (outcome) => {
      if (outcome.status === 'synced') qc.setQueryData(cartQueryKey, outcome.cart);
      else void qc.invalidateQueries({ queryKey: cartQueryKey });
      await loadNamespaces(['shop', 'errors']);
      const t = i18n.getFixedT(null, ['shop', 'errors']);
      if (outcome.status === 'failed') {
        snackbar.show({
          color: 'error',
          message: t('shop:sync.failed', { reason: errorMessage(t, outcome.error) }),
        });
      } else if (outcome.rejected.length > 0) {
        snackbar.show({
          color: 'warning',
          timeout: 10_000,
          message: t('shop:sync.rejected', {
            count: outcome.rejected.length,
            reason: outcome.rejected[0]?.message ?? '',
          }),
        });
      }
      if (running?.done === done) running = null;
    });
  }, [accountId, shopOn, qc, snackbar]);
}
