import { describe, expect, it } from 'vitest';
import { historyKind } from './history.service.js';

describe('deposit history labels', () => {
  const kind = (k: string, amount: number) => historyKind({ kind: k, holdPhase: null, amount });
  it('names loan, debt and affiliate movements by their direction', () => {
    expect(kind('loan_repayment', -5_000)).toBe('loan_repayment');
    expect(kind('debt_repayment', -3_000)).toBe('debt_paid');
    expect(kind('debt_repayment', 3_000)).toBe('debt_received');
    expect(kind('affiliate_commission', 150_000)).toBe('affiliate_commission');
    expect(kind('shop_order', -50_000)).toBe('shop_order');
    expect(kind('shop_payment', 50_000)).toBe('shop_payment');
    expect(kind('mlo_shipment', -12_000)).toBe('shipment');
    expect(kind('postal_shipment', -30_000)).toBe('shipment');
    expect(kind('mlo_adjustment', -2_000)).toBe('shipment_adjustment');
    expect(kind('mlo_adjustment', 2_000)).toBe('refund');
    expect(kind('mlo_cashback', 600)).toBe('cashback');
    expect(kind('something_new', 1)).toBe('adjustment');
  });
});
