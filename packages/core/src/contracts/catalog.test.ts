import { describe, expect, it } from 'vitest';
import { postpaidProductsQuery, prepaidProductsQuery, priceMarkupRule } from './catalog.js';

describe('catalogue queries', () => {
  it('take only the spec product types', () => {
    expect(prepaidProductsQuery.safeParse({ type: 'pulsa', destination: ' 0812 ' }).data).toEqual({
      type: 'pulsa',
      destination: '0812',
    });
    expect(prepaidProductsQuery.safeParse({ type: 'pdam' }).success).toBe(false);
    expect(prepaidProductsQuery.safeParse({ type: 'pulsa', operator: 'nokia' }).success).toBe(false);
    expect(postpaidProductsQuery.safeParse({ type: 'kirim-uang' }).success).toBe(true);
    expect(postpaidProductsQuery.safeParse({ type: 'kirim uang' }).success).toBe(false);
  });
});

describe('priceMarkupRule (spec §5)', () => {
  const base = { type: 'pulsa', level: 1 };
  it.each([
    [{ markup: 2_000 }, { min_buying: 0, max_buying: null, markup: 2_000 }],
    [{ markup: '2.500' }, { min_buying: 0, max_buying: null, markup: 2_500 }],
    [{ markup: 'abc' }, { min_buying: 0, max_buying: null, markup: 0 }], // invalid markup → 0
    [{ markup: -1 }, { min_buying: 0, max_buying: null, markup: 0 }],
    [
      { min_buying: '50.000', max_buying: 100_000, markup: 1 },
      { min_buying: 50_000, max_buying: 100_000, markup: 1 },
    ],
    [
      { min_buying: 5_000, max_buying: 5_000, markup: 1 },
      { min_buying: 5_000, max_buying: 5_000, markup: 1 },
    ],
  ])('%o → %o', (input, out) => {
    expect(priceMarkupRule.parse({ ...base, ...input })).toEqual({ ...base, ...out });
  });

  it.each([
    [{ min_buying: 10_000, max_buying: 5_000 }, 'max_buying', 'min_value:10000'], // minimum above maximum
    [{ min_buying: -1 }, 'min_buying', 'min_value:0'],
    [{ max_buying: 'x' }, 'max_buying', 'min_value:0'],
    [{ level: 4 }, 'level', 'oneOf'],
  ])('%o is refused on %s', (input, field, message) => {
    const r = priceMarkupRule.safeParse({ ...base, markup: 1, ...input });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});
