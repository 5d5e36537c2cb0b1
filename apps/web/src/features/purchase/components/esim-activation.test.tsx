import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeTransaction } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { bulkCsv } from './bulk-result';
import { TransactionResult } from './transaction-result';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LPA = 'LPA:1$telkomsel.smdp.example$AB12-CD34-EF56-GH78';
const esimTrx = (serial_number: string) =>
  fakeTransaction({
    status: 'success',
    product_type: 'esim',
    product_code: 'esimtsel5',
    product_name: 'eSIM Telkomsel 5GB 30 Hari',
    brand: 'TELKOMSEL',
    destination: 'pembeli@example.com',
    serial_number,
  });

describe('the activation of a successful eSIM', () => {
  test('shows the QR code of the LPA string, the code to copy and the manual-entry parts', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithApp(<TransactionResult trx={esimTrx(LPA)} />);
    const box = screen.getByTestId('esim-activation');
    // The QR code is drawn in the browser (qrcode, loaded lazily) as a PNG.
    const qr = await waitFor(() => screen.getByTestId('esim-qr') as HTMLImageElement);
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(qr.alt).toBe('Kode QR aktivasi eSIM');
    expect(screen.getByTestId('esim-lpa').textContent).toBe(LPA);
    expect(screen.getByTestId('esim-smdp').textContent).toBe('telkomsel.smdp.example');
    expect(screen.getByTestId('esim-code').textContent).toBe('AB12-CD34-EF56-GH78');
    expect(within(box).getByText('Kode ini juga dikirim ke pembeli@example.com.')).toBeTruthy();
    // Not the plain SN box.
    expect(screen.queryByTestId('serial-number')).toBeNull();

    fireEvent.click(within(box).getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LPA));
    fireEvent.click(within(box).getByRole('button', { name: 'Salin Kode aktivasi' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('AB12-CD34-EF56-GH78'));
  });

  test('an SN that is no activation code is shown as a plain SN', async () => {
    await renderWithApp(<TransactionResult trx={esimTrx('1234567890')} />);
    expect(screen.queryByTestId('esim-activation')).toBeNull();
    expect(screen.getByTestId('serial-number').textContent).toBe('1234567890');
  });
});

describe('the bulk export', () => {
  test('CSV of product, code, ref_id and status, quoted where needed', () => {
    const csv = bulkCsv([
      {
        product_name: 'Google Play Rp 20.000',
        serial_number: '1111-2222',
        ref_id: 'TRX1',
        status: 'success',
      },
      { product_name: 'Voucher "A", B', serial_number: null, ref_id: 'TRX2', status: 'processing' },
    ]);
    expect(csv).toBe(
      '\uFEFFproduct,code,ref_id,status\r\nGoogle Play Rp 20.000,1111-2222,TRX1,success\r\n"Voucher ""A"", B",,TRX2,processing\r\n',
    );
  });
});
