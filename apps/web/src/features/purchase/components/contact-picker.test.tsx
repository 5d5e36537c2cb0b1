import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PrepaidPurchase } from './prepaid-purchase';

const w = window as unknown as Record<string, unknown>;

afterEach(() => {
  cleanup();
  delete w.Android;
  vi.unstubAllGlobals();
});

const favourites = [{ id: 1, name: 'Ibu', number: '081311112222', type: 'hp' }];

async function openPicker() {
  mockFetch((url) =>
    url.includes('account/contact')
      ? { body: { data: favourites } }
      : url.includes('prabayar/brands')
        ? {
            body: {
              data: { type: 'pulsa', brands: [{ name: 'TELKOMSEL', code: 'telkomsel', product_count: 3 }] },
            },
          }
        : { body: { data: { type: 'pulsa', products: [] } } },
  );
  await renderWithApp(<PrepaidPurchase type="pulsa" account={fakeAccount()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Pilih dari kontak favorit' }));
  const dialog = screen.getByRole('dialog', { name: 'Kontak favorit' });
  await within(dialog).findByText('Ibu');
  return dialog;
}

const numberInput = () => screen.getByLabelText('Nomor HP') as HTMLInputElement;

describe('pick a number from the phone contacts', () => {
  test('the Android shell picker: the number comes as 08… and the operator is detected', async () => {
    w.Android = {
      pickContact: () =>
        setTimeout(() =>
          (w.onAndroidContactPicked as (v: string) => void)('{"name":"Budi","phone":"+62 817-1234-5678"}'),
        ),
    };
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih dari kontak ponsel' }));
    await waitFor(() => expect(numberInput().value).toBe('081712345678'));
    expect(screen.getByTestId('operator-badge').textContent).toContain('XL');
  });

  test('the browser Contact Picker API when there is no shell', async () => {
    const select = vi.fn(async () => [{ name: ['Ani'], tel: ['(0812) 3456-7890'] }]);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { contacts: { select } }));
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih dari kontak ponsel' }));
    await waitFor(() => expect(numberInput().value).toBe('081234567890'));
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    expect(screen.getByTestId('operator-badge').textContent).toContain('Telkomsel');
  });

  test('neither: only the favourites are offered', async () => {
    const dialog = await openPicker();
    expect(within(dialog).queryByRole('button', { name: 'Pilih dari kontak ponsel' })).toBeNull();
    fireEvent.click(within(dialog).getByText('Ibu'));
    expect(numberInput().value).toBe('081311112222');
  });

  test('a picker that fails says so and keeps the favourites open', async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        contacts: { select: async () => Promise.reject(new Error('InvalidStateError')) },
      }),
    );
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pilih dari kontak ponsel' }));
    expect(await within(dialog).findByText('Kontak ponsel tidak bisa dibuka.')).not.toBeNull();
    expect(numberInput().value).toBe('');
  });
});
