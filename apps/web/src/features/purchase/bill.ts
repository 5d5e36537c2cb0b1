import type { TransactionView } from '@konter/core/contracts/purchase';

/** One bill sheet (period) of a postpaid inquiry (spec §3 Postpaid bill). */
export interface BillLine {
  period: string;
  billAmount: number;
  admin: number;
  penalty: number;
  meterStart: string | null;
  meterEnd: string | null;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The periods of an inquired bill; the contract types `bill` loosely, so read it defensively. */
export function billLines(trx: TransactionView): BillLine[] {
  const details = trx.bill?.details;
  if (!Array.isArray(details)) return [];
  return details.map((d: Record<string, unknown>) => ({
    period: String(d.period ?? ''),
    billAmount: num(d.billAmount),
    admin: num(d.admin),
    penalty: num(d.penalty),
    meterStart: text(d.meterStart),
    meterEnd: text(d.meterEnd),
  }));
}

/** The total to pay for the selected bills. */
export const billsTotal = (bills: TransactionView[]) => bills.reduce((sum, b) => sum + b.buying_price, 0);
