import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/**
 * The server answers with the spec's English texts (calls §8.3). Known ones are translated through
 * `errors:message.*`; anything else falls back to the code's text (errors:code.*) or, for a field
 * error, to the server's own words (zod messages arrive already localized by Accept-Language).
 */
const knownMessages: Record<string, string> = {
  'Wrong phone number, e-mail or password': 'wrongCredentials',
  'Wrong Password': 'wrongPassword',
  'Old Password Wrong': 'oldPasswordWrong',
  'Incorrect PIN Code': 'incorrectPin',
  'maximum pin attempts reached': 'pinLocked',
  'Please create your transaction PIN first.': 'pinNotSet',
  'Your PIN is already set. Use change PIN instead.': 'pinAlreadySet',
  'Invalid OTP code': 'invalidOtp',
  'Invalid verification code': 'invalidVerificationCode',
  'OTP code send failed': 'otpSendFailed',
  'You have reached the maximum phone verification attempts for today (3 times). Please try again tomorrow.':
    'phoneLimit',
  'Your phone number is already verified.': 'phoneAlreadyVerified',
  'This password reset link is invalid or has expired.': 'resetLinkInvalid',
  'This number is already in your contacts.': 'contactExists',
  'You cannot block the device you are using. Log out instead.': 'cannotBlockCurrent',
  'This device was blocked by your trusted device.': 'deviceBlocked',
  'Please verify your e-mail address first.': 'verifyEmailFirst',
  'Please verify your phone number first.': 'verifyPhoneFirst',
  'Registration is closed.': 'registrationClosed',
  'Login is disabled.': 'loginDisabled',
  'Your account balance is still available. You cannot delete your account': 'balanceNotEmpty',
  'invalid number': 'invalidNumber',
  // Catalogue and purchase (calls §8.3).
  'No product found': 'noProduct',
  'Please fill in the destination number': 'destinationRequired',
  'Please refresh the page': 'refreshPage',
  'Nominal not available': 'nominalUnavailable',
  'Stock Empty or Try to Refresh The Page': 'stockEmpty',
  'Operator Not Registered (choose manually)': 'operatorNotRegistered',
  'Insufficient deposit balance': 'insufficientDeposit',
  'Insufficient loan balance': 'insufficientLoan',
  'Insufficient cashback balance': 'insufficientCashback',
  'Customer Information Not Found': 'customerNotFound',
  'Check PLN ID Failed': 'plnCheckFailed',
  'Order number already exist': 'orderNumberExists',
  'The product is currently undergoing price adjustment': 'priceAdjustment',
  'inactive product': 'inactiveProduct',
  'incorrect product code': 'incorrectProductCode',
  'some numbers do not match the product': 'numberMismatch',
  'order not found': 'orderNotFound',
  'no active payment method': 'noPaymentMethod',
  'Please select at least one bill': 'selectBill',
  'This bill was already paid or has expired. Please check it again.': 'billNotPayable',
  'This bill check has expired. Please check it again.': 'billExpired',
  'Your account is not active. Inactive users can only see the price list.': 'accountInactive',
};

/**
 * Server texts that carry details: the supplier's reason after "Customer Information Not Found",
 * the cut-off window, the same-number daily limit. The captured values are passed to the message.
 */
const patterns: Array<{ re: RegExp; key: string; values: (m: RegExpMatchArray) => Record<string, string> }> =
  [
    {
      re: /^Customer Information Not Found \((.+)\)$/,
      key: 'customerNotFoundDetail',
      values: (m) => ({ detail: m[1] ?? '' }),
    },
    {
      re: /^The product is in the supplier's cut-off time \((\d{2}:\d{2})\D+(\d{2}:\d{2}) WIB\)/,
      key: 'cutOff',
      values: (m) => ({ start: m[1] ?? '', end: m[2] ?? '' }),
    },
    {
      re: /^This number already got (.+) today\. The same product to the same number is allowed (\d+)/,
      key: 'sameNumberLimit',
      values: (m) => ({ product: m[1] ?? '', limit: m[2] ?? '' }),
    },
  ];

export const knownMessageKeys = [...Object.values(knownMessages), ...patterns.map((p) => p.key)];

/** A server message in the current language, or null when it is not one of the known texts. */
export function translateServerMessage(t: TFunction, message: string): string | null {
  const key = knownMessages[message];
  if (key) return t(`errors:message.${key}`);
  for (const p of patterns) {
    const m = message.match(p.re);
    if (m) return t(`errors:message.${p.key}`, p.values(m));
  }
  return null;
}

/** The text to show for a failed call (alerts, snackbars). */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:code.internal');
  return (
    translateServerMessage(t, error.message) ??
    t(`errors:code.${error.code}`, { defaultValue: error.message })
  );
}
