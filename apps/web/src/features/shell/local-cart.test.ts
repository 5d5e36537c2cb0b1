import { describe, expect, test } from 'vitest';
import { LOCAL_CART_COUNT_KEY, LOCAL_CART_KEY, parseLocalCart, readLocalCartQuantity } from './local-cart';

const storage = (entries: Record<string, string>): Storage => {
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

describe('local cart (spec §3 localCart, localCartCount)', () => {
  test('the badge shows the total quantity of the stored items', () => {
    const s = storage({
      [LOCAL_CART_KEY]: JSON.stringify([
        { id: 1, quantity: 2, notes: 'pedas' },
        { id: 'kopi-susu', quantity: 3 },
      ]),
      [LOCAL_CART_COUNT_KEY]: '2',
    });
    expect(readLocalCartQuantity(s)).toBe(5);
    expect(s.getItem(LOCAL_CART_KEY)).not.toBeNull();
  });

  test('no stored cart is an empty cart', () => {
    expect(readLocalCartQuantity(storage({}))).toBe(0);
  });

  test.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1,"quantity":2}'],
    ['a zero quantity', '[{"id":1,"quantity":0}]'],
    ['a fractional quantity', '[{"id":1,"quantity":1.5}]'],
    ['an item without id', '[{"quantity":1}]'],
    ['notes that are not text', '[{"id":1,"quantity":1,"notes":5}]'],
  ])('an invalid stored cart (%s) is removed with its count', (_why, raw) => {
    const s = storage({ [LOCAL_CART_KEY]: raw, [LOCAL_CART_COUNT_KEY]: '9' });
    expect(readLocalCartQuantity(s)).toBe(0);
    expect(s.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(s.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
    expect(parseLocalCart(raw)).toBeNull();
  });
});
