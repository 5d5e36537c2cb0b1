import { describe, expect, it } from 'vitest';
import {
  brandCode,
  brandsForNumber,
  cutOffWindow,
  inCutOff,
  markupFor,
  operatorOfBrand,
  operatorOfPrefix,
  POSTPAID_TYPE_LABELS,
  POSTPAID_TYPES,
  PREPAID_TYPE_LABELS,
  PREPAID_TYPES,
  parseNominal,
  parseRupiah,
  priceLevel,
  sellingPrice,
} from './catalog.js';

describe('product types', () => {
  it('are exactly the spec route groups, each labelled in id, en and zh', () => {
    expect(PREPAID_TYPES).toHaveLength(16);
    expect(POSTPAID_TYPES).toHaveLength(16);
    expect(POSTPAID_TYPES).toContain('kirim-uang');
    expect(POSTPAID_TYPE_LABELS['kirim-uang'].id).toBe('kirim uang');
    for (const labels of [...Object.values(PREPAID_TYPE_LABELS), ...Object.values(POSTPAID_TYPE_LABELS)]) {
      expect(Object.keys(labels).sort()).toEqual(['en', 'id', 'zh']);
      expect(Object.values(labels).every((v) => v.length > 0)).toBe(true);
    }
    expect(Object.keys(PREPAID_TYPE_LABELS).sort()).toEqual([...PREPAID_TYPES].sort());
  });
});

describe('sellingPrice (spec §5)', () => {
  it.each([
    // buying, rule, price
    [10_000, { markup: 2_000 }, 12_000],
    [10_000, { markup: '2.000' }, 12_000],
    [10_000, { markup: '2000' }, 12_000],
    [10_000, { markup: -500 }, 10_000], // negative markup is invalid → 0
    [10_000, { markup: 'abc' }, 10_000],
    [10_000, { markup: 1.5 }, 10_000],
    [10_000, { markup: Number.NaN }, 10_000],
    [10_000, {}, 10_000],
    [10_000, { customPrice: 15_000 }, 15_000],
    [10_000, { customPrice: '15.000' }, 15_000],
    [10_000, { customPrice: 10_000 }, 10_000],
    [10_000, { customPrice: 9_999 }, 10_000], // never below the buying price
    [10_000, { customPrice: 'Rp 15.000' }, 10_000], // invalid format → buying price
    [10_000, { customPrice: -1 }, 10_000],
    [10_000, { customPrice: '' }, 10_000],
    [10_000, { customPrice: 15_000, markup: 2_000 }, 15_000], // a custom price wins over the markup
    [-5_000, { markup: 1_000 }, 1_000], // no negatives anywhere
    ['x', { customPrice: 3_000 }, 3_000],
  ] as const)('buying %s with %o → %s', (buying, rule, price) => {
    expect(sellingPrice(buying, rule)).toBe(price);
  });
});

describe('parseRupiah', () => {
  it.each([
    [0, 0],
    [1500, 1500],
    ['1500', 1500],
    ['1.500', 1500],
    ['1.500.000', 1_500_000],
    [' 25.000 ', 25_000],
    ['1.50', null],
    ['1,500', null],
    ['-1', null],
    [-1, null],
    [2.5, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%o → %o', (input, out) => {
    expect(parseRupiah(input)).toBe(out);
  });
});

describe('markupFor', () => {
  const bands = [
    { minBuying: 0, maxBuying: null, markup: 2_000 },
    { minBuying: 100_000, maxBuying: null, markup: 5_000 },
    { minBuying: 50_000, maxBuying: 60_000, markup: 3_000 },
  ];
  it.each([
    [5_000, 2_000],
    [50_000, 3_000],
    [60_000, 3_000],
    [60_001, 2_000],
    [100_000, 5_000],
    [2_000_000, 5_000],
  ])('buying %s → markup %s', (buying, markup) => {
    expect(markupFor(bands, buying)).toBe(markup);
  });
  it('is 0 without a band', () => {
    expect(markupFor([], 10_000)).toBe(0);
    expect(markupFor([{ minBuying: 10, maxBuying: 20, markup: 5 }], 30)).toBe(0);
  });
});

describe('priceLevel', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 1],
  ])('category %s pays the level-%s price', (category, level) => {
    expect(priceLevel(category)).toBe(level);
  });
});

