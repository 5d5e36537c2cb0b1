import { useSyncExternalStore } from 'react';

/**
 * The visitor's cart kept in browser storage (spec §3 cart item: id, quantity, notes; keys
 * localCart and localCartCount). The shop that fills it is a later issue; the toolbar reads it for
 * the cart badge. A stored cart that is not a list of valid items is removed rather than trusted.
 */
export const LOCAL_CART_KEY = 'localCart';
export const LOCAL_CART_COUNT_KEY = 'localCartCount';
/** Same-tab writers announce a change with this event (other tabs get the `storage` event). */
export const LOCAL_CART_EVENT = 'konter:local-cart';

export interface LocalCartItem {
  id: number | string;
  quantity: number;
  notes?: string | null;
}

const isItem = (v: unknown): v is LocalCartItem => {
  if (typeof v !== 'object' || v === null) return false;
  const { id, quantity, notes } = v as Record<string, unknown>;
  return (
    ((typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id !== '')) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0 &&
    (notes === undefined || notes === null || typeof notes === 'string')
  );
};

/** Parses a stored cart; null when it is not a list of valid items. */
export function parseLocalCart(raw: string | null): LocalCartItem[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isItem) ? value : null;
  } catch {
    return null;
  }
}

/** The total quantity of the stored cart; an invalid cart (and its count) is removed. */
export function readLocalCartQuantity(storage: Storage | null = safeStorage()): number {
  if (!storage) return 0;
  const items = parseLocalCart(storage.getItem(LOCAL_CART_KEY));
  if (items === null) {
    storage.removeItem(LOCAL_CART_KEY);
    storage.removeItem(LOCAL_CART_COUNT_KEY);
    return 0;
  }
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode settings)
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_CART_KEY || e.key === LOCAL_CART_COUNT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CART_EVENT, onChange);
  };
}

/** The cart badge's number, following changes from this tab and others. */
export function useLocalCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => readLocalCartQuantity(),
    () => 0,
  );
}
