import type { CartAddRequest, CartView } from '@konter/core/contracts/shop';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { AddMultiResult } from './api/cart';
import { syncLocalCart } from './cart-sync';
import { addToLocalCart, LOCAL_CART_COUNT_KEY, LOCAL_CART_KEY } from './local-cart';
import { localLine, memoryStorage } from './local-cart.fixtures';

const serverCart = (total_quantity: number): CartView => ({ items: [], total_quantity, subtotal: 0 });

/** A fake server: records what the web sent, in order. */
function fakeServer({ uploadFails = false, fetchFails = false } = {}) {
  const log: string[] = [];
  const uploaded: CartAddRequest[][] = [];
  return {
    log,
    uploaded,
    upload: async (cart: CartAddRequest[]): Promise<AddMultiResult> => {
      log.push('upload');
      uploaded.push(cart);
      if (uploadFails)
        throw new ApiError({ status: 422, code: 'validation_failed', message: 'The cart is invalid' });
      return { ...serverCart(cart.length), rejected: [] };
    },
    fetch: async () => {
      log.push('fetch');
      if (fetchFails) throw new ApiError({ status: 500, code: 'internal', message: 'boom' });
      return serverCart(3);
    },
  };
}

describe('the local cart at login (spec §4)', () => {
  test('a local cart is uploaded, then the server cart fetched, then the local cart cleared', async () => {
    const storage = memoryStorage();
    addToLocalCart(localLine({ quantity: 2, notes: 'hitam' }), storage);
    addToLocalCart(localLine({ product_id: 9, variant_id: 4, quantity: 1, stock: 3 }), storage);
    const server = fakeServer();
    const outcome = await syncLocalCart({ storage, upload: server.upload, fetch: server.fetch });
    expect(server.log).toEqual(['upload', 'fetch']);
    expect(server.uploaded).toEqual([
      [
        { product_id: 7, variant_id: null, quantity: 2, notes: 'hitam' },
        { product_id: 9, variant_id: 4, quantity: 1 },
      ],
    ]);
    expect(outcome).toMatchObject({ status: 'synced', cart: { total_quantity: 3 }, uploaded: 2 });
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
  });

  test('without a local cart the server cart is just fetched', async () => {
    const server = fakeServer();
    const outcome = await syncLocalCart({
      storage: memoryStorage(),
      upload: server.upload,
      fetch: server.fetch,
    });
    expect(server.log).toEqual(['fetch']);
    expect(outcome.status).toBe('synced');
  });

  test('an invalid stored cart is removed and nothing is uploaded', async () => {
    const storage = memoryStorage({ [LOCAL_CART_KEY]: '[{"id":"x"', [LOCAL_CART_COUNT_KEY]: '2' });
    const server = fakeServer();
    await syncLocalCart({ storage, upload: server.upload, fetch: server.fetch });
    expect(server.log).toEqual(['fetch']);
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
  });

  test.each([
    ['the upload', { uploadFails: true }, ['upload']],
    ['the fetch', { fetchFails: true }, ['upload', 'fetch']],
  ])('when %s fails the local cart is removed all the same', async (_what, opts, calls) => {
    const storage = memoryStorage();
    addToLocalCart(localLine(), storage);
    const server = fakeServer(opts);
    const outcome = await syncLocalCart({ storage, upload: server.upload, fetch: server.fetch });
    expect(server.log).toEqual(calls);
    expect(outcome.status).toBe('failed');
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(storage.getItem(LOCAL_CART_COUNT_KEY)).toBeNull();
  });
});
