import type { ConsoleShopCollection, ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import ShopPage from './shop-page';

// The Coupons tab's "Ubah" against the API's answers: the coupon form opens with the coupon's
// terms (the code and kind fixed, dates as Jakarta days), sends only what the operator changed (an
// emptied field as null), shows the server's refusal on its field, and the list shows the answer.
afterEach(cleanup);

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 0 };
const collections: ConsoleShopCollection[] = [
  { id: 2, slug: 'aksesoris', name: 'Aksesoris', description: '', product_count: 4 },
  { id: 3, slug: 'kartu', name: 'Kartu perdana', description: '', product_count: 2 },
];
const coupon: ConsoleShopCoupon = {
  id: 1,
  code: 'HEMAT10',
  kind: 'percent',
  value: 10,
  max_discount: 20_000,
  min_subtotal: 50_000,
  quota: 100,
  used: 3,
  per_user_limit: 1,
  // 1 to 31 December 2026, Jakarta days (the end is the start of 1 January, WIB).
  starts_at: '2026-11-30T17:00:00.000Z',
  ends_at: '2026-12-31T17:00:00.000Z',
  collection_id: 2,
  active: true,
};

function api(answer: (path: string, req: SentRequest['init']) => FakeAnswer | undefined) {
  return mockFetch((raw, init) => {
    const path = new URL(raw).pathname.replace('/api/v1/', '');
    if (path === 'console/shop/orders') return { body: { data: [], meta } };
    if (path === 'console/shop/collections') return { body: { data: collections } };
    return answer(path, init) ?? { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}
const posts = (calls: SentRequest[]) =>
  calls
    .filter((c) => c.init.method === 'POST')
    .map((c) => [new URL(c.url).pathname.replace('/api/v1/', ''), JSON.parse(c.init.body ?? '{}')]);

async function openEdit() {
  await renderWithApp(<ShopPage />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Kupon' }));
  // The list shows the period as the days set: 1 to 31 December.
  expect(await screen.findByText(/1 Des 2026 – 31 Des 2026/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Ubah kupon HEMAT10' }));
  return screen.findByTestId('coupon-edit');
}

describe('changing a coupon', () => {
  test('opens with its terms, sends only what changed, shows a refusal on its field, then the list has the answer', async () => {
    let tries = 0;
    const { calls } = api((path, req) => {
      if (path === 'console/shop/coupons') return { body: { data: [coupon] } };
      if (path === 'console/shop/coupons/HEMAT10' && req.method === 'POST') {
        tries++;
        if (tries === 1)
          return {
            status: 422,
            body: {
              code: 'shop_coupon_quota_below_used',
              message: 'x',
              params: { used: 3 },
              errors: { quota: [{ code: 'shop_coupon_quota_below_used', params: { used: 3 } }] },
            },
          };
        return { body: { data: { ...coupon, quota: 50, ends_at: null, collection_id: null } } };
      }
      return undefined;
    });
    const form = await openEdit();
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    // The code and the kind stay; the terms are the coupon's, the dates its Jakarta days.
    expect(field('Kode').value).toBe('HEMAT10');
    expect(field('Kode').disabled).toBe(true);
    expect(field('Jenis').value).toBe('Persen');
    expect(field('Potongan (%)').value).toBe('10');
    expect(field('Potongan maksimum (Rp)').value).toBe('20000');
    expect(field('Minimum belanja (Rp)').value).toBe('50000');
    expect(field('Kuota total').value).toBe('100');
    expect(field('Batas per member').value).toBe('1');
    expect(field('Tanggal mulai').value).toBe('2026-12-01');
    expect(field('Tanggal berakhir').value).toBe('2026-12-31');
    expect((within(form).getByLabelText('Produk') as HTMLSelectElement).value).toBe('2');
    expect(form.textContent).toContain('tidak boleh di bawah 3 yang sudah dipakai');

    fireEvent.change(field('Kuota total'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(field('Kuota total').getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Kuota tidak boleh di bawah 3 pemakaian yang sudah terjadi.');

    fireEvent.change(field('Kuota total'), { target: { value: '50' } });
    fireEvent.change(field('Tanggal berakhir'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Produk'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(screen.queryByTestId('coupon-edit')).toBeNull());
    expect(posts(calls)).toEqual([
      ['console/shop/coupons/HEMAT10', { quota: 2 }],
      ['console/shop/coupons/HEMAT10', { quota: 50, ends_on: null, collection_id: null }],
    ]);
    // The list has the answer: no last day any more, 3 of 50 used.
    expect(await screen.findByText(/1 Des 2026 – …/)).toBeTruthy();
    expect(screen.getByText(/dipakai 3 \/ 50/)).toBeTruthy();
    expect(await screen.findByText('Kupon HEMAT10 diperbarui.')).toBeTruthy();
    // The new-coupon button is back.
    expect(screen.getByRole('button', { name: 'Kupon baru' })).toBeTruthy();
  });

  test('saving with nothing changed sends nothing; a value the form refuses is not sent either', async () => {
    const { calls } = api((path) =>
      path === 'console/shop/coupons' ? { body: { data: [coupon] } } : undefined,
    );
    let form = await openEdit();
    fireEvent.change(within(form).getByLabelText('Potongan (%)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Potongan (%)').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByTestId('coupon-edit')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ubah kupon HEMAT10' }));
    form = await screen.findByTestId('coupon-edit');
    // Opened again: the coupon's terms, not the abandoned edit.
    expect((within(form).getByLabelText('Potongan (%)') as HTMLInputElement).value).toBe('10');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Tidak ada yang diubah pada HEMAT10.')).toBeTruthy();
    expect(screen.queryByTestId('coupon-edit')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });
});
