import type { ConsoleShopProduct, ConsoleShopProductDetail } from '@konter/core/contracts/console-commerce';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import ShopPage from './shop-page';

// The Products tab's product form against the API's answers: a new product (the server's field
// error shown on its field, then created in a collection, then a picture uploaded and shown), and a
// product edited (its fields and collections sent, the list back); a product with variants says
// they stay read-only here.
afterEach(cleanup);

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 0 };
const collections = [
  { id: 1, slug: 'aksesoris', name: 'Aksesoris', description: '', product_count: 3 },
  { id: 2, slug: 'charger', name: 'Charger', description: '', product_count: 1 },
];
const kabel: ConsoleShopProductDetail = {
  id: 5,
  slug: 'kabel-usb-c',
  name: 'Kabel USB-C',
  price: 25_000,
  image_id: null,
  stock: 5,
  reserved: 0,
  sold: 2,
  active: true,
  variants: [],
  description: 'Kabel 1 m',
  weight_g: 50,
  length_cm: 10,
  width_cm: 10,
  height_cm: 2,
  min_quantity: 1,
  collection_ids: [1],
  image_ids: [],
};
const row = (p: ConsoleShopProductDetail): ConsoleShopProduct => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  price: p.price,
  image_id: p.image_ids[0] ?? null,
  stock: p.stock,
  reserved: p.reserved,
  sold: p.sold,
  active: p.active,
  variants: p.variants,
});

