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
};

export const knownMessageKeys = Object.values(knownMessages);

/** A server message in the current language, or null when it is not one of the known texts. */
export function translateServerMessage(t: TFunction, message: string): string | null {
  const key = knownMessages[message];
  return key ? t(`errors:message.${key}`) : null;
}

/** The text to show for a failed call (alerts, snackbars). */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:code.internal');
  return (
    translateServerMessage(t, error.message) ??
    t(`errors:code.${error.code}`, { defaultValue: error.message })
  );
}
