import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digiflazzProvider } from './digiflazz.adapter.js';
import { rupiah } from './digiflazz.mapping.js';
import type { SupplierPostpaid } from './supplier.js';

const secret = 'hook-secret';
const supplier = digiflazzProvider({
  baseUrl: 'http://unused.invalid',
  username: 'u',
  apiKey: 'k',
  webhookSecret: secret,
});
const tx = (fields: Record<string, unknown>) =>
  supplier.parseCallback({
    data: { ref_id: 'R1', customer_no: '081234567890', buyer_sku_code: 'tsel10', ...fields },
  });

describe('Digiflazz answer mapping (protocols.md response codes)', () => {
  it.each([
    ['Sukses', '00', 'success', true],
    ['Pending', '03', 'pending', true],
    ['Gagal', '01', 'failed', true],
    ['Gagal', '02', 'failed', true],
    ['Gagal', '54', 'failed', true],
    ['Gagal', '58', 'failed', true],
    ['Gagal', '40', 'failed', false],
    ['Gagal', '41', 'failed', false],
    ['Gagal', '44', 'failed', false],
    ['Gagal', '47', 'failed', false],
    ['Gagal', '49', 'failed', false],
    ['Gagal', '61', 'failed', false],
    // Unknown rc with Gagal: assume a transaction exists (never risk buying twice).
    ['Gagal', '77', 'failed', true],
    ['Pending', '99', 'pending', true],
    [undefined, '00', 'success', true],
    [undefined, '43', 'failed', false],
  ])('status %s rc %s → %s (created %s)', (status, rc, expected, created) => {
    expect(tx({ status, rc })).toMatchObject({ status: expected, created });
  });

  it.each([
    ['00', 'Sukses', null],
    ['03', 'Pending', null],
    ['01', 'Gagal', 'reason_supplier_timeout'],
    ['02', 'Gagal', 'reason_supplier_failed'],
    ['52', 'Gagal', 'reason_prefix_mismatch'],
    ['54', 'Gagal', 'reason_wrong_number'],
    ['57', 'Gagal', 'reason_wrong_number'],
    ['58', 'Gagal', 'reason_cut_off'],
    ['60', 'Gagal', 'reason_no_bill'],
    ['68', 'Gagal', 'reason_out_of_stock'],
    ['77', 'Gagal', 'reason_supplier_failed'],
  ])('rc %s (%s) gives the buyer the reason %s', (rc, status, reason) => {
    expect(tx({ status, rc }).reason).toBe(reason);
  });

  it('normalizes amounts given as numbers or numeric strings to integer rupiah', () => {
    expect(tx({ status: 'Sukses', rc: '00', price: '10250', buyer_last_saldo: '49989750.00' })).toMatchObject(
      {
        price: 10_250,
        balanceAfter: 49_989_750,
      },
    );
    expect(rupiah(10_250)).toBe(10_250);
    expect(rupiah(' 8000 ')).toBe(8_000);
    expect(rupiah('5.6')).toBe(6);
    expect(rupiah('Rp 10.000')).toBeNull();
    expect(rupiah(undefined)).toBeNull();
    expect(tx({ status: 'Gagal', rc: '41' }).balanceAfter).toBeNull();
  });

  it('parses a bare (unwrapped) postpaid callback, its bill lines and string amounts', () => {
    const p = supplier.parseCallback({
      ref_id: 'P1',
      customer_no: '530000000001',
      customer_name: 'BUDI SANTOSO',
      buyer_sku_code: 'pln',
      admin: '5000',
      status: 'Sukses',
      rc: '00',
      sn: 'ABC',
      price: 161_900,
      selling_price: '164500',
      desc: {
        tarif: 'R1',
        daya: 1300,
        lembar_tagihan: 2,
        detail: [
          {
            periode: '202404',
            nilai_tagihan: '80000',
            admin: '2500',
            denda: '5000',
            meter_awal: '00010000',
            meter_akhir: '00010200',
          },
          { periode: '202405', nilai_tagihan: 72000, admin: 2500, denda: 0 },
        ],
      },
    }) as SupplierPostpaid;
    expect(p).toMatchObject({
      refId: 'P1',
      status: 'success',
      customerName: 'BUDI SANTOSO',
      admin: 5_000,
      sellingPrice: 164_500,
    });
    expect(p.details).toEqual([
      {
        period: '202404',
        billAmount: 80_000,
        admin: 2_500,
        penalty: 5_000,
        meterStart: '00010000',
        meterEnd: '00010200',
      },
      { period: '202405', billAmount: 72_000, admin: 2_500, penalty: 0 },
    ]);
    expect(p.raw).toMatchObject({ tarif: 'R1', daya: 1300 });
  });

  it('refuses a callback without ref_id', () => {
    expect(() => supplier.parseCallback({ data: { status: 'Sukses' } })).toThrow(/ref_id/);
    expect(() => supplier.parseCallback('null')).toThrow();
  });
});

describe('Digiflazz callback signature', () => {
  const raw = '{"data":{"ref_id":"R1","status":"Sukses","rc":"00"}}';
  const hex = createHmac('sha1', secret).update(raw).digest('hex');

  it('accepts the HMAC-SHA1 of the raw body with or without the sha1= prefix, any hex case', () => {
    expect(supplier.verifyCallback(raw, `sha1=${hex}`)).toBe(true);
    expect(supplier.verifyCallback(raw, hex)).toBe(true);
    expect(supplier.verifyCallback(raw, `sha1=${hex.toUpperCase()}`)).toBe(true);
  });

  it('rejects a missing, malformed or wrong signature, or a changed body', () => {
    expect(supplier.verifyCallback(raw, undefined)).toBe(false);
    expect(supplier.verifyCallback(raw, '')).toBe(false);
    expect(supplier.verifyCallback(raw, 'sha1=xyz')).toBe(false);
    expect(supplier.verifyCallback(raw, `sha1=${hex.slice(0, 38)}`)).toBe(false);
    expect(supplier.verifyCallback(raw, createHmac('sha1', 'other').update(raw).digest('hex'))).toBe(false);
    expect(supplier.verifyCallback(raw.replace('Sukses', 'Gagal'), hex)).toBe(false);
    // Same JSON, different bytes: the signature covers bytes, not meaning.
    expect(supplier.verifyCallback(raw.replace(':', ': '), hex)).toBe(false);
  });
});
