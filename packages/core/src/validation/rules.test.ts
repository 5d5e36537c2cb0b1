import { describe, expect, it } from 'vitest';
import { isRuleName, parseRuleKey, ruleNames, ruleParamNames, toRuleParams } from './rules.js';

describe('rule names', () => {
  it('are unique, and only they are rule names', () => {
    expect(new Set(ruleNames).size).toBe(ruleNames.length);
    for (const name of ruleNames) expect(isRuleName(name)).toBe(true);
    for (const name of ['nope', 'toString', 'constructor', '']) expect(isRuleName(name)).toBe(false);
  });

  it('every rule with positional parameters has names for them', () => {
    for (const [rule, names] of Object.entries(ruleParamNames)) {
      expect(isRuleName(rule)).toBe(true);
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