describe('parseNominal', () => {
  it.each([
    ['pulsa', 'Telkomsel 5.000', 'tsel5', 5_000],
    ['pulsa', 'Three 1.000', 'x', 1_000],
    ['pulsa', 'Telkomsel 100000', '', 100_000],
    ['emoney', 'DANA 25K', '', 25_000],
    ['emoney', 'OVO 50 rb', '', 50_000],
    ['electricity', 'PLN 1.000.000', 'pln1000', 1_000_000],
    ['voucher', 'Google Play Indonesia Rp 20.000', 'gp20', 20_000],
    ['voucher', 'Steam Wallet IDR 12.000', 'steam12', 12_000],
    ['pulsa', 'Telkomsel Promo', 'S10', 10_000], // from the SKU, in thousands
    ['pulsa', 'Telkomsel Promo', 'S', null],
    ['data', 'Telkomsel Data 2GB 30 Hari', 'tseld2', null],
    ['games', 'Mobile Legends 1050 Diamond', 'ml1050', null],
    ['international', 'China Mobile 30 CNY', 'cmcc30', null],
  ] as const)('%s %s (%s) → %s', (type, name, sku, nominal) => {
    expect(parseNominal(type, name, sku)).toBe(nominal);
  });
});

describe('cut-off', () => {
  const at = (hhmm: string) => new Date(`2026-01-15T${hhmm}:00+07:00`);
  it.each([
    ['23:45', '0:15', { start: '23:45', end: '00:15' }],
    ['23:45:00', '00:15:00', { start: '23:45', end: '00:15' }],
    ['0:0', '0:0', null],
    ['00:00', '00:00', null],
    ['', '', null],
    ['25:00', '01:00', null],
  ])('%s–%s → %o', (s, e, window) => {
    expect(cutOffWindow(s, e)).toEqual(window);
  });
  it.each([
    ['23:44', false],
    ['23:45', true],
    ['23:59', true],
    ['00:00', true],
    ['00:14', true],
    ['00:15', false],
    ['12:00', false],
  ])('a window over midnight at %s WIB → %s', (time, inside) => {
    expect(inCutOff({ start: '23:45', end: '00:15' }, at(time))).toBe(inside);
  });
  it('a daytime window and no window', () => {
    expect(inCutOff({ start: '01:00', end: '03:00' }, at('02:00'))).toBe(true);
    expect(inCutOff({ start: '01:00', end: '03:00' }, at('03:00'))).toBe(false);
    expect(inCutOff(null, at('02:00'))).toBe(false);
  });
});

describe('operators and brands', () => {
  it.each([
    ['0812', 'telkomsel'],
    ['081234567890', 'telkomsel'],
    ['+62 85', null], // fewer than four digits
    ['+62 8571', 'indosat'],
    ['62877123', 'xl'],
    ['0838', 'axis'],
    ['0896', 'tri'],
    ['0881', 'smartfren'],
    ['0800', null],
    ['081', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (destination, operator) => {
    expect(operatorOfPrefix(destination)).toBe(operator);
  });
  it('by.U numbers (0851) can buy Telkomsel and by.U products', () => {
    expect(brandsForNumber('telkomsel', '085112345678')).toEqual(['telkomsel', 'byu']);
    expect(brandsForNumber('telkomsel', '081212345678')).toEqual(['telkomsel']);
    expect(brandsForNumber('xl', '081712345678')).toEqual(['xl']);
    expect(operatorOfBrand('byu')).toBe('telkomsel');
    expect(operatorOfBrand('xl')).toBe('xl');
    expect(operatorOfBrand('dana')).toBeNull();
  });
  it.each([
    ['TELKOMSEL', 'telkomsel'],
    ['by.U', 'byu'],
    ['THREE', 'tri'],
    ['GO PAY', 'go-pay'],
    ['STEAM WALLET (IDR)', 'steam-wallet-idr'],
    ['Malaysia', 'malaysia'],
  ])('brand %s → %s', (name, code) => {
    expect(brandCode(name)).toBe(code);
  });
});
