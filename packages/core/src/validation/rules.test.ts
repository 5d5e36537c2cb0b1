import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './rule-utils.js';
import { parseRuleKey, type RuleName, ruleParamNames, rules, runRule, toRuleParams } from './rules.js';

type Case = readonly [RuleName, unknown, (readonly unknown[] | Record<string, unknown>)?];

const form = { password: 'rahasia123', start: '2024-03-10', min_price: 5000, kind: 'pos', none: '' };

const passing: Case[] = [
  ['alpha', 'Budi'],
  ['alpha', 'Ñandú'],
  ['alpha', ['abc', 'Def']],
  ['alpha_dash', 'kode_promo-2024'],
  ['alpha_num', 'abc123'],
  ['alpha_num', 123],
  ['alpha_spaces', 'Budi Santoso'],
  ['alpha_num_spaces', 'Jl Merdeka 17'],
  ['between', 5, [1, 10]],
  ['between', '10', { min: 1, max: 10 }],
  ['confirmed', 'rahasia123', ['password']],
  ['confirmed', 'x', { value: 'x' }],
  ['digits', '123456', [6]],
  ['digits', 123456, { length: '6' }],
  ['double', '12.50'],
  ['double', '12'],
  ['double', '-0.125', { decimals: 3 }],
  ['double', '12,5', { separator: 'comma' }],
  ['email', 'budi@example.co.id'],
  ['email', 'a@b.co, c.d@e.com', ['multiple']],
  ['excluded', 'c', ['a', 'b']],
  ['oneOf', 'b', ['a', 'b']],
  ['oneOf', 2, ['1', '2']],
  ['oneOf', ['a', 'b'], { values: ['a', 'b', 'c'] }],
  ['integer', '-42'],
  ['integer', 7],
  ['is', 'pos', ['kind']],
  ['is', 'abc', ['abc']],
  ['is_not', 'other', ['password']],
  ['length', 'abcd', [4]],
  ['length', 'Ñandú', [5]],
  ['length', [1, 2], [2]],
  ['max', 'abc', [3]],
  ['min', 'abcdefgh', [8]],
  ['min', 12345678, [8]],
  ['max_value', 100, [100]],
  ['max_value', '99.5', { max: 100 }],
  ['min_value', 10000, [10000]],
  ['numeric', '0123'],
  ['numeric', '١٢٣'],
  ['numeric', '۱۲۳'],
  ['numeric', 42],
  ['regex', 'ABC-1', { regex: /^[A-Z]+-\d$/ }],
  ['regex', 'abc', ['/^ABC$/i']],
  ['regex', 'abc', { regex: /abc/g }],
  ['required', 'x'],
  ['required', 0],
  ['required', false],
  ['required', ['a']],
  ['required_if', 'x', ['kind', 'pos']],
  ['required_if', '', ['kind', 'shop']],
  ['required_if', '', ['none']],
  ['factor_of_thousands', '10000'],
  ['factor_of_thousands', 25000],
  ['greater-than', 6000, ['min_price']],
  ['greater-than', '11', ['10']],
  ['greater-than', 5, ['unknown_field_without_number']],
  ['phone', '081234567890'],
  ['phone', '+62 812-3456-7890'],
];

const failing: Case[] = [
  ['alpha', 'Budi1'],
  ['alpha', 'Budi Santoso'],
  ['alpha', ['abc', 'd3f']],
  ['alpha', { a: 1 }],
  ['alpha_dash', 'kode promo'],
  ['alpha_num', 'abc-123'],
  ['alpha_spaces', "O'Neil"],
  ['alpha_num_spaces', 'Jl. Merdeka'],
  ['between', 11, [1, 10]],
  ['between', 'abc', [1, 10]],
  ['confirmed', 'rahasia', ['password']],
  ['confirmed', 'password', ['password']],
  ['digits', '12345', [6]],
  ['digits', '12345a', [6]],
  ['digits', '١٢٣٤٥٦', [6]],
  ['double', '12.'],
  ['double', 'abc'],
  ['double', '12.5', { decimals: 2 }],
  ['double', '12.5', { separator: 'comma' }],
  ['email', 'budi@'],
  ['email', 'a@b.co, c.d@e.com'],
  ['email', 'a@b.co,', ['multiple']],
  ['excluded', 'a', ['a', 'b']],
  ['oneOf', 'x', ['a', 'b']],
  ['oneOf', ['a', 'x'], { values: ['a', 'b'] }],
  ['integer', '4.2'],
  ['integer', 4.2],
  ['integer', 'abc'],
  ['is', 'abc', ['abd']],
  ['is_not', 'rahasia123', ['password']],
  ['is_not', '123456', { value: '123456' }],
  ['length', 'abc', [4]],
  ['max', 'abcd', [3]],
  ['min', 'abcdefg', [8]],
  ['max_value', 101, [100]],
  ['max_value', 'lots', [100]],
  ['min_value', 9999, [10000]],
  ['numeric', '12a'],
  ['numeric', '-1'],
  ['numeric', '1.5'],
  ['numeric', '1١'],
  ['regex', 'abc', { regex: /^ABC$/ }],
  ['regex', 'abc', { regex: '(' }],
  ['required', ''],
  ['required', '   '],
  ['required', null],
  ['required', undefined],
  ['required', []],
  ['required', false, { allowFalse: false }],
  ['required', false, ['false']],
  ['required_if', '', ['kind', 'pos']],
  ['required_if', null, ['password']],
  ['factor_of_thousands', '10500'],
  ['factor_of_thousands', '0'],
  ['factor_of_thousands', '-1000'],
  ['factor_of_thousands', '1.000'],
  ['greater-than', 5000, ['min_price']],
  ['greater-than', 'abc', ['10']],
  ['phone', '0812345'],
  ['phone', '0712345678901'],
];

