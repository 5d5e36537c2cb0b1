import type { LocalCartAdd } from './local-cart';

/** Test helpers: a Storage in memory and a local cart line. */
export const memoryStorage = (entries: Record<string, string> = {}): Storage => {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
};

export const localLine = (over: Partial<LocalCartAdd> = {}): LocalCartAdd => ({
  product_id: 7,
  variant_id: null,
  quantity: 1,
  notes: null,
  name: 'Kabel USB-C 1 m',
  slug: 'kabel-usb-c-1m',
  price: 25_000,
  image: null,
  variant_name: null,
  stock: 5,
  min_quantity: 1,
  ...over,
});
