import { describe, expect, test } from 'vitest';
import {
  addToLocalCart,
  editLocalCartLine,
  LOCAL_CART_COUNT_KEY,
  LOCAL_CART_KEY,
  parseLocalCart,
  readLocalCart,
  readLocalCartQuantity,
  removeLocalCartLine,
} from './local-cart';
import { localLine, memoryStorage } from './local-cart.fixtures';

describe('local cart (spec §3 localCart, localCartCount; §4 cart behaviour)', () => {
  test('lines of the same product and variant add up; the count is the total quantity', () => {
    const s = memoryStorage();
    expect(addToLocalCart(localLine({ quantity: 2 }), s).ok).toBe(true);
    expect(addToLocalCart(localLine({ quantity: 1, notes: 'hitam' }), s).ok).toBe(true);
    expect(addToLocalCart(localLine({ product_id: 9, variant_id: 3, quantity: 4, stock: 10 }), s).ok).toBe(
      true,
    );
    const items = readLocalCart(s);
    expect(items.map((i) => [i.id, i.quantity, i.notes])).toEqual([
      ['7', 3, 'hitam'],
      ['9:3', 4, null],
    ]);
    expect(readLocalCartQuantity(s)).toBe(7);
    expect(s.getItem(LOCAL_CART_COUNT_KEY)).toBe('7');
  });

  test('a line may not pass the stock nor stay under the minimum; a refused add changes nothing', () => {
    const s = memoryStorage();
    addToLocalCart(localLine({ quantity: 4 }), s);
    expect(addToLocalCart(localLine({ quantity: 2 }), s)).toEqual({
      ok: false,
      error: 'stock',
      available: 5,
    });
    expect(addToLocalCart(localLine({ product_id: 8, quantity: 1, min_quantity: 3 }), s)).toMatchObject({
      ok: false,
      error: 'min_quantity',
    });
    expect(readLocalCart(s).map((i) => i.quantity)).toEqual([4]);
    expect(editLocalCartLine('7', { quantity: 6 }, s)).toMatchObject({ ok: false, error: 'stock' });
    expect(readLocalCart(s)[0]?.quantity).toBe(4);
    expect(editLocalCartLine('7', { quantity: 2, notes: '  merah ' }, s)).toEqual({ ok: true });
    expect(readLocalCart(s)[0]).toMatchObject({ quantity: 2, notes: 'merah' });
  });

  test('removing the last line removes the stored cart and its count', () => {
    const s = memoryStorage();
    addToLocalCart(localLine(), s);
    removeLocalCartLine('7', s);
    expect(s.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(s.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
  });

  test('no stored cart is an empty cart', () => {
    expect(readLocalCartQuantity(memoryStorage())).toBe(0);
  });

  const valid = JSON.stringify([{ ...localLine(), id: '7' }]);
  test.each([
    ['not JSON', '{oops'],
    ['not a list', valid.slice(1, -1)],
    ['a zero quantity', valid.replace('"quantity":1', '"quantity":0')],
    ['a fractional quantity', valid.replace('"quantity":1', '"quantity":1.5')],
    ['a line without product', valid.replace('"product_id":7', '"product_id":null')],
    ['notes that are not text', valid.replace('"notes":null', '"notes":5')],
    ['the old shape without product data', '[{"id":1,"quantity":2}]'],
  ])('an invalid stored cart (%s) is removed with its count', (_why, raw) => {
    const s = memoryStorage({ [LOCAL_CART_KEY]: raw, [LOCAL_CART_COUNT_KEY]: '9' });
    expect(parseLocalCart(valid)).toHaveLength(1);
    expect(readLocalCartQuantity(s)).toBe(0);
    expect(s.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(s.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
    expect(parseLocalCart(raw)).toBeNull();
  });
});
