import type {
  ConsoleShopOrderDetail,
  ConsoleShopOrderRow,
  ConsoleShopProduct,
} from '@konter/core/contracts/console-commerce';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import ShopPage from './shop-page';

// The console's Shop page against the API's answers: the list by status, an order's detail, and
// the ship step (the server's field error shown on the field, then the shipped order).
afterEach(cleanup);

const row: ConsoleShopOrderRow = {
  id: 7,
  code: 'SHPABCDEF123456',
  status: 'pending',
  subtotal: 65_000,
  shipping_fee: 10_000,
  discount: 0,
  payment_fee: 0,
  total: 75_000,
  total_quantity: 1,
  first_item: { name: 'Charger 20W', image: null },
  items_count: 1,
  courier: 'jne',
  courier_name: 'JNE',
  service: 'reg',
  service_name: 'REG',
  receipt_number: null,
  payment_method: 'deposit',
  expires_at: '2026-11-27T03:00:00Z',
  created_at: '2026-11-27T02:00:00Z',
  buyer: { user_id: 3, name: 'Sari Belanja', phone: '081234567890', email: null },
};
const detail: ConsoleShopOrderDetail = {
  ...row,
  items: [
    {
      product_id: 1,
      variant_id: null,
      slug: 'charger',
      name: 'Charger 20W',
      variant_name: null,
      image: null,
      price: 65_000,
      quantity: 1,
      subtotal: 65_000,
      weight_g: 200,
    },
  ],
  address: {
    name: 'Sari',
    phone: '081234567890',
    province: 'DKI Jakarta',
    city: 'Jakarta Pusat',
    district: 'Gambir',
    sub_district: 'Gambir',
    postal_code: '10110',
    detail: 'Jl. Medan Merdeka Barat 12',
    favorite_label: null,
  },
  coupon_code: null,
  notes: null,
  cancel_reason: null,
  cancel_source: null,
  payment_url: null,
  paid_at: '2026-11-27T02:01:00Z',
  processed_at: null,
  shipped_at: null,
  done_at: null,
  cancelled_at: null,
  refunded_at: null,
  timeline: [{ status: 'pending', at: '2026-11-27T02:01:00Z' }],
  tracking: null,
  can_cancel: true,
  can_pay: false,
  refund_reference: null,
  actions: { confirm: true, ship: true, cancel: true, refund: false },
};
const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };

function api(answer: (path: string, req: SentRequest['init'], url: URL) => FakeAnswer | undefined) {
  return mockFetch((raw, init) => {
    const url = new URL(raw);
    return (
      answer(url.pathname.replace('/api/v1/', ''), init, url) ?? {
        status: 404,
        body: { code: 'not_found', message: 'x' },
      }
    );
  });
}

