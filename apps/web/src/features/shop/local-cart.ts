import { useMemo, useSyncExternalStore } from 'react';

/**
 * A visitor's cart, kept in browser storage (spec §3 cart item: id, quantity, notes; keys
 * `localCart` and `localCartCount`, §4 cart behaviour). Each line also keeps what the visitor saw
 * when adding it (name, price, image, variant, stock, minimum quantity) so the cart page shows it
 * without a signed-in call; the server checks everything again when the cart is uploaded at login.
 * A stored cart that is not a list of valid lines is removed rather than trusted.
 */
export const LOCAL_CART_KEY = 'localCart';
/** The total quantity of the stored cart (what the badge shows). */
export const LOCAL_CART_COUNT_KEY = 'localCartCount';
/** Same-tab writers announce a change with this event (other tabs get the `storage` event). */
export const LOCAL_CART_EVENT = 'konter:local-cart';
/** Spec §5 shop validation: notes on a cart line are short. */
export const CART_NOTES_MAX = 200;

export interface LocalCartItem {
  /** The line's key: `<product_id>` or `<product_id>:<variant_id>`. */
  id: string;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  notes: string | null;
  name: string;
  slug: string;
  /** The unit price shown when it was added (the variant's when one was picked). */
  price: number;
  image: string | null;
  variant_name: string | null;
  /** Available stock when it was added; edits beyond it are refused at once. */
  stock: number;
  min_quantity: number;
}

const posInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const nonNegInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const optText = (v: unknown) => v === null || typeof v === 'string';

const isItem = (v: unknown): v is LocalCartItem => {
  if (typeof v !== 'object' || v === null) return false;
  const i = v as Record<string, unknown>;
  return (
    typeof i.id === 'string' &&
    i.id !== '' &&
    posInt(i.product_id) &&
    (i.variant_id === null || posInt(i.variant_id)) &&
    posInt(i.quantity) &&
    optText(i.notes) &&
    (i.notes === null || (i.notes as string).length <= CART_NOTES_MAX) &&
    typeof i.name === 'string' &&
    typeof i.slug === 'string' &&
    nonNegInt(i.price) &&
    optText(i.image) &&
    optText(i.variant_name) &&
    nonNegInt(i.stock) &&
    posInt(i.min_quantity)
  );
};

export const lineKey = (productId: number, variantId: number | null) =>
  variantId === null ? String(productId) : `${productId}:${variantId}`;

/** Parses a stored cart; null when it is not a list of valid lines. */
export function parseLocalCart(raw: string | null): LocalCartItem[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isItem) ? value : null;
  } catch {
    return null;
  }
}

export function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode settings)
  }
}

const announce = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_CART_EVENT));
};

/** Removes the stored cart and its count. */
export function clearLocalCart(storage: Storage | null = safeStorage()) {
  if (!storage) return;
  const had = storage.getItem(LOCAL_CART_KEY) !== null || storage.getItem(LOCAL_CART_COUNT_KEY) !== null;
  storage.removeItem(LOCAL_CART_KEY);
  storage.removeItem(LOCAL_CART_COUNT_KEY);
  if (had) announce();
}

/** The stored lines; an invalid stored cart (and its count) is removed and reads as empty. */
export function readLocalCart(storage: Storage | null = safeStorage()): LocalCartItem[] {
  if (!storage) return [];
  const items = parseLocalCart(storage.getItem(LOCAL_CART_KEY));
  if (items === null) {
    clearLocalCart(storage);
    return [];
  }
  return items;
}

export const totalQuantity = (items: Array<{ quantity: number }>) =>
  items.reduce((sum, i) => sum + i.quantity, 0);

/** The total quantity of the stored cart; an invalid cart (and its count) is removed. */
export function readLocalCartQuantity(storage: Storage | null = safeStorage()): number {
  return totalQuantity(readLocalCart(storage));
}

export function writeLocalCart(items: LocalCartItem[], storage: Storage | null = safeStorage()) {
  if (!storage) return;
  if (items.length === 0) {
    clearLocalCart(storage);
    return;
  }
  storage.setItem(LOCAL_CART_KEY, JSON.stringify(items));
  storage.setItem(LOCAL_CART_COUNT_KEY, String(totalQuantity(items)));
  announce();
}

/** Why a local change was refused (texts in the `shop` namespace, `localError.*`). */
export type LocalCartError = 'stock' | 'min_quantity' | 'notes';

export type LocalCartAdd = Omit<LocalCartItem, 'id'>;

/**
 * Adds a line, or more of an existing line (the same product and variant). The line's quantity may
 * not pass the stock nor stay under the minimum: the server enforces the same at upload.
 */
export function addToLocalCart(
  add: LocalCartAdd,
  storage: Storage | null = safeStorage(),
): { ok: true; items: LocalCartItem[] } | { ok: false; error: LocalCartError; available: number } {
  const items = readLocalCart(storage);
  const id = lineKey(add.product_id, add.variant_id);
  const existing = items.find((i) => i.id === id);
  const quantity = (existing?.quantity ?? 0) + add.quantity;
  if (quantity > add.stock) return { ok: false, error: 'stock', available: add.stock };
  if (quantity < add.min_quantity) return { ok: false, error: 'min_quantity', available: add.stock };
  const notes = add.notes?.trim() || existing?.notes || null;
  if (notes && notes.length > CART_NOTES_MAX) return { ok: false, error: 'notes', available: add.stock };
  const line: LocalCartItem = { ...add, id, quantity, notes };
  const next = existing ? items.map((i) => (i.id === id ? line : i)) : [...items, line];
  writeLocalCart(next, storage);
  return { ok: true, items: next };
}

/** Changes a line's quantity or notes under the same rules. */
export function editLocalCartLine(
  id: string,
  change: { quantity?: number; notes?: string | null },
  storage: Storage | null = safeStorage(),
): { ok: true } | { ok: false; error: LocalCartError; available: number } {
  const items = readLocalCart(storage);
  const line = items.find((i) => i.id === id);
  if (!line) return { ok: true };
  const quantity = change.quantity ?? line.quantity;
  if (quantity > line.stock) return { ok: false, error: 'stock', available: line.stock };
  if (quantity < line.min_quantity || quantity < 1)
    return { ok: false, error: 'min_quantity', available: line.stock };
  const notes = change.notes === undefined ? line.notes : change.notes?.trim() || null;
  if (notes && notes.length > CART_NOTES_MAX) return { ok: false, error: 'notes', available: line.stock };
  writeLocalCart(
    items.map((i) => (i.id === id ? { ...i, quantity, notes } : i)),
    storage,
  );
  return { ok: true };
}

export function removeLocalCartLine(id: string, storage: Storage | null = safeStorage()) {
  writeLocalCart(
    readLocalCart(storage).filter((i) => i.id !== id),
    storage,
  );
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

/** The stored text (a stable snapshot for React); invalid carts are removed on the way. */
function snapshot(): string | null {
  const storage = safeStorage();
  if (!storage) return null;
  const raw = storage.getItem(LOCAL_CART_KEY);
  if (parseLocalCart(raw) === null) {
    clearLocalCart(storage);
    return null;
  }
  return raw;
}

/** The local cart's lines, following changes from this tab and others. */
export function useLocalCart(): LocalCartItem[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => parseLocalCart(raw) ?? [], [raw]);
}

/** The local cart's total quantity (the visitor's badge). */
export function useLocalCartQuantity(): number {
  return totalQuantity(useLocalCart());
}
