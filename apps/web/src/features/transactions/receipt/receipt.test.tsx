import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fakeTransaction } from '../../../test/fixtures';
import { renderWithApp, setupI18n } from '../../../test/render';
import { Receipt, receiptPayload } from './receipt';
import { defaultReceiptSettings } from './receipt-settings';
import { receiptText, whatsappUrl } from './receipt-share';

afterEach(cleanup);

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const rowValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Receipt', () => {
  test("shows the user's selling price: their buying price plus markup", async () => {
    const trx = fakeTransaction({
      status: 'success',
      serial_number: '76032308876',
      buying_price: 12_250,
      markup_price: 2_000,
      selling_price: 14_250,
    });
    await renderWithApp(<Receipt trx={trx} settings={defaultReceiptSettings} siteName="Konter" />);
    expect(screen.getByTestId('receipt-total').textContent).toBe('Rp 14.250');
    expect(screen.queryByText('Rp 12.250')).toBeNull(); // the user's own cost is not on the customer's receipt
    expect(screen.getByTestId('receipt-sn').textContent).toBe('76032308876');
    expect(rowValue('Nomor')).toBe('081234567890');
    expect(rowValue('Status')).toBe('Sukses');
    expect(screen.getByText('STRUK PEMBELIAN')).toBeTruthy();
  });

  test('a postpaid receipt splits bill, penalty and admin; no SN before success', async () => {
    const trx = fakeTransaction({
      kind: 'postpaid',
      status: 'processing',
      product_name: 'PAM Jaya DKI Jakarta',
      destination: '1234567',
      customer_name: 'JOKO PRASETYO',
      nominal: 390_000,
      buying_price: 395_000,
      bill: {
        admin: 5000,
        details: [
          { period: '202609', billAmount: 129_000, admin: 2500, penalty: 5000 },
          { period: '202610', billAmount: 256_000, admin: 2500, penalty: 0 },
        ],
      },
    });
    await renderWithApp(<Receipt trx={trx} settings={defaultReceiptSettings} siteName="Konter" />);
    expect(screen.getByText('STRUK PEMBAYARAN')).toBeTruthy();
    expect(rowValue('Nama')).toBe('JOKO PRASETYO');
    expect(rowValue('Tagihan')).toBe('Rp 385.000');
    expect(rowValue('Denda')).toBe('Rp 5.000');
    expect(rowValue('Admin')).toBe('Rp 5.000');
    expect(screen.getByTestId('receipt-total').textContent).toBe('Rp 395.000');
    expect(screen.queryByTestId('receipt-sn')).toBeNull();
  });

  test('honours the settings: paper width, shop header, note alignment', async () => {
    const settings = {
      ...defaultReceiptSettings,
      paperWidth: 80 as const,
      storeName: 'Konter Ani',
      phone: '0812000111',
      showAddress: false,
      address: 'Jl. Merdeka 1',
      noteLeft: true,
      note: 'Terima kasih, Bu!',
    };
    await renderWithApp(<Receipt trx={fakeTransaction()} settings={settings} siteName="Konter" />);
    expect(screen.getByTestId('receipt').style.width).toBe('80mm');
    expect(screen.getByText('Konter Ani')).toBeTruthy();
    expect(screen.getByText('Telp. 0812000111')).toBeTruthy();
    expect(screen.queryByText('Jl. Merdeka 1')).toBeNull();
    expect(screen.getByText('Terima kasih, Bu!').className).toContain('text-left');
  });

  test("the shop's own logo and name head the receipt; without them, the site's", async () => {
    const shop = { ...defaultReceiptSettings, storeName: ' Konter Ani ', logo: PNG };
    const { unmount } = await renderWithApp(
      <Receipt trx={fakeTransaction()} settings={shop} siteName="Konter" />,
    );
    expect(screen.getByTestId('receipt-logo').getAttribute('src')).toBe(PNG);
    expect(screen.getByText('Konter Ani')).toBeTruthy();
    unmount();

    // Logo switched off: no image at all.
    const off = await renderWithApp(
      <Receipt trx={fakeTransaction()} settings={{ ...shop, showLogo: false }} siteName="Konter" />,
    );
    expect(off.container.querySelector('img')).toBeNull();
    off.unmount();

    // No shop name and no logo: the site's name with the site's icon.
    const site = await renderWithApp(
      <Receipt trx={fakeTransaction()} settings={defaultReceiptSettings} siteName="Konter" />,
    );
    expect(screen.getByText('Konter')).toBeTruthy();
    expect(site.container.querySelector('img')?.getAttribute('src')).toBe('/icon.svg');
    expect(screen.queryByTestId('receipt-logo')).toBeNull();
  });

  test('the printer payload carries the logo only when it is shown', async () => {
    const t = ((k: string) => k) as never;
    const shown = JSON.parse(
      receiptPayload(fakeTransaction(), { ...defaultReceiptSettings, logo: PNG }, 'K', t),
    );
    expect(shown).toMatchObject({ show_logo: true, logo: PNG });
    const hidden = JSON.parse(
      receiptPayload(fakeTransaction(), { ...defaultReceiptSettings, logo: PNG, showLogo: false }, 'K', t),
    );
    expect(hidden.logo).toBeNull();
  });

  test('a PLN token: the token alone in fours; name, tariff/power and kWh each on a line', async () => {
    const trx = plnSale();
    await renderWithApp(<Receipt trx={trx} settings={defaultReceiptSettings} siteName="Konter" />);
    expect(screen.getByText('TOKEN LISTRIK')).toBeTruthy();
    expect(screen.getByTestId('receipt-sn').textContent).toBe('1234 5678 9012 3456 7890');
    expect(rowValue('Tarif/Daya')).toBe('R1 / 1.300 VA');
    expect(rowValue('Jumlah kWh')).toBe('32,1 kWh');
    // The customer's name once, with the token's data.
    expect(screen.getAllByText('NAMA PELANGGAN')).toHaveLength(1);
    expect(screen.getByTestId('receipt-pln').textContent).toContain('NAMA PELANGGAN');
  });

  test("the shell's printer gets the PLN token alone and its data as rows", async () => {
    await setupI18n('id');
    const payload = JSON.parse(
      receiptPayload(
        plnSale(),
        defaultReceiptSettings,
        'Konter',
        i18n.getFixedT('id', ['transactions', 'common']),
      ),
    );
    expect(payload.sn).toBe('1234 5678 9012 3456 7890');
    expect(payload.sn_label).toBe('TOKEN LISTRIK');
    expect(payload.rows).toEqual(
      expect.arrayContaining([
        ['Nama', 'NAMA PELANGGAN'],
        ['Tarif/Daya', 'R1 / 1.300 VA'],
        ['Jumlah kWh', '32,1 kWh'],
      ]),
    );
  });

  test('the WhatsApp text: shop, date in WIB, product, number, token and its data, price, ref', async () => {
    await setupI18n('id');
    const shop = { ...defaultReceiptSettings, storeName: 'Konter Ani' };
    const text = receiptText(plnSale(), shop, 'Konter', i18n.getFixedT('id', ['transactions', 'common']));
    expect(text.split('\n')).toEqual([
      '*Konter Ani*',
      'STRUK PEMBELIAN',
      '',
      expect.stringMatching(/^Tanggal: .+ WIB$/),
      'No. Ref: TRX261122ABCDEFGH',
      'Produk: PLN 20.000',
      'Nomor: 530000000001',
      'Status: Sukses',
      '',
      'TOKEN LISTRIK:',
      '*1234 5678 9012 3456 7890*',
      'Nama: NAMA PELANGGAN',
      'Tarif/Daya: R1 / 1.300 VA',
      'Jumlah kWh: 32,1 kWh',
      '',
      '*TOTAL: Rp 22.500*',
      '',
      'Terima kasih.',
      'Simpan struk ini sebagai bukti pembayaran.',
    ]);
    expect(whatsappUrl('Token: 1234 5678\nRp 22.500')).toBe(
      'https://wa.me/?text=Token%3A%201234%205678%0ARp%2022.500',
    );
  });
});

function plnSale() {
  return fakeTransaction({
    status: 'success',
    product_type: 'electricity',
    product_name: 'PLN 20.000',
    destination: '530000000001',
    customer_name: 'NAMA PELANGGAN',
    buying_price: 20_500,
    markup_price: 2_000,
    serial_number: '1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/1300/32.1',
  });
}
