import type { PrepaidType } from '@konter/core/catalog';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount, fakeProduct, fakeTransaction } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PrepaidPurchase } from './prepaid-purchase';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type BrandEntry = { name: string; code: string; product_count: number; countries?: BrandEntry[] };
const brand = (name: string, code: string): BrandEntry => ({ name, code, product_count: 2 });

/** The catalogue answers for one type, and a purchase that is accepted; every request recorded. */
async function open(type: PrepaidType, brands: BrandEntry[], products: PrepaidProductView[]) {
  const fetch = mockFetch((url) => {
    if (url.includes('prabayar/brands')) return { body: { data: { type, brands } } };
    if (url.includes('prabayar/products')) return { body: { data: { type, products } } };
    if (url.includes('prabayar/transaction')) return { status: 201, body: { data: fakeTransaction() } };
    return { body: { data: [] } };
  });
  await renderWithApp(
    <PrepaidPurchase type={type} account={fakeAccount()} back={{ to: '/prabayar/pulsa', name: 'Pulsa' }} />,
  );
  return fetch;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks the product, pays with the PIN and returns what the purchase sent. */
async function buy(calls: { url: string; init: { body: string | null } }[], product: PrepaidProductView) {
  fireEvent.click(await screen.findByText(product.name));
  const sheet = await screen.findByTestId('confirm-sheet');
  fireEvent.change(within(sheet).getByLabelText('PIN transaksi'), { target: { value: '123456' } });
  fireEvent.click(within(sheet).getByRole('button', { name: /^Bayar Rp/ }));
  await waitFor(() => expect(calls.some((c) => c.url.includes('prabayar/transaction'))).toBe(true));
  return JSON.parse(String(calls.find((c) => c.url.includes('prabayar/transaction'))?.init.body));
}

const ml86 = fakeProduct({
  code: 'ml86',
  name: 'Mobile Legends 86 Diamond',
  brand: 'MOBILE LEGENDS',
  brand_code: 'mobile-legends',
  nominal: null,
  price: 19_650,
});
const ff70 = fakeProduct({
  code: 'ff70',
  name: 'Free Fire 70 Diamond',
  brand: 'FREE FIRE',
  brand_code: 'free-fire',
  nominal: null,
  price: 9_380,
});
const games = [brand('FREE FIRE', 'free-fire'), brand('MOBILE LEGENDS', 'mobile-legends')];

describe('games', () => {
  test('Mobile Legends asks for the User ID and the Zone ID and sends them joined', async () => {
    const { calls } = await open('games', games, [ml86]);
    fireEvent.click(await screen.findByLabelText('MOBILE LEGENDS'));
    const zone = screen.getByLabelText('Zone ID') as HTMLInputElement;
    expect(zone.getAttribute('inputmode')).toBe('numeric');
    type('User ID', '12345678');

    // Both are needed: the missing zone is said under its own field, and nothing is sent.
    fireEvent.click(await screen.findByText(ml86.name));
    expect(await screen.findByText('Silakan isi Zone ID.')).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('confirm-sheet')).toBeNull();

    type('Zone ID', '(1234)');
    expect(zone.value).toBe('1234');
    const sent = await buy(calls, ml86);
    expect(sent).toMatchObject({ product_code: 'ml86', destination: '123456781234' });
  });

  test('an ID pasted as on the profile, "12345678 (1234)", fills both fields', async () => {
    await open('games', games, [ml86]);
    fireEvent.click(await screen.findByLabelText('MOBILE LEGENDS'));
    type('User ID', '12345678 (1234)');
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('12345678');
    expect((screen.getByLabelText('Zone ID') as HTMLInputElement).value).toBe('1234');
  });

  test('other games ask for one player ID', async () => {
    const { calls } = await open('games', games, [ff70]);
    fireEvent.click(await screen.findByLabelText('FREE FIRE'));
    expect(screen.queryByLabelText('Zone ID')).toBeNull();
    type('ID pemain', '12');
    fireEvent.click(await screen.findByText(ff70.name));
    expect(await screen.findByText('ID pemain berupa 4–24 huruf atau angka.')).toBeTruthy();
    type('ID pemain', '987 654 321');
    expect(await buy(calls, ff70)).toMatchObject({ destination: '987654321' });
  });
});

describe('eSIM', () => {
  const esim = fakeProduct({
    code: 'esimtsel5',
    name: 'eSIM Telkomsel 5GB 30 Hari',
    brand_code: 'telkomsel',
  });

  test('asks for an e-mail on the e-mail keyboard and sends it', async () => {
    const { calls } = await open('esim', [brand('TELKOMSEL', 'telkomsel')], [esim]);
    const email = (await screen.findByLabelText('E-mail penerima')) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(
      screen.getByText('Kode aktivasi eSIM dikirim ke e-mail ini. Pastikan alamatnya benar.'),
    ).toBeTruthy();

    type('E-mail penerima', 'budi@example');
    fireEvent.click(await screen.findByText(esim.name));
    expect(await screen.findByText('Alamat e-mail tidak valid.')).toBeTruthy();

    type('E-mail penerima', 'budi.santoso@example.co.id');
    expect(await buy(calls, esim)).toMatchObject({ destination: 'budi.santoso@example.co.id' });
  });
});

describe('international', () => {
  const maxis = fakeProduct({
    code: 'maxis5',
    name: 'Maxis RM 5',
    brand: 'Malaysia',
    brand_code: 'malaysia',
  });
  const countries = {
    ...brand('International', 'international'),
    countries: [brand('China', 'china'), brand('Malaysia', 'malaysia')],
  };

  test('the country first, then the national number after its calling code; sent with the code', async () => {
    const { calls } = await open('international', [countries], [maxis]);
    const picker = await screen.findByRole('group', { name: 'Pilih negara' });
    fireEvent.click(within(picker).getByLabelText('Malaysia'));
    expect(screen.getByTestId('destination-prefix').textContent).toBe('+60');
    const number = screen.getByLabelText('Nomor tujuan') as HTMLInputElement;
    expect(number.type).toBe('tel');

    type('Nomor tujuan', '012');
    fireEvent.click(await screen.findByText(maxis.name));
    expect(await screen.findByText('Nomor Malaysia berisi 9–10 angka tanpa kode negara.')).toBeTruthy();

    type('Nomor tujuan', '012-345 6789');
    expect(await buy(calls, maxis)).toMatchObject({ destination: '60123456789' });
  });
});

describe('customer IDs and voucher codes', () => {
  test('TV asks for the customer ID on the number keypad', async () => {
    await open('tv', [brand('K-VISION', 'k-vision')], []);
    const id = (await screen.findByLabelText('ID pelanggan')) as HTMLInputElement;
    expect(id.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(id, { target: { value: 'ab 8012-3456' } });
    expect(id.value).toBe('80123456');
  });

  test('a voucher to activate asks for its code', async () => {
    await open('aktivasi-voucher', [brand('TELKOMSEL', 'telkomsel')], []);
    expect(await screen.findByLabelText('Kode voucher')).toBeTruthy();
  });
});

describe('a type without products', () => {
  test('says so, with a way back to the first menu entry, instead of an empty form', async () => {
    await open('pertagas', [], []);
    expect(await screen.findByText('Produk Gas sedang tidak tersedia')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Beli Pulsa' }).getAttribute('href')).toBe('/prabayar/pulsa');
  });
});
