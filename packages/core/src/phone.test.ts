import { describe, expect, it } from 'vitest';
import { detectOperator, isValidHp, normalizeHp, OPERATOR_PREFIXES, type Operator } from './phone.js';

describe('normalizeHp', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['6281234567890', '081234567890'],
    ['+6281234567890', '081234567890'],
    ['+62 812-3456-7890', '081234567890'],
    ['  0812 3456 789 ', '08123456789'],
    ['0812345678', '0812345678'],
    ['0812345678901', '0812345678901'],
  ])('%s → %s', (input, local) => {
    expect(normalizeHp(input)).toBe(local);
  });

  it.each([
    '081234567',
    '08123456789012',
    '0712345678',
    '62712345678',
    '+62 21 1234567',
    '0812-345-67a8',
    '(0812)3456789',
    '8123456789',
    '',
  ])('%s is not an Indonesian mobile number', (input) => {
    expect(normalizeHp(input)).toBeNull();
    expect(isValidHp(input)).toBe(false);
  });

  it('handles null and undefined', () => {
    expect(normalizeHp(null)).toBeNull();
    expect(normalizeHp(undefined)).toBeNull();
  });
});

describe('detectOperator', () => {
  const table: [string, Operator][] = [
    ['0811', 'telkomsel'],
    ['0813', 'telkomsel'],
    ['0821', 'telkomsel'],
    ['0823', 'telkomsel'],
    ['0851', 'telkomsel'],
    ['0852', 'telkomsel'],
    ['0853', 'telkomsel'],
    ['0814', 'indosat'],
    ['0816', 'indosat'],
    ['0855', 'indosat'],
    ['0858', 'indosat'],
    ['0817', 'xl'],
    ['0819', 'xl'],
    ['0859', 'xl'],
    ['0877', 'xl'],
    ['0878', 'xl'],
    ['0831', 'axis'],
    ['0833', 'axis'],
    ['0838', 'axis'],
    ['0895', 'tri'],
    ['0899', 'tri'],
    ['0881', 'smartfren'],
    ['0889', 'smartfren'],
  ];
  it.each(table)('%s… → %s', (prefix, operator) => {
    expect(detectOperator(`${prefix}12345678`)).toBe(operator);
    expect(detectOperator(`+62${prefix.slice(1)}12345678`)).toBe(operator);
  });

  it.each(['0820', '0824', '0834', '0854', '0879', '0880', '0890'])('%s… is unknown', (prefix) => {
    expect(detectOperator(`${prefix}12345678`)).toBeNull();
  });

  it('is null for invalid numbers', () => {
    expect(detectOperator('0811')).toBeNull();
    expect(detectOperator('hello')).toBeNull();
  });

  it('maps each prefix to one operator', () => {
    const all = Object.values(OPERATOR_PREFIXES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((p) => /^08\d\d$/.test(p))).toBe(true);
  });
});
