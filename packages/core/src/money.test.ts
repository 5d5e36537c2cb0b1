import { describe, expect, it } from 'vitest';
import { depositColor, formatRupiah, isFactorOfThousand } from './money.js';

describe('formatRupiah', () => {
  it.each([
    [10000, 'Rp 10.000'],
    [0, 'Rp 0'],
    [-0, 'Rp 0'],
    [-0.4, 'Rp 0'],
    [999, 'Rp 999'],
    [1234567, 'Rp 1.234.567'],
    [-10000, '-Rp 10.000'],
    [1500.5, 'Rp 1.501'],
    [10000n, 'Rp 10.000'],
    [9007199254740993n, 'Rp 9.007.199.254.740.993'],
  ])('%s → %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });

  it('uses plain spaces only (Intl gives U+00A0)', () => {
    expect(formatRupiah(10000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('rejects non-finite numbers', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupiah(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('depositColor', () => {
  it.each([
    [100001, 'green'],
    [5_000_000, 'green'],
    [100000, 'amber'],
    [10001, 'amber'],
    [10000, 'red'],
    [0, 'red'],
    [-5000, 'red'],
    [Number.NaN, 'red'],
    [200000n, 'green'],
  ] as const)('%s → %s', (amount, color) => {
    expect(depositColor(amount)).toBe(color);
  });
});

describe('isFactorOfThousand', () => {
  it.each([
    [1000, true],
    [25000, true],
    ['10000', true],
    [3000n, true],
    [1500, false],
    [0, false],
    [-1000, false],
    [1000.5, false],
    [Number.POSITIVE_INFINITY, false],
    ['1.000', false],
    ['', false],
  ] as const)('%s → %s', (amount, ok) => {
    expect(isFactorOfThousand(amount)).toBe(ok);
  });
});
