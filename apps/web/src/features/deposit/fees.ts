import type { DepositTopupRequest, PaymentOption } from '@konter/core/contracts/deposit';
import { type PaymentFee, paymentFee } from '@konter/core/payment';
import type { DepositSettings } from './api/get-deposit-settings';

/**
 * The fee of a method for a nominal by the shared formula (calls §9.1, core paymentFee) with the
 * site's settings: shown at once in the method list. The server's GET payment/fee confirms the
 * chosen one; both run the same function, so they agree unless the settings changed meanwhile.
 */
export function estimateFee(settings: DepositSettings, option: PaymentOption, nominal: number): PaymentFee {
  return paymentFee({
    method: option.method,
    amount: nominal,
    purpose: 'deposit',
    customerPaysFee: settings.settings.pay_external_payment_fee,
    shopeepayOwnRate: settings.settings.shopeepay_own_rate,
    serviceFee: option.service_fee,
  });
}

/** A top-up about to be requested: what is sent, its fee and what the user pays (before the unique code). */
export interface TopupQuote {
  request: DepositTopupRequest;
  fee: number;
  total: number;
}
