import {
  PAYMENT_GROUP_LABELS,
  type PaymentGroup,
  type PaymentMethodCode,
  type PaymentProvider,
  paymentMethodInfo,
} from '@konter/core/payment';
import { currentLocale } from '../../lib/i18n';

/** A payment method's name in the current language ("Transfer BCA", "BCA virtual account", "DANA"). */
export const methodName = (code: PaymentMethodCode) => paymentMethodInfo(code).name[currentLocale()];

/** A payment group's name in the current language. */
export const groupName = (group: PaymentGroup) => PAYMENT_GROUP_LABELS[group][currentLocale()];

/** Our own unique-code bank transfer (no gateway): instructions, unique code, manual claim. */
export const isOwnBankTransfer = (code: PaymentMethodCode) =>
  paymentMethodInfo(code).provider === 'bank_transfer';

/** The gateways' brand names, to tell apart a channel both offer (the same in every language). */
const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  bank_transfer: 'Transfer',
  xendit: 'Xendit',
  midtrans: 'Midtrans',
};
export const providerName = (provider: PaymentProvider) => PROVIDER_NAMES[provider];
