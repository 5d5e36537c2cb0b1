import type { Address } from '@konter/core/contracts/address';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { AddressList } from './address-list';

afterEach(cleanup);

const address = (over: Partial<Address> = {}): Address => ({
  id: 1,
  favorite_label: 'Rumah',
  name: 'Siti Aminah',
  phone: '081234567890',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  sub_district: 'Dago',
  postal_code: '40135',
  detail: 'Jl. Ir. H. Juanda No. 12',
  note: null,
  latitude: null,
  longitude: null,
  is_primary: true,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
  ...over,
});

async function setup(addresses: Address[], answer: (path: string, body: unknown) => FakeAnswer = () => ({})) {
  const fetch = mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    const body = init.body ? JSON.parse(init.body) : null;
    const own = answer(path, body);
    if (own.status || own.body) return own;
    if (path === 'account/address' && init.method === 'GET') return { body: { data: addresses } };
    return { body: { data: path.endsWith('/delete') ? null : address(body ?? {}) } };
  });
  await renderWithApp(<AddressList addresses={addresses} />);
  const sent = (path: string) =>
    fetch.calls
      .filter((c) => c.init.method === 'POST' && new URL(c.url).pathname === `/api/v1/${path}`)
      .map((c) => JSON.parse(c.init.body ?? '{}'));
  return { sent, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
};

describe('AddressList', () => {
  test('the first address (it will be the primary one): the form checks the fields, then sends them', async () => {
    const { sent, user } = await setup([]);
    expect(screen.getByText('Belum ada alamat')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tambah alamat' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Ini alamat utama Anda/)).toBeTruthy();
    await fill(user, 'Label alamat (opsional)', 'Toko');
    await fill(user, 'Nama penerima', 'Budi');
    await fill(user, 'Nomor HP penerima', '021555');
    await fill(user, 'Alamat lengkap', 'Jl. Cihampelas 88');
    await fill(user, 'Kelurahan/desa', 'Cipaganti');
    await fill(user, 'Kecamatan', 'Coblong');
    await fill(user, 'Kota/kabupaten', 'Kota Bandung');
    await fill(user, 'Provinsi', 'Jawa Barat');
    await fill(user, 'Kode pos', '401');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // Checked here first, with the spec's texts: nothing is sent.
    expect(await within(dialog).findByText('Kode pos harus berupa 5 digit angka')).toBeTruthy();
    expect(within(dialog).getByText(/harus berupa nomor HP Indonesia yang valid/)).toBeTruthy();
    expect(sent('account/address')).toEqual([]);

    await fill(user, 'Nomor HP penerima', '0812-3456-7890');
    await fill(user, 'Kode pos', '40131');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alamat ditambahkan.')).toBeTruthy();
    expect(sent('account/address')).toEqual([
      {
        favorite_label: 'Toko',
        name: 'Budi',
        phone: '0812-3456-7890',
        detail: 'Jl. Cihampelas 88',
        sub_district: 'Cipaganti',
        district: 'Coblong',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postal_code: '40131',
        note: '',
        is_primary: false,
      },
    ]);
  });

  test("an edit sends the address's id; the server's refusal shows in the form", async () => {
    const second = address({ id: 2, favorite_label: 'Toko', is_primary: false, note: 'Samping apotek' });
    const { sent, user } = await setup([address(), second], (path) =>
      path === 'account/address'
        ? {
            status: 422,
            body: {
              message: 'invalid format',
              code: 'validation_failed',
              errors: { postal_code: [{ code: 'rule:digits', params: { length: '5' }, message: '' }] },
            },
          }
        : {},
    );
    await user.click(screen.getByRole('button', { name: 'Ubah alamat Toko' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Catatan untuk kurir (opsional)') as HTMLInputElement).value).toBe(
      'Samping apotek',
    );
    await user.click(within(dialog).getByLabelText('Jadikan alamat utama'));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kode pos harus berupa 5 digit angka')).toBeTruthy();
    expect(sent('account/address')).toEqual([
      expect.objectContaining({ id: 2, favorite_label: 'Toko', is_primary: true, note: 'Samping apotek' }),
    ]);
  });

  test('delete asks first; another address can be made the primary one', async () => {
    const second = address({ id: 2, favorite_label: 'Toko', is_primary: false });
    const { sent, user } = await setup([address(), second]);
    expect(screen.getByText('2 dari 20 alamat')).toBeTruthy();
    // The primary address has no "make primary" button.
    expect(screen.queryByRole('button', { name: 'Jadikan Rumah alamat utama' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Jadikan Toko alamat utama' }));
    await waitFor(() => expect(sent('account/address/2/primary')).toHaveLength(1));
    expect(await screen.findByText('Alamat utama diganti.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hapus alamat Rumah' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/Alamat tertua yang tersisa menjadi alamat utama/)).toBeTruthy();
    expect(sent('account/address/1/delete')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('account/address/1/delete')).toHaveLength(1);
  });

  test('at 20 addresses no more can be added', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      address({ id: i + 1, is_primary: i === 0, detail: `Jl. ${i}` }),
    );
    await setup(many);
    expect((screen.getByRole('button', { name: 'Tambah alamat' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Sudah 20 alamat, batas maksimal/)).toBeTruthy();
  });
});
