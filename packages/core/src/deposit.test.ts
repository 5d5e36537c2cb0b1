import { describe, expect, it } from 'vitest';
import {
  canCancelTopup,
  canClaimTopup,
  DEPOSIT_TOPUP_STATUSES,
  depositCode,
  depositCreditDate,
  isAfterDepositCutoff,
  isDepositCode,
  isUniqueCode,
  MIN_TOPUP_DEFAULT,
  pickUniqueCode,
  topupNominalRule,
  topupTotal,
} from './deposit.js';
import { formatRule } from './validation/localize.js';

describe('topupNominalRule', () => {
  it.each([
    [10_000, undefined, null],
    [50_000, undefined, null],
    [9_000, undefined, 'min_value:10000'],
    [0, undefined, 'min_value:10000'],
    [-10_000, undefined, 'min_value:10000'],
    [10_500, undefined, 'factor_of_thousands'],
    [5_000, 5_000, null],
    [5_000, 20_000, 'min_value:20000'],
    [1_000_000_000, undefined, null],
    [1_000_001_000, undefined, 'max_value:1000000000'],
    [10_000.5, undefined, 'integer'],
    ['10000', undefined, 'integer'],
    [Number.NaN, undefined, 'integer'],
  ] as const)('%s with minimum %s → %s', (nominal, min, rule) => {
    expect(topupNominalRule(nominal, min)).toBe(rule);
  });

  it('renders as the validation messages', () => {
    expect(MIN_TOPUP_DEFAULT).toBe(10_000);
    expect(formatRule(topupNominalRule(9_000)!, 'nominal', 'id')).toBe('Nominal minimal 10.000');
    expect(formatRule(topupNominalRule(10_500)!, 'nominal', 'en')).toBe(
      'Nominal must be a multiple of 1,000',
    );
  });
});

describe('deposit code', () => {
  it.each([
    ['DEP1', true],
    ['DEP20250101000123', true],
    ['DEP', false],
    ['dep123', false],
    ['DEP12a', false],
    ['XDEP12', false],
    [`DEP${'1'.repeat(31)}`, false],
    [123, false],
  ] as const)('%s → %s', (code, ok) => {
    expect(isDepositCode(code)).toBe(ok);
  });

  it('is DEP plus the given digits', () => {
    expect(depositCode(42)).toBe('DEP42');
    expect(depositCode('000123')).toBe('DEP000123');
    expect(depositCode(12345678901234567890n)).toBe('DEP12345678901234567890');
    for (const bad of ['', '12a', -1, 1.5, 2 ** 60]) expect(() => depositCode(bad)).toThrow(RangeError);
  });
});

describe('21:30 Asia/Jakarta cut-off', () => {
  // Jakarta is UTC+7: 21:30 WIB = 14:30 UTC.
  it.each([
    ['2025-03-10T14:29:59.999Z', false, '2025-03-10'], // 21:29:59.999 WIB
    ['2025-03-10T14:30:00.000Z', false, '2025-03-10'], // 21:30 sharp is still accepted
    ['2025-03-10T14:30:00.001Z', true, '2025-03-11'],
    ['2025-03-10T16:59:59.999Z', true, '2025-03-11'], // 23:59:59.999 WIB
    ['2025-03-10T17:00:00.000Z', false, '2025-03-11'], // 00:00 WIB on the 11th
    ['2025-03-10T02:00:00.000Z', false, '2025-03-10'], // 09:00 WIB
    ['2025-02-28T15:00:00.000Z', true, '2025-03-01'], // 22:00 WIB, month end
    ['2024-12-31T16:00:00.000Z', true, '2025-01-01'], // 23:00 WIB, year end
  ])('%s → after cut-off %s, credited on %s', (iso, after, date) => {
    expect(isAfterDepositCutoff(new Date(iso))).toBe(after);
    expect(depositCreditDate(new Date(iso))).toBe(date);
  });

  it('rejects an invalid date', () => {
    expect(() => isAfterDepositCutoff(new Date('nope'))).toThrow(RangeError);
    expect(() => depositCreditDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('unique transfer code', () => {
  it.each([
    [1, true],
    [999, true],
    [0, false],
    [1000, false],
    [12.5, false],
    ['12', false],
  ] as const)('isUniqueCode(%s) → %s', (v, ok) => {
    expect(isUniqueCode(v)).toBe(ok);
  });

  it('picks among the free codes only', () => {
    expect(pickUniqueCode([], () => 0)).toBe(1);
    expect(pickUniqueCode([], () => 0.999999)).toBe(999);
    expect(pickUniqueCode([1, 2, 3], () => 0)).toBe(4);
    const allButOne = Array.from({ length: 999 }, (_, i) => i + 1).filter((c) => c !== 500);
    expect(pickUniqueCode(allButOne, Math.random)).toBe(500);
    expect(pickUniqueCode([...allButOne, 500])).toBeNull();
    expect(pickUniqueCode([], () => 1)).toBe(999); // a random() of 1 stays in range
    for (let i = 0; i < 200; i++) expect(isUniqueCode(pickUniqueCode([7, 8, 9]))).toBe(true);
  });

  it('the total carries the code', () => {
    expect(topupTotal({ nominal: 50_000, fee: 0, uniqueCode: 123 })).toBe(50_123);
    expect(topupTotal({ nominal: 100_000, fee: 1_690 })).toBe(101_690);
    expect(topupTotal({ nominal: 100_000, fee: 2_500, uniqueCode: null })).toBe(102_500);
  });
});

describe('top-up states', () => {
  it('cancel only while pending; claim only our own bank transfer, while pending or after expiry', () => {
    expect(DEPOSIT_TOPUP_STATUSES.filter(canCancelTopup)).toEqual(['pending']);
    const claimable = (method: 'bank_transfer:bca' | 'xendit:bca') =>
      DEPOSIT_TOPUP_STATUSES.filter((status) => canClaimTopup({ status, method }));
    expect(claimable('bank_transfer:bca')).toEqual(['pending', 'expired']);
    expect(claimable('xendit:bca')).toEqual([]);
  });
});
