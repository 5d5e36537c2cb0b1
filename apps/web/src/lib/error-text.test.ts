import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import { setupI18n } from '../test/render';
import { translateServerMessage } from './error-text';
import { i18n } from './i18n';

beforeAll(() => setupI18n('id'));

describe('translateServerMessage', () => {
  const t = i18n.t.bind(i18n) as TFunction;

  test("translates the spec's catalogue and purchase texts", () => {
    expect(translateServerMessage(t, 'Insufficient deposit balance')).toBe('Saldo deposit tidak mencukupi.');
    expect(translateServerMessage(t, 'Check PLN ID Failed')).toBe('Cek ID PLN gagal.');
    expect(translateServerMessage(t, 'something else')).toBeNull();
  });

  test('keeps the details of texts that carry them', () => {
    expect(
      translateServerMessage(
        t,
        'Customer Information Not Found (Nomor Tujuan Salah, ID pelanggan tidak ditemukan)',
      ),
    ).toBe('Data pelanggan tidak ditemukan (Nomor Tujuan Salah, ID pelanggan tidak ditemukan).');
    expect(
      translateServerMessage(
        t,
        "The product is in the supplier's cut-off time (23:45–00:15 WIB); please try again after 00:15 WIB",
      ),
    ).toBe('Produk sedang cut-off pemasok (23:45–00:15 WIB). Coba lagi setelah 00:15 WIB.');
  });
});
