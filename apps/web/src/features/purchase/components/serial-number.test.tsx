import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeTransaction } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { TransactionResult } from './transaction-result';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plnTrx = (serial_number: string) =>
  fakeTransaction({
    status: 'success',
    product_type: 'electricity',
    product_code: 'pln20',
    product_name: 'PLN 20.000',
    brand: 'PLN',
    destination: '530000000001',
    customer_name: 'NAMA PELANGGAN',
    serial_number,
  });

const lineValue = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the SN of a successful purchase', () => {
  test('a PLN token: the token alone in fours, copied as its 20 digits; name, tariff/power and kWh on their own lines', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithApp(
      <TransactionResult trx={plnTrx('1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/1300/32.1')} />,
    );
    const box = screen.getByTestId('pln-token');
    expect(within(box).getByText('Token listrik')).toBeTruthy();
    expect(screen.getByTestId('serial-number').textContent).toBe('1234 5678 9012 3456 7890');
    expect(lineValue(box, 'Nama')).toBe('NAMA PELANGGAN');
    expect(lineValue(box, 'Tarif/Daya')).toBe('R1 / 1.300 VA');
    expect(lineValue(box, 'Jumlah kWh')).toBe('32,1 kWh');
    // The name is said once, under the token.
    expect(screen.getAllByText('NAMA PELANGGAN')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Salin token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('12345678901234567890'));
    expect(await screen.findByText('Token disalin')).toBeTruthy();
  });

  test('a token without dashes and without the meter data still shows grouped, with no empty lines', async () => {
    await renderWithApp(<TransactionResult trx={plnTrx('12345678901234567890')} />, { lang: 'en' });
    expect(screen.getByTestId('serial-number').textContent).toBe('1234 5678 9012 3456 7890');
    expect(within(screen.getByTestId('pln-token')).queryByRole('definition')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
  });

  test('any other SN as it came, copied whole', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithApp(
      <TransactionResult trx={fakeTransaction({ status: 'success', serial_number: '760323088761234567' })} />,
    );
    expect(screen.queryByTestId('pln-token')).toBeNull();
    expect(screen.getByTestId('serial-number').textContent).toBe('760323088761234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salin SN' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('760323088761234567'));
  });
});
