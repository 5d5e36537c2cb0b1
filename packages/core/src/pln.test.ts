import { describe, expect, it } from 'vitest';
import {
  groupPlnToken,
  hasPlnDetails,
  parsePlnSerial,
  plnKwhText,
  plnTariffPower,
  plnTokenOf,
} from './pln.js';

const full = {
  token: '12345678901234567890',
  name: 'NAMA PELANGGAN',
  tariff: 'R1',
  power: 1300,
  kwh: 32.1,
};

describe('parsePlnSerial', () => {
  it.each([
    ['1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/1300/32.1'],
    ['12345678901234567890/NAMA PELANGGAN/R1/1300/32.1'],
    ['1234 5678 9012 3456 7890 / NAMA  PELANGGAN / r1 / 1.300 VA / 32,1 kWh'],
    ['1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/000001300/32.10'],
  ])('reads the token, name, tariff, power and kWh of %s', (sn) => {
    expect(parsePlnSerial(sn)).toEqual(full);
  });

  it('leaves missing or unreadable parts null', () => {
    expect(parsePlnSerial('1234-5678-9012-3456-7890')).toEqual({
      token: '12345678901234567890',
      name: null,
      tariff: null,
      power: null,
      kwh: null,
    });
    expect(parsePlnSerial('12345678901234567890/BUDI/R1M/900')).toEqual({
      token: '12345678901234567890',
      name: 'BUDI',
      tariff: 'R1M',
      power: 900,
      kwh: null,
    });
    expect(parsePlnSerial('12345678901234567890//R2/3500/-')).toMatchObject({
      name: null,
      tariff: 'R2',
      power: 3500,
      kwh: null,
    });
  });

  it.each([
    [null],
    [''],
    ['760323088761234567'], // 18-digit reference
    ['1234-5678-9012-3456'], // a voucher code
    ['1234-5678-9012-3456-7890/SITI/8.3 M3'], // a gas token
    ['081234567890/AKTIF S.D 19-06-2025'],
    ['TRF1234567890123456/BUDI SANTOSO'],
    ['LPA:1$telkomsel.smdp.example$K2ZX-ABCD'],
    ['123456789012345678901/NAMA/R1/1300/32.1'], // 21 digits
  ])('is null for a SN that is not a PLN token: %s', (sn) => {
    expect(parsePlnSerial(sn)).toBeNull();
  });

  it('knows when the SN carries the meter data', () => {
    expect(hasPlnDetails(full)).toBe(true);
    expect(hasPlnDetails({ ...full, name: null, tariff: null, power: null, kwh: null })).toBe(false);
  });
});

describe('PLN texts', () => {
  it('groups the token in fours', () => {
    expect(groupPlnToken('12345678901234567890')).toBe('1234 5678 9012 3456 7890');
  });

  it('says tariff/power and kWh in the reader’s number style', () => {
    expect(plnTariffPower(full)).toBe('R1 / 1.300 VA');
    expect(plnTariffPower(full, 'en')).toBe('R1 / 1,300 VA');
    expect(plnTariffPower({ ...full, power: null })).toBe('R1');
    expect(plnTariffPower({ ...full, tariff: null, power: null })).toBeNull();
    expect(plnKwhText(full)).toBe('32,1 kWh');
    expect(plnKwhText(full, 'en')).toBe('32.1 kWh');
    expect(plnKwhText({ ...full, kwh: 20 })).toBe('20 kWh');
    expect(plnKwhText({ ...full, kwh: null })).toBeNull();
  });
});

describe('plnTokenOf', () => {
  const trx = (product_type: string, serial_number: string | null, kind = 'prepaid') => ({
    kind,
    product_type,
    serial_number,
  });
  it('reads the SN of an electricity token, even a bare token', () => {
    expect(plnTokenOf(trx('electricity', '1234-5678-9012-3456-7890'))?.token).toBe('12345678901234567890');
    expect(plnTokenOf(trx('electricity', '76032308876'))).toBeNull();
    expect(plnTokenOf(trx('electricity', null))).toBeNull();
  });
  it("another product's 20 digits are no token unless the SN has the full PLN shape", () => {
    expect(plnTokenOf(trx('pertagas', '1234-5678-9012-3456-7890/SITI'))).toBeNull();
    expect(plnTokenOf(trx('pulsa', '12345678901234567890/NAMA/R1/1300/32.1'))?.tariff).toBe('R1');
    expect(plnTokenOf(trx('electricity', '12345678901234567890/NAMA/R1/1300/32.1', 'postpaid'))).toBeNull();
  });
});
