import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_CHANNELS,
  exactFee,
  feeRule,
  gatewayFee,
  isPaymentMethodCode,
  MIDTRANS_CHANNELS,
  PAYMENT_GROUP_LABELS,
  PAYMENT_GROUPS,
  PAYMENT_METHOD_CODES,
  PAYMENT_METHOD_INFO,
  type PaymentMethodCode,
  parsePaymentMethod,
  paymentFee,
  paymentMethodCode,
  roundFee,
  XENDIT_CHANNELS,
} from './payment.js';

describe('payment method codes', () => {
  it('are exactly the stable API values', () => {
    expect(PAYMENT_METHOD_CODES).toEqual([
      'bank_transfer:bca',
      'bank_transfer:bri',
      'bank_transfer:bni',
      'bank_transfer:mandiri',
      'bank_transfer:permata',
      'xendit:dana',
      'xendit:ovo',
      'xendit:linkaja',
      'xendit:shopeepay',
      'xendit:qris',
      'xendit:bca',
      'xendit:bri',
      'xendit:bni',
      'xendit:mandiri',
      'xendit:permata',
      'midtrans:creditcard',
      'midtrans:gopay',
      'midtrans:shopeepay',
      'midtrans:qris',
      'midtrans:alfamart',
      'midtrans:indomaret',
      'midtrans:kredivo',
      'midtrans:dana',
      'midtrans:bank_transfer',
    ]);
    expect(BANK_CHANNELS).toHaveLength(5);
    expect(XENDIT_CHANNELS).toHaveLength(10);
    expect(MIDTRANS_CHANNELS).toHaveLength(9);
  });

  it.each([
    ['xendit:dana', { provider: 'xendit', channel: 'dana' }],
    ['midtrans:bank_transfer', { provider: 'midtrans', channel: 'bank_transfer' }],
    ['bank_transfer:mandiri', { provider: 'bank_transfer', channel: 'mandiri' }],
    ['midtrans:ovo', null],
    ['xendit:creditcard', null],
    ['bank_transfer:bsi', null],
    ['XENDIT:DANA', null],
    ['xendit:dana ', null],
    ['xendit', null],
    ['', null],
    [42, null],
    [null, null],
  ] as const)('parsePaymentMethod(%o) → %o', (code, parsed) => {
    expect(parsePaymentMethod(code)).toEqual(parsed);
    expect(isPaymentMethodCode(code)).toBe(parsed !== null);
  });

  it('the zod schema accepts every code and rejects others with the oneOf rule', () => {
    for (const code of PAYMENT_METHOD_CODES) expect(paymentMethodCode.parse(code)).toBe(code);
    const failed = paymentMethodCode.safeParse('midtrans:ovo');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('oneOf');
  });

  it('every method has a group and a name in id, en and zh', () => {
    expect(Object.keys(PAYMENT_METHOD_INFO)).toEqual([...PAYMENT_METHOD_CODES]);
    for (const code of PAYMENT_METHOD_CODES) {
      const info = PAYMENT_METHOD_INFO[code];
      expect(info.code).toBe(code);
      expect(`${info.provider}:${info.channel}`).toBe(code);
      expect(PAYMENT_GROUPS).toContain(info.group);
      expect(Object.keys(info.name).sort()).toEqual(['en', 'id', 'zh']);
      expect(Object.values(info.name).every((n) => n.length > 0)).toBe(true);
    }
    for (const labels of Object.values(PAYMENT_GROUP_LABELS)) {
      expect(Object.values(labels).every((n) => n.length > 0)).toBe(true);
    }
    // Names are distinct within a provider (dana, shopeepay and qris exist at both gateways).
    for (const provider of ['bank_transfer', 'xendit', 'midtrans']) {
      const names = PAYMENT_METHOD_CODES.filter((code) => code.startsWith(`${provider}:`)).map(
        (code) => PAYMENT_METHOD_INFO[code].name.id,
      );
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each([
    ['bank_transfer:bca', 'bank_transfer', 'Transfer BCA'],
    ['xendit:bca', 'virtual_account', 'BCA Virtual Account'],
    ['midtrans:bank_transfer', 'virtual_account', 'Virtual Account Bank'],
    ['xendit:ovo', 'ewallet', 'OVO'],
    ['midtrans:gopay', 'ewallet', 'GoPay'],
    ['xendit:qris', 'qris', 'QRIS'],
    ['midtrans:indomaret', 'retail', 'Indomaret'],
    ['midtrans:creditcard', 'card', 'Kartu Kredit'],
    ['midtrans:kredivo', 'paylater', 'Kredivo'],
  ] as const)('%s is in group %s, named %s', (code, group, name) => {
    expect(PAYMENT_METHOD_INFO[code].group).toBe(group);
    expect(PAYMENT_METHOD_INFO[code].name.id).toBe(name);
  });
});

describe('gatewayFee (calls §9.1)', () => {
  // fee = (amount + flat) / (1 − rate) − amount, which for flat 0 is amount × rate / (1 − rate);
  // provider A (xendit) then × 1.11 except for qris and shopeepay; one rounding at the very end:
  // a fraction below .45 goes down (↓), .45 and above up (↑).
  it.each([
    ['xendit:dana', 10_000, 169], // 10000 × 1.5% / 98.5% = 152.284 × 1.11 = 169.036 ↓
    ['xendit:dana', 100_000, 1_690], // 100000 × 1.5% / 98.5% = 1522.843 × 1.11 = 1690.355 ↓
    ['xendit:dana', 1_000_000, 16_904], // 1000000 × 1.5% / 98.5% = 15228.426 × 1.11 = 16903.553 ↑
    ['xendit:ovo', 10_000, 169], // 10000 × 1.5% / 98.5% = 152.284 × 1.11 = 169.036 ↓
    ['xendit:ovo', 100_000, 1_690], // 100000 × 1.5% / 98.5% = 1522.843 × 1.11 = 1690.355 ↓
    ['xendit:ovo', 1_000_000, 16_904], // 1000000 × 1.5% / 98.5% = 15228.426 × 1.11 = 16903.553 ↑
    ['xendit:linkaja', 10_000, 169], // 10000 × 1.5% / 98.5% = 152.284 × 1.11 = 169.036 ↓
    ['xendit:linkaja', 100_000, 1_690], // 100000 × 1.5% / 98.5% = 1522.843 × 1.11 = 1690.355 ↓
    ['xendit:linkaja', 1_000_000, 16_904], // 1000000 × 1.5% / 98.5% = 15228.426 × 1.11 = 16903.553 ↑
    ['xendit:shopeepay', 10_000, 204], // 10000 × 2% / 98% = 204.082 ↓
    ['xendit:shopeepay', 100_000, 2_041], // 100000 × 2% / 98% = 2040.816 ↑
    ['xendit:shopeepay', 1_000_000, 20_408], // 1000000 × 2% / 98% = 20408.163 ↓
    ['xendit:qris', 10_000, 71], // 10000 × 0.7% / 99.3% = 70.493 ↑
    ['xendit:qris', 100_000, 705], // 100000 × 0.7% / 99.3% = 704.935 ↑
    ['xendit:qris', 1_000_000, 7_049], // 1000000 × 0.7% / 99.3% = 7049.345 ↓
    ['xendit:bca', 10_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:bca', 1_000_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:bri', 10_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:bri', 1_000_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:bni', 10_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:bni', 1_000_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:mandiri', 10_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:mandiri', 1_000_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:permata', 10_000, 4_440], // flat 4000 × 1.11 = 4440
    ['xendit:permata', 1_000_000, 4_440], // flat 4000 × 1.11 = 4440
    ['midtrans:creditcard', 10_000, 2_564], // (10000 + 2200) / 97.1% − 10000 = 2564.367 ↓
    ['midtrans:creditcard', 100_000, 5_252], // (100000 + 2200) / 97.1% − 100000 = 5252.317 ↓
    ['midtrans:creditcard', 1_000_000, 32_132], // (1000000 + 2200) / 97.1% − 1000000 = 32131.823 ↑
    ['midtrans:gopay', 10_000, 204], // 10000 × 2% / 98% = 204.082 ↓
    ['midtrans:gopay', 100_000, 2_041], // 100000 × 2% / 98% = 2040.816 ↑
    ['midtrans:gopay', 1_000_000, 20_408], // 1000000 × 2% / 98% = 20408.163 ↓
    ['midtrans:shopeepay', 10_000, 71], // 10000 × 0.7% / 99.3% = 70.493 ↑
    ['midtrans:shopeepay', 100_000, 705], // 100000 × 0.7% / 99.3% = 704.935 ↑
    ['midtrans:shopeepay', 1_000_000, 7_049], // 1000000 × 0.7% / 99.3% = 7049.345 ↓
    ['midtrans:qris', 10_000, 71], // 10000 × 0.7% / 99.3% = 70.493 ↑
    ['midtrans:qris', 100_000, 705], // 100000 × 0.7% / 99.3% = 704.935 ↑
    ['midtrans:qris', 1_000_000, 7_049], // 1000000 × 0.7% / 99.3% = 7049.345 ↓
    ['midtrans:alfamart', 10_000, 5_000], // flat 5000
    ['midtrans:alfamart', 1_000_000, 5_000], // flat 5000
    ['midtrans:indomaret', 10_000, 5_000], // flat 5000
    ['midtrans:indomaret', 1_000_000, 5_000], // flat 5000
    ['midtrans:kredivo', 10_000, 204], // 10000 × 2% / 98% = 204.082 ↓
    ['midtrans:kredivo', 100_000, 2_041], // 100000 × 2% / 98% = 2040.816 ↑
    ['midtrans:kredivo', 1_000_000, 20_408], // 1000000 × 2% / 98% = 20408.163 ↓
    ['midtrans:dana', 10_000, 170], // 10000 × 1.67% / 98.33% = 169.836 ↑
    ['midtrans:dana', 100_000, 1_698], // 100000 × 1.67% / 98.33% = 1698.363 ↓
    ['midtrans:dana', 1_000_000, 16_984], // 1000000 × 1.67% / 98.33% = 16983.627 ↑
    ['midtrans:bank_transfer', 10_000, 4_480], // flat 4480
    ['midtrans:bank_transfer', 1_000_000, 4_480], // flat 4480
  ] as const)('%s, %i → %i', (method, amount, fee) => {
    expect(gatewayFee(method, amount)).toBe(fee);
  });

  // Provider B's shopeepay is priced as qris unless its flag is set; then its own 2%.
  it.each([
    [10_000, 71, 204], // 10000 × 0.7% / 99.3% = 70.493 ↑ | 10000 × 2% / 98% = 204.082 ↓
    [100_000, 705, 2_041], // 704.935 ↑ | 2040.816 ↑
    [1_000_000, 7_049, 20_408], // 7049.345 ↓ | 20408.163 ↓
  ])('midtrans:shopeepay, %i → %i as qris, %i with its own rate', (amount, asQris, ownRate) => {
    expect(gatewayFee('midtrans:shopeepay', amount)).toBe(asQris);
    expect(gatewayFee('midtrans:shopeepay', amount, { shopeepayOwnRate: false })).toBe(asQris);
    expect(gatewayFee('midtrans:shopeepay', amount, { shopeepayOwnRate: true })).toBe(ownRate);
    // the flag is provider B's: provider A's shopeepay is always 2%, without VAT
    expect(gatewayFee('xendit:shopeepay', amount, { shopeepayOwnRate: true })).toBe(ownRate);
  });

  it('our own bank transfer has no gateway fee', () => {
    for (const bank of BANK_CHANNELS) {
      expect(feeRule(`bank_transfer:${bank}`)).toBeNull();
      expect(gatewayFee(`bank_transfer:${bank}`, 250_000)).toBe(0);
    }
  });

  it('rejects amounts that are not whole, non-negative rupiah, and unknown methods', () => {
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => gatewayFee('xendit:dana', amount)).toThrow(RangeError);
      expect(() => gatewayFee('bank_transfer:bca', amount)).toThrow(RangeError);
    }
    expect(() => gatewayFee('xendit:gopay' as PaymentMethodCode, 10_000)).toThrow(RangeError);
  });

  it('an amount of 0 still pays the flat part', () => {
    expect(gatewayFee('xendit:bca', 0)).toBe(4_440);
    expect(gatewayFee('midtrans:creditcard', 0)).toBe(2_266); // 2200 / 97.1% = 2265.705 ↑
    expect(gatewayFee('xendit:dana', 0)).toBe(0);
  });
});

describe('the 0.45 rounding edge', () => {
  // xendit dana: a × 150 / 9850 × 1.11 = a × 333 / 19700, so the fraction moves in steps of 1/19700
  // and is exactly .45 = 8865/19700 when 333a ≡ 8865 (mod 19700).
  it.each([
    [12_805, 216, 217], // 12805 × 333 / 19700 = 4264065 / 19700 = 216.45 exactly → up
    [32_505, 549, 550], // 549.45 exactly → up
    [52_205, 882, 883], // 882.45 exactly → up (floats say 52205 × 0.015 / 0.985 × 1.11 = 882.4499999999999)
    [15_408, 260, 260], // 260.449949… (8864/19700 past 260) → down
    [35_108, 593, 593], // 593.449949… → down
    [10_202, 172, 173], // 172.450050… (8866/19700 past 172) → up
    [29_902, 505, 506], // 505.450050… → up
  ])('xendit:dana, %i: exact fee %i.4…, rounded %i', (amount, whole, fee) => {
    const { num, den } = exactFee(amount, feeRule('xendit:dana')!);
    expect(num / den).toBe(BigInt(whole));
    expect(gatewayFee('xendit:dana', amount)).toBe(fee);
    expect(gatewayFee('xendit:ovo', amount)).toBe(fee);
    expect(gatewayFee('xendit:linkaja', amount)).toBe(fee);
  });

  it('exact .45 fractions are what the table above says they are', () => {
    const { num, den } = exactFee(12_805, feeRule('xendit:dana')!);
    expect(num * 20n).toBe(den * 4329n); // 4329 / 20 = 216.45
  });

  // Channels whose denominators never give exactly .45: the nearest fractions either side.
  it.each([
    ['xendit:qris', 773, 5], // 773 × 70 / 9930 = 5411 / 993 = 5.44914 → down
    ['xendit:qris', 915, 7], // 6405 / 993 = 6.45015 → up
    ['midtrans:creditcard', 795, 2_289], // (795 + 2200) / 97.1% − 795 = 2289.44902 → down
    ['midtrans:creditcard', 862, 2_292], // 2291.45005 → up
    ['midtrans:dana', 7_151, 121], // 7151 × 167 / 9833 = 121.44991 → down
    ['midtrans:dana', 5_679, 97], // 96.45002 → up
    ['xendit:shopeepay', 22, 0], // 22 × 200 / 9800 = 22 / 49 = 0.44898 → down
    ['xendit:shopeepay', 23, 1], // 23 / 49 = 0.46939 → up
  ] as const)('%s, %i → %i', (method, amount, fee) => {
    expect(gatewayFee(method, amount)).toBe(fee);
  });

  it.each([
    [0n, 1n, 0],
    [45n, 100n, 1], // 0.45
    [44n, 100n, 0], // 0.44
    [4499999n, 10000000n, 0], // 0.4499999
    [4500001n, 10000000n, 1],
    [99n, 100n, 1],
    [100n, 100n, 1],
    [245n, 100n, 3], // 2.45
    [9n, 20n, 1], // 9/20 = 0.45
  ])('roundFee(%i / %i) → %i', (num, den, out) => {
    expect(roundFee(num, den)).toBe(out);
  });

  it('roundFee rejects a zero or negative denominator and a negative numerator', () => {
    expect(() => roundFee(1n, 0n)).toThrow(RangeError);
    expect(() => roundFee(-1n, 2n)).toThrow(RangeError);
  });
});

/** The spec's formula in exact rationals, step by step as written (an oracle independent of exactFee's algebra). */
function specFee(method: PaymentMethodCode, amount: number, shopeepayOwnRate = false): number {
  const terms = feeRule(method, { shopeepayOwnRate });
  if (terms === null) return 0;
  type Q = [bigint, bigint];
  const sub = ([a, b]: Q, [c, d]: Q): Q => [a * d - c * b, b * d];
  const mul = ([a, b]: Q, [c, d]: Q): Q => [a * c, b * d];
  const div = ([a, b]: Q, [c, d]: Q): Q => [a * d, b * c];
  const q = (n: number, d = 1): Q => [BigInt(n), BigInt(d)];
  const rate = q(terms.rateBp, 10_000);
  let fee = sub(div(q(amount + terms.flat), sub(q(1), rate)), q(amount));
  fee = mul(fee, q(10_000 + terms.vatBp, 10_000));
  const [num, den] = fee;
  const floor = num / den;
  const fraction: Q = [num - floor * den, den];
  return Number(fraction[0] * 100n < 45n * fraction[1] ? floor : floor + 1n);
}

describe('gatewayFee properties', () => {
  const method = fc.constantFrom(...PAYMENT_METHOD_CODES);
  const amount = fc.integer({ min: 0, max: 1_000_000_000 });

  it('matches the formula computed step by step in rationals', () => {
    fc.assert(
      fc.property(method, amount, fc.boolean(), (m, a, own) => {
        expect(gatewayFee(m, a, { shopeepayOwnRate: own })).toBe(specFee(m, a, own));
      }),
      { numRuns: 2000 },
    );
  });

  it('never falls as the amount grows, and stays within .45 below / .55 above the exact fee', () => {
    fc.assert(
      fc.property(method, amount, (m, a) => {
        expect(gatewayFee(m, a + 1)).toBeGreaterThanOrEqual(gatewayFee(m, a));
        const terms = feeRule(m);
        if (terms === null) return;
        const { num, den } = exactFee(a, terms);
        const diff = BigInt(gatewayFee(m, a)) * den - num; // (rounded − exact) × den
        expect(20n * diff > -9n * den && 20n * diff <= 11n * den).toBe(true);
      }),
    );
  });
});

describe('paymentFee', () => {
  it('the worked example of protocols.md: xendit dana 100,000 → fee 1,690, deposit total 101,690', () => {
    expect(paymentFee({ method: 'xendit:dana', amount: 100_000, purpose: 'deposit' })).toEqual({
      fee: 1_690,
      total: 101_690,
      gatewayFee: 1_690,
      serviceFee: 0,
      merchantFee: 0,
    });
  });

  it('gives the same fee and total for a payment (the spec returns "the fee alone" there)', () => {
    const deposit = paymentFee({ method: 'midtrans:creditcard', amount: 100_000, purpose: 'deposit' });
    const payment = paymentFee({ method: 'midtrans:creditcard', amount: 100_000, purpose: 'payment' });
    expect(payment).toEqual(deposit);
    expect(payment.fee).toBe(5_252);
    expect(payment.total).toBe(105_252);
  });

  it('when the merchant bears the external fee, the customer pays the amount and the fee is reported apart', () => {
    expect(
      paymentFee({ method: 'xendit:bca', amount: 50_000, purpose: 'payment', customerPaysFee: false }),
    ).toEqual({ fee: 0, total: 50_000, gatewayFee: 4_440, serviceFee: 0, merchantFee: 4_440 });
  });

  it('adds our service fee as it is, paid by the customer whoever bears the gateway fee', () => {
    expect(
      paymentFee({ method: 'bank_transfer:bca', amount: 50_000, purpose: 'deposit', serviceFee: 2_500 }),
    ).toEqual({ fee: 2_500, total: 52_500, gatewayFee: 0, serviceFee: 2_500, merchantFee: 0 });
    expect(
      paymentFee({
        method: 'midtrans:qris',
        amount: 100_000,
        purpose: 'deposit',
        serviceFee: 1_000,
        customerPaysFee: false,
      }),
    ).toEqual({ fee: 1_000, total: 101_000, gatewayFee: 705, serviceFee: 1_000, merchantFee: 705 });
    expect(() =>
      paymentFee({ method: 'bank_transfer:bca', amount: 50_000, purpose: 'deposit', serviceFee: -1 }),
    ).toThrow(RangeError);
  });

  it('passes the shopeepay flag through', () => {
    const input = { method: 'midtrans:shopeepay', amount: 100_000, purpose: 'deposit' } as const;
    expect(paymentFee(input).fee).toBe(705);
    expect(paymentFee({ ...input, shopeepayOwnRate: true }).fee).toBe(2_041);
  });

  it('always has total = amount + fee and fee + merchantFee = gatewayFee + serviceFee', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHOD_CODES),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000 }),
        (method, amount, customerPaysFee, serviceFee) => {
          const r = paymentFee({ method, amount, purpose: 'deposit', customerPaysFee, serviceFee });
          expect(r.total).toBe(amount + r.fee);
          expect(r.fee + r.merchantFee).toBe(r.gatewayFee + r.serviceFee);
          expect(r.gatewayFee).toBe(gatewayFee(method, amount));
        },
      ),
    );
  });
});
