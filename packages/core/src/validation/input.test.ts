import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_MAX_DIGITS, clampNumberInput, formatCurrencyInput, parseCurrencyInput } from './input.js';

describe('clampNumberInput', () => {
  it.each([
    [5, { min: 1, max: 10 }, 5],
    [0, { min: 1, max: 10 }, 1],
    [11, { min: 1, max: 10 }, 10],
    ['7', { min: 1, max: 10 }, 7],
    ['12.000', { min: 10000, max: 50000 }, 12000],
    ['abc', { min: 1, max: 10 }, 1],
    ['', { min: 1, max: 10 }, 1],
    [Number.NaN, { min: 1, max: 10 }, 1],
    [null, { min: 3 }, 3],
    [Number.POSITIVE_INFINITY, { min: 1, max: 10 }, 10],
    [-5, {}, 0],
    [10n, { max: 5 }, 5],
  ] as const)('%s in %o → %s', (value, range, expected) => {
    expect(clampNumberInput(value, range)).toBe(expected);
  });

  it('rejects an empty range', () => {
    expect(() => clampNumberInput(1, { min: 5, max: 1 })).toThrow(RangeError);
  });

  it('always lands in [min, max], and keeps in-range numbers', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.string(), fc.integer().map(String)),
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.nat({ max: 1e9 }),
        (value, min, span) => {
          const max = min + span;
          const out = clampNumberInput(value, { min, max });
          expect(out).toBeGreaterThanOrEqual(min);
          expect(out).toBeLessThanOrEqual(max);
          if (typeof value === 'number' && value >= min && value <= max) expect(out).toBe(value);
          if (typeof value === 'number' && Number.isNaN(value)) expect(out).toBe(min);
        },
      ),
    );
  });
});

describe('currency input', () => {
  it.each([
    ['1234567', '1.234.567'],
    ['1.234.567', '1.234.567'],
    ['Rp 10.000,-', '10.000'],
    ['999', '999'],
    ['1000', '1.000'],
    ['0', '0'],
    ['000', '0'],
    ['0012', '12'],
    ['-5000', '5.000'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [1234567, '1.234.567'],
    [1234.9, '1.234'],
    [Number.NaN, ''],
    [10n ** 18n, '100.000.000.000.000'],
  ] as const)('format %s → %s', (input, text) => {
    expect(formatCurrencyInput(input)).toBe(text);
  });

  it.each([
    ['1.234.567', 1234567],
    ['Rp 10.000', 10000],
    ['0', 0],
    ['', null],
    ['Rp', null],
    [null, null],
    ['99999999999999999999', null],
  ] as const)('parse %j → %j', (text, n) => {
    expect(parseCurrencyInput(text)).toBe(n);
  });

  it('round trips every safe non-negative integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** CURRENCY_MAX_DIGITS - 1 }), (n) => {
        const text = formatCurrencyInput(String(n));
        expect(text).toMatch(/^\d{1,3}(?:\.\d{3})*$/);
        expect(parseCurrencyInput(text)).toBe(n);
        expect(formatCurrencyInput(n)).toBe(text);
      }),
    );
  });

  it('formatting is idempotent and keeps the digits of any typed text', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const text = formatCurrencyInput(typed);
        expect(formatCurrencyInput(text)).toBe(text);
        const digits = typed
          .replace(/\D/g, '')
          .replace(/^0+(?=\d)/, '')
          .slice(0, CURRENCY_MAX_DIGITS);
        expect(text.replaceAll('.', '')).toBe(digits);
        expect(parseCurrencyInput(text)).toBe(digits === '' ? null : Number(digits));
      }),
    );
  });
});
