import type { ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import type { ConsoleManifest, ConsoleManifestDetail } from '@konter/core/contracts/console-manifests';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import ShopPage from './shop-page';

// The Shop page's Manifests tab and the Coupons tab's new coupon against the API's answers: the
// list asks again by courier, a manifest's shipments and its PDF link, closing it on the agent's
// behalf; a coupon the server refuses on a field shows it there, then the new coupon is listed.
afterEach(cleanup);

const manifest: ConsoleManifest = {
  code: 'MFAB12CD',
  courier: 'sicepat',
  courier_name: 'SiCepat',
  status: 'open',
  opened_at: '2026-11-27T02:00:00Z',
  closed_at: null,
  shipment_count: 1,
  total_cost: 12_000,
  agent: { id: 4, name: 'Ani Agen', hp: '081234567890' },
};
const detail: ConsoleManifestDetail = {
  ...manifest,
  shipments: [
    {
      ref_id: 'MC261127ABCD1234',
      awb: 'SCP0001',
      service: 'REG',
      status: 'success',
      shipping_status: 'waiting-for-pickup',
      recipient_name: 'Budi',
      recipient_city: 'Bandung',
      item_weight: 1000,
      charged: 12_000,
      created_at: '2026-11-27T02:10:00Z',
    },
  ],
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

describe('manifests', () => {
  test('lists every agent’s manifests, filters by courier, opens one and closes it for the agent', async () => {
    let closed = false;
    const { calls } = api((path, req, url) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/manifests') {
        const courier = url.searchParams.get('courier');
        return { body: { data: courier === 'jne-express' ? [] : [manifest], meta } };
      }
      if (path === `console/shop/manifests/${manifest.code}` && req.method === 'GET')
        return { body: { data: closed ? { ...detail, status: 'closed' } : detail } };
      if (path === `console/shop/manifests/${manifest.code}/close`) {
        closed = true;
        return { body: { data: { ...detail, status: 'closed', closed_at: '2026-11-27T05:00:00Z' } } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Manifest' }));
    expect((await screen.findAllByText('MFAB12CD')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Ani Agen/).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Kurir'), { target: { value: 'jne-express' } });
    expect(await screen.findByText('Tidak ada manifest di sini.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kurir'), { target: { value: '' } });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Buka manifest MFAB12CD' }))[0]!);

    const card = await screen.findByTestId('manifest-detail');
    expect(card.textContent).toContain('Ani Agen');
    expect((await screen.findAllByText('SCP0001')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Menunggu pickup').length).toBeGreaterThan(0);
    expect(screen.getByTestId('manifest-pdf').getAttribute('href')).toBe(
      '/api/v1/console/shop/manifests/MFAB12CD/pdf',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Tutup manifest' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Ani Agen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup manifest' }));
    await waitFor(() => expect(screen.getByTestId('manifest-closed-at').textContent).not.toBe('–'));
    expect(
      within(screen.getByTestId('manifest-detail')).queryByRole('button', { name: 'Tutup manifest' }),
    ).toBeNull();

    const lists = calls.filter((c) => new URL(c.url).pathname === '/api/v1/console/shop/manifests');
    expect(lists.map((c) => new URL(c.url).searchParams.get('courier'))).toEqual(
      expect.arrayContaining([null, 'jne-express']),
    );
    expect(calls.filter((c) => c.init.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      `/api/v1/console/shop/manifests/${manifest.code}/close`,
    ]);
  });
});

describe('new coupon', () => {
  test('a refused percent is said on its field; then the coupon is created and listed', async () => {
    const made: ConsoleShopCoupon = {
      id: 9,
      code: 'HEMAT15',
      kind: 'percent',
      value: 15,
      max_discount: 20_000,
      min_subtotal: 0,
      quota: null,
      used: 0,
      per_user_limit: null,
      starts_at: null,
      ends_at: null,
      collection_id: null,
      active: true,
    };
    let tries = 0;
    const { calls } = api((path, req) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/collections') return { body: { data: [] } };
      if (path === 'console/shop/coupons' && req.method === 'GET') return { body: { data: [] } };
      if (path === 'console/shop/coupons') {
        tries++;
        if (tries === 1)
          return {
            status: 422,
            body: {
              code: 'shop_coupon_percent_over',
              message: 'x',
              errors: { value: [{ code: 'shop_coupon_percent_over', message: 'x' }] },
            },
          };
        return { body: { data: [made] } };
      }
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kupon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kupon baru' }));
    const form = await screen.findByTestId('coupon-add');
    fireEvent.change(within(form).getByLabelText('Kode'), { target: { value: 'hemat15' } });
    fireEvent.change(within(form).getByLabelText('Jenis'), { target: { value: 'percent' } });
    fireEvent.change(within(form).getByLabelText('Potongan (%)'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Potongan maksimum (Rp)'), { target: { value: '20000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat kupon' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Potongan (%)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(form.textContent).toContain('Kupon persen bernilai 1 sampai 100 persen.');
    fireEvent.click(within(form).getByRole('button', { name: 'Buat kupon' }));
    expect((await screen.findAllByText('HEMAT15')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('coupon-add')).toBeNull();
    const posts = calls.filter((c) => c.init.method === 'POST').map((c) => JSON.parse(c.init.body ?? '{}'));
    expect(posts).toHaveLength(2);
    expect(posts[0]).toEqual({ code: 'HEMAT15', kind: 'percent', value: 15, max_discount: 20000 });
  });

  test('bad input is refused in the form before anything is sent', async () => {
    const { calls } = api((path) => {
      if (path === 'console/shop/orders') return { body: { data: [], meta } };
      if (path === 'console/shop/collections') return { body: { data: [] } };
      if (path === 'console/shop/coupons') return { body: { data: [] } };
      return undefined;
    });
    await renderWithApp(<ShopPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Kupon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kupon baru' }));
    const form = await screen.findByTestId('coupon-add');
    fireEvent.change(within(form).getByLabelText('Kode'), { target: { value: 'X' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buat kupon' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Kode').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getByLabelText('Potongan (Rp)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });
});
