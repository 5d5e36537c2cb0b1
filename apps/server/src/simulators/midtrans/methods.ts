// Snap's payment methods as the simulated customer sees and pays them: the `enabled_payments` name,
// a label for the hosted page, and the fields a notification carries for that method (the shapes of
// Midtrans's sample notifications: va_numbers, permata_va_number, biller_code/bill_key, store, …).

export interface SnapMethod {
  label: string;
  paymentType: string;
  /** Method-specific notification fields; `n` is a per-transaction number for VA/payment codes. */
  fields(n: string): Record<string, unknown>;
  /** Cards end in `capture` (fraud_status accept); everything else settles. */
  card?: boolean;
}

const va = (bank: string) => (n: string) => ({ va_numbers: [{ bank, va_number: `${n}`.slice(0, 18) }] });

export const SNAP_METHODS: Readonly<Record<string, SnapMethod>> = {
  credit_card: {
    label: 'Kartu kredit/debit',
    paymentType: 'credit_card',
    card: true,
    fields: (n) => ({
      masked_card: '48111111-1114',
      bank: 'bni',
      card_type: 'credit',
      channel_response_code: '00',
      channel_response_message: 'Approved',
      approval_code: n.slice(-6),
    }),
  },
  gopay: { label: 'GoPay', paymentType: 'gopay', fields: () => ({}) },
  shopeepay: { label: 'ShopeePay', paymentType: 'shopeepay', fields: () => ({}) },
  other_qris: { label: 'QRIS', paymentType: 'qris', fields: () => ({ acquirer: 'gopay', issuer: 'gopay' }) },
  alfamart: {
    label: 'Alfamart',
    paymentType: 'cstore',
    fields: (n) => ({ store: 'alfamart', payment_code: n.slice(-14) }),
  },
  indomaret: {
    label: 'Indomaret',
    paymentType: 'cstore',
    fields: (n) => ({ store: 'indomaret', payment_code: n.slice(-12) }),
  },
  kredivo: { label: 'Kredivo', paymentType: 'kredivo', fields: () => ({}) },
  akulaku: { label: 'Akulaku PayLater', paymentType: 'akulaku', fields: () => ({}) },
  dana: { label: 'DANA', paymentType: 'dana', fields: () => ({}) },
  bca_va: { label: 'BCA Virtual Account', paymentType: 'bank_transfer', fields: va('bca') },
  bni_va: { label: 'BNI Virtual Account', paymentType: 'bank_transfer', fields: va('bni') },
  bri_va: { label: 'BRI Virtual Account', paymentType: 'bank_transfer', fields: va('bri') },
  other_va: { label: 'Bank lain (ATM Bersama/Prima)', paymentType: 'bank_transfer', fields: va('bni') },
  permata_va: {
    label: 'Permata Virtual Account',
    paymentType: 'bank_transfer',
    fields: (n) => ({ permata_va_number: n.slice(-10) }),
  },
  echannel: {
    label: 'Mandiri Bill Payment',
    paymentType: 'echannel',
    fields: (n) => ({ biller_code: '70012', bill_key: n.slice(-12) }),
  },
};

/** Snap's umbrella names, expanded the way the hosted page lists them. */
const UMBRELLAS: Record<string, string[]> = {
  bank_transfer: ['bca_va', 'bni_va', 'bri_va', 'echannel', 'permata_va', 'other_va'],
  cstore: ['alfamart', 'indomaret'],
};

/** The methods a Snap page offers: `enabled_payments` expanded, unknown names dropped; all when empty. */
export function offeredMethods(enabled: readonly string[]): string[] {
  const names = enabled.length > 0 ? enabled : Object.keys(SNAP_METHODS);
  const out = names.flatMap((n) => UMBRELLAS[n] ?? [n]).filter((n) => n in SNAP_METHODS);
  return [...new Set(out)];
}
