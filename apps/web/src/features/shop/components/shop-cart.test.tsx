import type { CartItem, CartView } from '@konter/core/contracts/shop';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { ShopCart } from './shop-cart';

afterEach(cleanup);

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  product_id: 7,
  variant_id: null,
  name: 'Kertas Thermal 58 mm',
  variant_name: null,
  slug: 'kertas-thermal-58',
  image: null,
  price: 5_000,
  quantity: 2,
  notes: null,
  subtotal: 10_000,
  stock: 3,
  min_quantity: 1,
  weight_g: 60,
  ...over,
});
const cartOf = (items: CartItem[]): CartView => ({
  items,
  total_quantity: items.reduce((s, i) => s + i.quantity, 0),
  subtotal: items.reduce((s, i) => s + i.subtotal, 0),
});

/**
 * A member's cart on a fake server whose edit answers wait for `release()`, so the test sees the
 * screen while the call is under way.
 */
function memberServer(initial: CartItem[]) {
  let cart = cartOf(initial);
  const pending: Array<() => void> = [];
  const sent: string[] = [];
  server.use(
    http.get('*/api/v1/account', () => HttpResponse.json({ data: fakeAccount() })),
    http.get('*/api/v1/site/config', () => HttpResponse.json({ data: {} })),
    http.post('*/api/v1/shop/cart/list', () => HttpResponse.json({ data: cart })),
    http.post('*/api/v1/shop/cart/edit/:id', async ({ params, request }) => {
      const body = (await request.json()) as { quantity?: number; notes?: string | null };
      sent.push(`edit ${params.id} ${JSON.stringify(body)}`);
      await new Promise<void>((r) => pending.push(r));
      const item = cart.items.find((i) => i.id === Number(params.id));
      if (item && body.quantity !== undefined && body.quantity > item.stock) {
        return HttpResponse.json(
          {
            message: 'Jumlah melebihi stok: tersedia 3 barang.',
            code: 'shop_cart_stock_limit',
            params: { available: item.stock },
          },
          { status: 422 },
        );
      }
      cart = cartOf(
        cart.items.map((i) =>
          i.id === Number(params.id)
            ? { ...i, ...body, subtotal: (body.quantity ?? i.quantity) * i.price }
            : i,
        ),
      );
      return HttpResponse.json({ data: cart });
    }),
    http.post('*/api/v1/shop/cart/destroy/:id', async ({ params }) => {
      sent.push(`destroy ${params.id}`);
      await new Promise<void>((r) => pending.push(r));
      cart = cartOf(cart.items.filter((i) => i.id !== Number(params.id)));
      return HttpResponse.json({ data: cart });
    }),
  );
  return {
    sent,
    release: async () => {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()?.();
    },
  };
}

const quantityField = () => screen.getByRole('textbox', { name: 'Jumlah Kertas Thermal 58 mm' });

describe('a member’s cart (spec §4: edits at once, put back on failure; removal after the server)', () => {
  test('a quantity beyond the stock shows at once, then goes back with the server’s message', async () => {
    const fake = memberServer([line()]);
    await renderWithApp(<ShopCart />, { route: '/shop/cart' });
    const user = userEvent.setup();
    await waitFor(() => expect((quantityField() as HTMLInputElement).value).toBe('2'));

    // 2 → 3 is within the stock: shown at once, kept.
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect((quantityField() as HTMLInputElement).value).toBe('3');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('Rp 15.000');
    await fake.release();
    await waitFor(() => expect(fake.sent).toEqual(['edit 11 {"quantity":3}']));

    // Typed 9: shown at once (totals too) while the server decides, then put back to 3.
    await user.clear(quantityField());
    await user.type(quantityField(), '9{Enter}');
    expect((quantityField() as HTMLInputElement).value).toBe('9');
    expect(screen.getByTestId('cart-total-quantity').textContent).toBe('9');
    await fake.release();
    await waitFor(() => expect((quantityField() as HTMLInputElement).value).toBe('3'));
    expect(screen.getByTestId('cart-total-quantity').textContent).toBe('3');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('Rp 15.000');
    expect(screen.getByRole('alert').textContent).toBe('Jumlah melebihi stok: tersedia 3 barang.');
  });

  test('a line is removed only once the server has removed it, after a confirmation', async () => {
    const fake = memberServer([line(), line({ id: 12, product_id: 8, name: 'Tempered Glass', slug: 'tg' })]);
    await renderWithApp(<ShopCart />, { route: '/shop/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hapus Tempered Glass dari keranjang' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    // Still there while the server works.
    expect(screen.getByRole('link', { name: 'Tempered Glass' })).toBeTruthy();
    await fake.release();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tempered Glass' })).toBeNull());
    expect(fake.sent).toEqual(['destroy 12']);
    expect(screen.getByTestId('cart-total-quantity').textContent).toBe('2');
  });
});