describe('the shop page', () => {
  test('lists the paid orders first; another status asks again', async () => {
    const { calls } = api((path, _req, url) =>
      path === 'console/shop/orders'
        ? { body: { data: url.searchParams.get('status') === 'pending' ? [row] : [], meta } }
        : undefined,
    );
    await renderWithApp(<ShopPage />);
    expect((await screen.findAllByText('SHPABCDEF123456')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Sari Belanja/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dikirim' }));
    expect(await screen.findByText('Tidak ada pesanan di sini.')).toBeTruthy();
    expect(calls.map((c) => new URL(c.url).searchParams.get('status'))).toEqual(['pending', 'shipped']);
  });

  test('ships an order: an invalid receipt number is said on the field, then the order is shipped', async () => {
    let refused = false;
    const { calls } = api((path, req) => {
      if (path === 'console/shop/orders') return { body: { data: [row], meta } };
      if (path === `console/shop/orders/${row.code}` && req.method === 'GET')
        return { body: { data: detail } };
      if (path === `console/shop/orders/${row.code}/ship`) {
        if (!refused) {
          refused = true;
          return {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'x',
              errors: { receipt_number: [{ code: 'alpha_dash', message: 'x' }] },
            },
          };
        }
        return {
          body: {
            data: {
              ...detail,
              status: 'shipped',
              receipt_number: 'JNE123',
              actions: { confirm: false, ship: false, cancel: false, refund: false },
            },
          },
        };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: `Buka pesanan ${row.code}` }))[0]!);
    const card = await screen.findByTestId('shop-order-detail');
    expect(card.textContent).toContain('Jl. Medan Merdeka Barat 12');
    fireEvent.click(within(card).getByRole('button', { name: 'Kirim' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Nomor resi'), { target: { value: 'JNE123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Nomor resi').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByTestId('shop-order-receipt').textContent).toBe('JNE123'));
    expect(
      calls
        .filter((c) => c.init.method === 'POST')
        .map((c) => [new URL(c.url).pathname, JSON.parse(c.init.body ?? '{}')]),
    ).toEqual([
      [`/api/v1/console/shop/orders/${row.code}/ship`, { receipt_number: 'JNE123' }],
      [`/api/v1/console/shop/orders/${row.code}/ship`, { receipt_number: 'JNE123' }],
    ]);
  });

  test('products & stock: a stock below the reserved units is refused in the dialog, then saved', async () => {
    const kabel: ConsoleShopProduct = {
      id: 5,
      slug: 'kabel',
      name: 'Kabel USB-C',
      price: 25_000,
      image_id: null,
      stock: 5,
      reserved: 2,
      sold: 10,
      active: true,
      variants: [],
    };
    let tries = 0;
    const { calls } = api((path) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/products') return { body: { data: [kabel] } };
      if (path === 'console/shop/products/5/stock') {
        tries++;
        if (tries === 1)
          return {
            status: 409,
            body: { code: 'shop_stock_below_reserved', message: 'x', params: { reserved: 2 } },
          };
        return { body: { data: { ...kabel, stock: 9 } } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produk' }));
    expect((await screen.findByTestId('stock-figures')).textContent).toBe('stok 5 · dipesan 2 · terjual 10');
    fireEvent.click(screen.getByRole('button', { name: 'Atur stok' }));
    const dialog = await screen.findByRole('alertdialog');
    const field = within(dialog).getByLabelText('Stok');
    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByTestId('stock-figures').textContent).toBe('stok 9 · dipesan 2 · terjual 10'),
    );
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(c.init.body ?? '{}'))).toEqual(
      [{ stock: 1 }, { stock: 9 }],
    );
  });

  test('coupons: listed with their discount and uses; one switched off', async () => {
    const coupon = {
      id: 1,
      code: 'HEMAT10',
      kind: 'percent' as const,
      value: 10,
      max_discount: 20_000,
      min_subtotal: 50_000,
      quota: 100,
      used: 3,
      per_user_limit: 1,
      starts_at: null,
      ends_at: null,
      collection_id: null,
      active: true,
    };
    const { calls } = api((path) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/coupons') return { body: { data: [coupon] } };
      if (path === 'console/shop/coupons/HEMAT10/active')
        return { body: { data: { ...coupon, active: false } } };
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kupon' }));
    expect(await screen.findByText('HEMAT10')).toBeTruthy();
    expect(screen.getByText(/dipakai 3 \/ 100/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByRole('button', { name: 'Aktifkan' })).toBeTruthy();
    expect(
      calls
        .filter((c) => c.init.method === 'POST')
        .map((c) => [new URL(c.url).pathname, JSON.parse(c.init.body ?? '{}')]),
    ).toEqual([['/api/v1/console/shop/coupons/HEMAT10/active', { active: false }]]);
  });

  test('couriers: an account found by phone is made an agent of one courier', async () => {
    const none = ['sicepat', 'jne-express'].map((courier) => ({
      courier,
      name: courier.toUpperCase(),
      agent: false,
    }));
    const agent = { id: 9, name: 'Agen Baru', hp: '081277778888', category: 2, couriers: none };
    const { calls } = api((path, _req, url) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/couriers') return { body: { data: [] } };
      if (path === 'console/shop/couriers/find')
        return url.searchParams.get('login') === '081277778888'
          ? { body: { data: agent } }
          : { status: 404, body: { code: 'console_member_not_found', message: 'x' } };
      if (path === 'console/shop/couriers/9/jne-express')
        return {
          body: {
            data: { ...agent, couriers: none.map((c) => ({ ...c, agent: c.courier === 'jne-express' })) },
          },
        };
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kurir' }));
    const field = await screen.findByLabelText('Cari akun (nomor HP atau email)');
    fireEvent.change(field, { target: { value: '080000000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Member tidak ditemukan.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '081277778888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    const card = await screen.findByTestId('courier-agent');
    fireEvent.click(within(card).getByRole('checkbox', { name: 'JNE-EXPRESS' }));
    await waitFor(() =>
      expect((within(card).getByRole('checkbox', { name: 'JNE-EXPRESS' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect((within(card).getByRole('checkbox', { name: 'SICEPAT' }) as HTMLInputElement).checked).toBe(false);
    expect(
      calls
        .filter((c) => c.init.method === 'POST')
        .map((c) => [new URL(c.url).pathname, JSON.parse(c.init.body ?? '{}')]),
    ).toEqual([['/api/v1/console/shop/couriers/9/jne-express', { agent: true }]]);
  });

  test('collections: a taken web address is said, then the new collection is listed', async () => {
    const hp = { id: 1, slug: 'aksesoris-hp', name: 'Aksesoris HP', description: '', product_count: 4 };
    let taken = true;
    const { calls } = api((path, req) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/collections' && req.method === 'GET') return { body: { data: [hp] } };
      if (path === 'console/shop/collections') {
        if (taken) {
          taken = false;
          return {
            status: 409,
            body: { code: 'shop_slug_taken', message: 'x', params: { slug: 'aksesoris-hp' } },
          };
        }
        return { body: { data: [hp, { ...hp, id: 2, slug: 'kabel', name: 'Kabel', product_count: 0 }] } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Koleksi' }));
    expect(await screen.findByText('Aksesoris HP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nama'), { target: { value: 'Kabel' } });
    fireEvent.change(screen.getByLabelText(/Alamat web/), { target: { value: 'aksesoris-hp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah koleksi' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Alamat web/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah koleksi' }));
    expect(await screen.findByText('Kabel')).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(c.init.body ?? '{}'))).toEqual(
      [
        { name: 'Kabel', slug: 'aksesoris-hp', description: '' },
        { name: 'Kabel', slug: '', description: '' },
      ],
    );
  });
});
