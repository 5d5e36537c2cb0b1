import { describe, expect, it } from 'vitest';
import { type PaymentEvent, type PaymentStatus, reconcile } from './gateway.js';
import { MIDTRANS_ENABLED_PAYMENTS, midtransState } from './midtrans.mapping.js';
import { formatWibTime, hexDigestEquals, parseRupiah, parseWibTime, secretEquals } from './wire.js';
import { xenditState } from './xendit.adapter.js';

describe('provider statuses to our states', () => {
  it.each([
    ['settlement', 'accept', 'paid'],
    ['capture', 'accept', 'paid'],
    ['capture', 'challenge', 'pending'],
    ['capture', undefined, 'pending'],
    ['authorize', 'accept', 'pending'],
    ['pending', 'accept', 'pending'],
    ['deny', 'deny', 'failed'],
    ['deny', 'accept', 'failed'],
    ['cancel', 'accept', 'failed'],
    ['failure', undefined, 'failed'],
    ['expire', 'accept', 'expired'],
    ['refund', 'accept', 'refunded'],
    ['partial_refund', 'accept', 'refunded'],
    ['chargeback', 'accept', 'refunded'],
    ['partial_chargeback', 'accept', 'refunded'],
    ['something_new', 'accept', 'pending'],
  ] as const)('Midtrans %s (fraud %s) is %s', (status, fraud, state) => {
    expect(midtransState(status, fraud)).toBe(state);
  });

  it.each([
    ['PENDING', 'pending'],
    ['PAID', 'paid'],
    ['SETTLED', 'paid'],
    ['EXPIRED', 'expired'],
    ['UNKNOWN', 'pending'],
  ] as const)('Xendit %s is %s', (status, state) => {
    expect(xenditState(status)).toBe(state);
  });

  it('sends each Midtrans channel as its Snap enabled_payments names', () => {
    expect(MIDTRANS_ENABLED_PAYMENTS).toEqual({
      creditcard: ['credit_card'],
      gopay: ['gopay'],
      shopeepay: ['shopeepay'],
      qris: ['other_qris'],
      alfamart: ['alfamart'],
      indomaret: ['indomaret'],
      kredivo: ['kredivo'],
      dana: ['dana'],
      bank_transfer: ['bca_va', 'bni_va', 'bri_va', 'echannel', 'permata_va', 'other_va'],
    });
  });
});

describe('reconcile: a notification against the provider answer', () => {
  const event: PaymentEvent = {
    eventKey: 'inv1:PAID',
    orderId: 'DEP1',
    providerRef: 'inv1',
    transactionId: 'inv1',
    state: 'paid',
    amount: 50_000,
    raw: {},
  };
  const status = (over: Partial<PaymentStatus>): PaymentStatus => ({
    orderId: 'DEP1',
    providerRef: 'inv1',
    state: 'paid',
    amount: 50_000,
    raw: {},
    ...over,
  });

  it('confirms when the provider agrees or is further along', () => {
    expect(reconcile(event, status({}))).toMatchObject({ ok: true, event: { state: 'paid' } });
    expect(reconcile({ ...event, state: 'pending' }, status({}))).toMatchObject({
      ok: true,
      event: { state: 'paid' },
    });
    expect(reconcile(event, status({ state: 'refunded' }))).toMatchObject({
      ok: true,
      event: { state: 'refunded' },
    });
  });

  it('refuses when the provider is behind, elsewhere, unaware, or disagrees on order or amount', () => {
    expect(reconcile(event, status({ state: 'pending' })).ok).toBe(false);
    expect(reconcile(event, status({ state: 'expired' })).ok).toBe(false);
    expect(reconcile({ ...event, state: 'refunded' }, status({})).ok).toBe(false);
    expect(reconcile(event, null)).toEqual({ ok: false, reason: 'unknown to the provider', status: null });
    expect(reconcile(event, status({ orderId: 'DEP2' })).ok).toBe(false);
    expect(reconcile(event, status({ amount: 49_999 })).ok).toBe(false);
  });
});

describe('wire helpers', () => {
  it.each([
    [50_000, 50_000],
    ['50000.00', 50_000],
    ['50000', 50_000],
    [' 650000.00 ', 650_000],
    ['0.00', 0],
    ['50000.50', null],
    ['5e4', null],
    ['-1', null],
    [-1, null],
    [1.5, null],
    [2 ** 53, null],
    [null, null],
    [undefined, null],
  ] as const)('parseRupiah(%j) is %j', (input, out) => {
    expect(parseRupiah(input)).toBe(out);
  });

  it('reads and writes WIB times without an offset', () => {
    expect(parseWibTime('2024-05-20 10:00:00')?.toISOString()).toBe('2024-05-20T03:00:00.000Z');
    expect(parseWibTime('2024-05-20T00:30:00')?.toISOString()).toBe('2024-05-19T17:30:00.000Z');
    expect(parseWibTime('20/05/2024')).toBeUndefined();
    expect(formatWibTime(new Date('2024-05-19T17:30:00Z'))).toBe('2024-05-20 00:30:00');
  });

  it('compares digests and secrets exactly', () => {
    const digest = Buffer.from('00ff'.repeat(8), 'hex');
    expect(hexDigestEquals('00FF'.repeat(8), digest)).toBe(true);
    expect(hexDigestEquals('00ff'.repeat(7), digest)).toBe(false);
    expect(hexDigestEquals(`${'00ff'.repeat(8)}00`, digest)).toBe(false);
    expect(hexDigestEquals('zz'.repeat(16), digest)).toBe(false);
    expect(hexDigestEquals(undefined, digest)).toBe(false);
    expect(secretEquals('token', 'token')).toBe(true);
    expect(secretEquals('token ', 'token')).toBe(false);
    expect(secretEquals('', '')).toBe(false);
    expect(secretEquals(undefined, 'token')).toBe(false);
  });
});