describe('rules', () => {
  const rows = (cases: Case[]) => cases.map(([rule, value, params]) => ({ rule, value, params }));

  it.each(rows(passing))('$rule passes $value with $params', ({ rule, value, params }) => {
    expect(runRule(rule, value, params, { form })).toBe(true);
  });

  it.each(rows(failing))('$rule fails $value with $params', ({ rule, value, params }) => {
    expect(runRule(rule, value, params, { form })).toBe(false);
  });

  const everyRule = Object.keys(rules) as RuleName[];
  const optional = everyRule.filter((r) => r !== 'required' && r !== 'required_if');
  const someParams: Partial<Record<RuleName, unknown[]>> = {
    between: [1, 2],
    digits: [3],
    dimensions: [1, 1],
    length: [1],
    max: [1],
    min: [5],
    max_value: [1],
    min_value: [5],
    size: [1],
    regex: ['^x$'],
    ext: ['png'],
    mimes: ['image/png'],
    oneOf: ['a'],
    excluded: ['a'],
    confirmed: ['password'],
    is: ['zzz'],
  };

  it.each(optional)('%s passes empty values (vee-validate semantics)', (rule) => {
    for (const empty of ['', null, undefined, []]) {
      expect(runRule(rule, empty, someParams[rule], { form })).toBe(true);
    }
  });

  it('isEmptyValue', () => {
    expect([undefined, null, '', []].every(isEmptyValue)).toBe(true);
    expect([0, false, ' ', [''], {}].some(isEmptyValue)).toBe(false);
  });

  it('calls rules directly with typed params', () => {
    expect(rules.min('abc', { length: 2 })).toBe(true);
    expect(rules.confirmed('a', { target: 'b' }, { form: { b: 'a' } })).toBe(true);
    expect(rules.confirmed('a', { target: 'b' })).toBe(false);
    expect(rules.required(false, { allowFalse: false })).toBe(false);
  });

  it('every rule with positional parameters has names for them', () => {
    for (const names of Object.values(ruleParamNames)) {
      expect(names?.length).toBeGreaterThan(0);
      expect(names?.filter((n) => n.startsWith('...')).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('parseRuleKey / toRuleParams', () => {
  it.each([
    ['required', { rule: 'required', args: [] }],
    ['min:8', { rule: 'min', args: ['8'] }],
    ['between:1,10', { rule: 'between', args: ['1', '10'] }],
    ['confirmed:password', { rule: 'confirmed', args: ['password'] }],
    ['regex:^a,b:c$', { rule: 'regex', args: ['^a,b:c$'] }],
  ])('%s', (key, parsed) => {
    expect(parseRuleKey(key)).toEqual(parsed);
  });

  it('names positional arguments, collecting rest lists', () => {
    expect(toRuleParams('between', ['1', '10'])).toEqual({ min: '1', max: '10' });
    expect(toRuleParams('oneOf', ['a', 'b'])).toEqual({ values: ['a', 'b'] });
    expect(toRuleParams('required_if', ['kind', 'a', 'b'])).toEqual({ target: 'kind', values: ['a', 'b'] });
    expect(toRuleParams('required_if', ['kind'])).toEqual({ target: 'kind', values: [] });
    expect(toRuleParams('min', { length: 3 })).toEqual({ length: 3 });
    expect(toRuleParams('alpha', ['ignored'])).toEqual({});
    expect(toRuleParams('min', undefined)).toEqual({});
  });
});
