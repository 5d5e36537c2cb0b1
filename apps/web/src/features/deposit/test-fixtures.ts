import type { DepositSettings, DepositTopup, PaymentOption } from '@konter/core/contracts/deposit';
import { type PaymentMethodCode, paymentMethodInfo } from '@konter/core/payment';

/** A payment option as deposit/settings lists it. */
export const fakeOption = (method: PaymentMethodCode, serviceFee = 0): PaymentOption => {
  const info = paymentMethodInfo(method);
  return {
    method,
    provider: info.provider,
    channel: info.channel,
    group: info.group,
    name: info.name.id,
    service_fee: serviceFee,
    account:
      info.provider === 'bank_transfer'
        ? { name: 'BCA', account_number: '8720123456', account_name: 'PT KONTER DEMO' }
        : null,
  };
};

/** The embedded default: own BCA/BRI transfer, a virtual account and two e-wallets. */
export const fakeSettings = (over: Partial<DepositSettings['settings']> = {}): DepositSettings => ({
  nominals: [10_000, 20_000, 50_000, 100_000],
  banks: [fakeOption('bank_transfer:bca'), fakeOption('bank_transfer:bri')],
  virtuals: [fakeOption('xendit:bca')],
  payment_methods: [fakeOption('xendit:dana'), fakeOption('midtrans:gopay', 500)],
  settings: {
    currency: 'IDR',
    locale: 'id-ID',
    allow_custom_nominals: true,
    allow_deposit_transfer: true,
    pay_external_payment_fee: true,
    min_topup: 10_000,
    shopeepay_own_rate: false,
    ...over,
  },
});

export const fakeTopup = (over: Partial<DepositTopup> = {}): DepositTopup => ({
  code: 'DEP26112200000123',
  method: 'bank_transfer:bca',
  nominal: 50_000,
  fee: 0,
  unique_code: 123,
  total: 50_123,
  status: 'pending',
  holder_name: null,
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  payment_url: null,
  bank: { name: 'BCA', account_number: '8720123456', account_name: 'PT KONTER DEMO' },
  credited_on: null,
  claim: null,
  created_at: new Date().toISOString(),
  paid_at: null,
  credited_amount: null,
  ...over,
});
