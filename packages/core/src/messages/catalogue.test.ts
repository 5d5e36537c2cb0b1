import { describe, expect, it } from 'vitest';
import * as account from './account.js';
import * as auth from './auth.js';
import * as catalog from './catalog.js';
import * as common from './common.js';
import * as deposit from './deposit.js';
import { errorCatalogue, errorText, interpolate, noticeCatalogue, renderNotice } from './index.js';
import * as loan from './loan.js';
import * as payment from './payment.js';
import * as purchase from './purchase.js';
import { reasonCatalogue } from './reasons.js';
import * as site from './site.js';
import * as wallet from './wallet.js';

const areas = [common, auth, account, catalog, purchase, deposit, wallet, loan, payment, site];

describe('message catalogue', () => {
  it('no key is defined twice across areas (a spread would silently keep the last)', () => {
    const seen = new Map<string, number>();
    for (const area of areas) {
      for (const table of Object.values(area)) {
        for (const key of Object.keys(table as object)) seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('keys are snake_case (they double as i18next keys) and every text is filled', () => {
    for (const [key, entry] of Object.entries({ ...errorCatalogue, ...noticeCatalogue })) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const locale of ['id', 'en', 'zh'] as const)
        expect(entry[locale].trim(), `${key}.${locale}`).not.toBe('');
    }
  });

  it('errors carry an HTTP status, notices none', () => {
    for (const [key, entry] of Object.entries(errorCatalogue)) {
      expect((entry as { status?: number }).status, key).toBeGreaterThanOrEqual(400);
    }
    for (const entry of Object.values(noticeCatalogue))
      expect((entry as { status?: number }).status).toBeUndefined();
  });

  it('the placeholders of a key are the same in every language', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, e] of Object.entries({ ...errorCatalogue, ...noticeCatalogue })) {
      expect(names(e.id), key).toEqual(names(e.en));
      expect(names(e.zh), key).toEqual(names(e.en));
    }
  });

  it('renders params into the English text', () => {
    expect(interpolate('Rp {{amount}} to {{name}}', { amount: 5000, name: 'Budi' })).toBe('Rp 5000 to Budi');
    expect(interpolate('{{missing}} stays')).toBe('{{missing}} stays');
    expect(errorText('unauthenticated')).toBe('Not Authenticated, Please Login!');
    expect(errorText('unauthenticated', 'id')).toBe('Belum masuk, silakan login!');
  });

  it("says a stored failure reason key in the reader's language; an older row's sentence as it is", () => {
    const n = {
      title: 'purchase_failed_title',
      body: 'purchase_refunded_body',
      params: { product: 'Telkomsel 10.000', destination: '081234567890', reason: 'reason_wrong_number' },
    } as const;
    expect(renderNotice(n, 'en').body).toBe(
      'The destination number is wrong or not registered. The balance was returned to your deposit.',
    );
    expect(renderNotice(n, 'id').body).toBe(
      'Nomor tujuan salah atau tidak terdaftar. Saldo dikembalikan ke deposit.',
    );
    expect(renderNotice({ ...n, params: { ...n.params, reason: 'Gangguan.' } }, 'en').body).toBe(
      'Gangguan. The balance was returned to your deposit.',
    );
    for (const [key, e] of Object.entries(reasonCatalogue)) {
      expect(key).toMatch(/^reason_[a-z0-9_]+$/);
      for (const locale of ['id', 'en', 'zh'] as const)
        expect(e[locale].trim(), `${key}.${locale}`).not.toBe('');
    }
  });

  it("renders a notification in the reader's language, a missing param leaving no stray space", () => {
    const n = {
      title: 'deposit_success_title',
      body: 'deposit_balance_body',
      params: { amount: 'Rp 50.000', code: 'DEP1', balance: 'Rp 60.000' },
    } as const;
    expect(renderNotice(n, 'id')).toEqual({
      title: 'Deposit Rp 50.000 berhasil',
      body: 'Kode DEP1. Saldo deposit sekarang Rp 60.000.',
    });
    expect(renderNotice(n, 'en').title).toBe('Deposit of Rp 50.000 succeeded');
    expect(renderNotice(n, 'zh').body).toBe('编号 DEP1。存款余额现为 Rp 60.000。');
    expect(
      renderNotice(
        {
          title: 'purchase_failed_title',
          body: 'purchase_refunded_body',
          params: { product: 'Pulsa 5K', destination: '0812', reason: '' },
        },
        'id',
      ).body,
    ).toBe('Saldo dikembalikan ke deposit.');
  });

  it("says a PLN token's SN as the token in fours and the meter's data, line by line", () => {
    const n = (sn: string) =>
      ({
        title: 'purchase_success_title',
        body: 'purchase_sn_body',
        params: { product: 'PLN 20.000', destination: '530000000001', sn },
      }) as const;
    const pln = n('1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/1300/32.1');
    expect(renderNotice(pln, 'id').body).toBe(
      'Token: 1234 5678 9012 3456 7890\nNama: NAMA PELANGGAN\nTarif/Daya: R1 / 1.300 VA\nJumlah kWh: 32,1 kWh',
    );
    expect(renderNotice(pln, 'en').body).toBe(
      'Token: 1234 5678 9012 3456 7890\nName: NAMA PELANGGAN\nTariff/Power: R1 / 1,300 VA\nkWh: 32.1 kWh',
    );
    // Any other SN (or a token without the meter's data) as it came.
    expect(renderNotice(n('76032308876'), 'id').body).toBe('SN: 76032308876');
    expect(renderNotice(n('1234-5678-9012-3456-7890'), 'id').body).toBe('SN: 1234-5678-9012-3456-7890');
  });
});
