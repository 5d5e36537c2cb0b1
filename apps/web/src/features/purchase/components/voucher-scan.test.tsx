import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeAccount } from '../../../test/fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { PrepaidPurchase } from './prepaid-purchase';

const w = window as unknown as Record<string, unknown>;
const SCAN = 'Pindai barcode voucher';

afterEach(() => {
  cleanup();
  delete w.Android;
  delete w.BarcodeDetector;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderVoucherPage(type: 'voucher' | 'aktivasi-voucher' = 'aktivasi-voucher') {
  mockFetch((url) =>
    url.includes('prabayar/brands')
      ? { body: { data: { type, brands: [{ name: 'TELKOMSEL', code: 'telkomsel', product_count: 2 }] } } }
      : { body: { data: { type, products: [] } } },
  );
  await renderWithApp(<PrepaidPurchase type={type} account={fakeAccount()} />);
  // The field shows once the brands arrive (a type without any says so instead).
  await screen.findByRole('textbox');
}
// A voucher to activate is asked for by its code; other vouchers by the destination number.
const numberInput = () =>
  (screen.queryByLabelText('Kode voucher') ?? screen.getByLabelText('Nomor tujuan')) as HTMLInputElement;

/** A browser with BarcodeDetector and a camera (getUserMedia answers with `camera`). */
function browserCamera(camera: () => Promise<unknown>, codes: string[] = []) {
  const track = { stop: vi.fn() };
  w.BarcodeDetector = class {
    detect = async () => codes.map((rawValue) => ({ rawValue }));
  };
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), {
      mediaDevices: {
        getUserMedia: vi.fn(async () => ({ ...((await camera()) as object), getTracks: () => [track] })),
      },
    }),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return track;
}

describe('scan a voucher barcode', () => {
  test('the Android shell scanner fills the number, without the camera dialog', async () => {
    w.Android = {
      scanBarcode: () =>
        setTimeout(() => (w.onAndroidBarcodeScanned as (v: string) => void)('8991234567890')),
    };
    await renderVoucherPage();
    fireEvent.click(screen.getByRole('button', { name: SCAN }));
    await waitFor(() => expect(numberInput().value).toBe('8991234567890'));
    expect(screen.queryByRole('dialog', { name: SCAN })).toBeNull();
  });

  test('a browser with BarcodeDetector reads the camera in a dialog, then stops the camera', async () => {
    const track = browserCamera(async () => ({}), ['VCR-7788']);
    await renderVoucherPage('voucher');
    fireEvent.click(screen.getByRole('button', { name: SCAN }));
    expect(screen.getByRole('dialog', { name: SCAN })).not.toBeNull();
    await waitFor(() => expect(numberInput().value).toBe('VCR-7788'));
    expect(screen.queryByRole('dialog', { name: SCAN })).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  test('a refused camera shows the translated help in the dialog', async () => {
    browserCamera(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    await renderVoucherPage();
    fireEvent.click(screen.getByRole('button', { name: SCAN }));
    const dialog = screen.getByRole('dialog', { name: SCAN });
    expect(
      await within(dialog).findByText('Akses kamera ditolak (aktifkan di pengaturan browser)'),
    ).not.toBeNull();
    expect(numberInput().value).toBe('');
  });

  test('neither the shell nor BarcodeDetector: no scan button', async () => {
    await renderVoucherPage();
    expect(numberInput()).not.toBeNull();
    expect(screen.queryByRole('button', { name: SCAN })).toBeNull();
  });
});