function api(answer: (path: string, req: SentRequest['init']) => FakeAnswer | undefined) {
  return mockFetch((raw, init) => {
    const url = new URL(raw);
    const path = url.pathname.replace('/api/v1/', '');
    if (path === 'console/shop/orders') return { body: { data: [], meta } };
    if (path === 'console/shop/collections') return { body: { data: collections } };
    return answer(path, init) ?? { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}
const sent = (calls: { url: string; init: SentRequest['init'] }[]) =>
  calls
    .filter((c) => c.init.method !== 'GET' && c.init.method !== undefined)
    .map((c) => [
      c.init.method,
      new URL(c.url).pathname.replace('/api/v1/', ''),
      JSON.parse(c.init.body ?? '{}'),
    ]);

describe('the product form', () => {
  test('a new product: a refused price is said on its field; created in a collection; a picture uploaded and shown', async () => {
    let product: ConsoleShopProductDetail | null = null;
    let refused = false;
    const { calls } = api((path, req) => {
      if (path === 'console/shop/products' && req.method === 'GET')
        return { body: { data: product ? [row(product)] : [] } };
      if (path === 'console/shop/products') {
        if (!refused) {
          refused = true;
          return {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'x',
              errors: { price: [{ code: 'rule:max_value', message: 'x', params: { max: 1_000_000_000 } }] },
            },
          };
        }
        product = {
          ...kabel,
          id: 9,
          slug: 'charger-20w',
          name: 'Charger 20W',
          price: 85_000,
          collection_ids: [2],
        };
        return { status: 201, body: { data: product } };
      }
      if (path === 'console/shop/products/9') return { body: { data: product } };
      if (path === 'console/shop/products/9/images') {
        product = { ...product!, image_ids: [41] };
        return { body: { data: product } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah produk' }));
    const form = await screen.findByTestId('product-form');
    expect(within(form).getByText('Gambar dapat ditambahkan setelah produk dibuat.')).toBeTruthy();
    // Nothing typed: the contract says so on the fields, nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Buat produk' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Nama produk').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(within(form).getByLabelText('Nama produk'), { target: { value: 'Charger 20W' } });
    fireEvent.change(within(form).getByLabelText('Harga (Rp)'), { target: { value: '85000' } });
    fireEvent.change(within(form).getByLabelText('Stok awal'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Berat (gram)'), { target: { value: '180' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Charger' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Buat produk' }));
    // The server refuses the price: said on the field (the others are fine now).
    expect(await within(form).findByText(/Harga tidak boleh lebih dari 1\.000\.000\.000/)).toBeTruthy();
    expect(within(form).getByLabelText('Harga (Rp)').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Nama produk').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Buat produk' }));
    // Created: the form edits the new product, its pictures can be added.
    expect(await screen.findByRole('heading', { name: 'Ubah Charger 20W' })).toBeTruthy();
    const images = screen.getByTestId('product-images');
    expect(within(images).getByText('Belum ada gambar.')).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'charger.png', {
      type: 'image/png',
    });
    fireEvent.change(within(images).getByLabelText('Tambah gambar'), { target: { files: [file] } });
    const img = await within(images).findByRole('img', { name: 'Gambar 1 dari Charger 20W' });
    expect(img.getAttribute('src')).toBe('/api/v1/shop/image/41');
    expect(within(images).getByText('Utama')).toBeTruthy();

    const body = {
      name: 'Charger 20W',
      description: '',
      price: 85_000,
      weight_g: 180,
      length_cm: 10,
      width_cm: 10,
      height_cm: 5,
      min_quantity: 1,
      stock: 12,
      slug: '',
      collection_ids: [2],
    };
    const posts = sent(calls);
    expect(posts.slice(0, 2)).toEqual([
      ['POST', 'console/shop/products', body],
      ['POST', 'console/shop/products', body],
    ]);
    expect(posts[2]![1]).toBe('console/shop/products/9/images');
    expect((posts[2]![2] as { image_data: string }).image_data).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(posts).toHaveLength(3);

    // Back to the list: the row shows its picture.
    fireEvent.click(screen.getByRole('button', { name: 'Kembali ke daftar produk' }));
    const thumb = await screen.findAllByTestId('product-thumbnail');
    expect(thumb[0]!.getAttribute('src')).toBe('/api/v1/shop/image/41');
  });

  test('a product edited: its fields and its collections sent in one request, then the list; a picture over 1 MB is refused before sending', async () => {
    let product = { ...kabel, image_ids: [7, 8] };
    const { calls } = api((path, req) => {
      if (path === 'console/shop/products' && req.method === 'GET') return { body: { data: [row(product)] } };
      if (path === 'console/shop/products/5' && req.method === 'GET') return { body: { data: product } };
      if (path === 'console/shop/products/5') {
        product = { ...product, price: 27_500, name: 'Kabel USB-C 1 m', collection_ids: [2] };
        return { body: { data: product } };
      }
      if (path === 'console/shop/products/5/images/8/first') {
        product = { ...product, image_ids: [8, 7] };
        return { body: { data: product } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Kabel USB-C' }));
    const form = await screen.findByTestId('product-form');
    expect((within(form).getByLabelText('Harga (Rp)') as HTMLInputElement).value).toBe('25000');
    expect(
      ((await within(form).findByRole('checkbox', { name: 'Aksesoris' })) as HTMLInputElement).checked,
    ).toBe(true);

    const images = screen.getByTestId('product-images');
    fireEvent.click(within(images).getByRole('button', { name: 'Jadikan utama 2' }));
    await waitFor(() =>
      expect(within(images).getByRole('img', { name: 'Gambar 1 dari Kabel USB-C' }).getAttribute('src')).toBe(
        '/api/v1/shop/image/8',
      ),
    );
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'besar.png', { type: 'image/png' });
    fireEvent.change(within(images).getByLabelText('Tambah gambar'), { target: { files: [big] } });
    expect(await within(images).findByText('Ukuran gambar maksimal 1 MB.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Nama produk'), { target: { value: 'Kabel USB-C 1 m' } });
    fireEvent.change(within(form).getByLabelText('Harga (Rp)'), { target: { value: '27500' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Aksesoris' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Charger' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByRole('button', { name: 'Tambah produk' })).toBeTruthy();
    expect(sent(calls)).toEqual([
      ['POST', 'console/shop/products/5/images/8/first', {}],
      [
        'POST',
        'console/shop/products/5',
        {
          name: 'Kabel USB-C 1 m',
          description: 'Kabel 1 m',
          price: 27_500,
          weight_g: 50,
          length_cm: 10,
          width_cm: 10,
          height_cm: 2,
          min_quantity: 1,
          collection_ids: [2],
        },
      ],
    ]);
  });

  test('a product with variants keeps them read-only here', async () => {
    const product = {
      ...kabel,
      variants: [{ id: 3, name: 'Lightning', price: 30_000, stock: 4, reserved: 0, sold: 1, active: true }],
    };
    api((path) => {
      if (path === 'console/shop/products') return { body: { data: [row(product)] } };
      if (path === 'console/shop/products/5') return { body: { data: product } };
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Produk' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Kabel USB-C' }));
    const variants = await screen.findByTestId('product-variants');
    expect(variants.textContent).toContain('Lightning');
    expect(variants.textContent).toContain('varian tidak diubah di formulir ini');
  });
});
