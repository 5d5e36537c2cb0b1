import { DEPOSIT_MESSAGES } from '@konter/core/deposit';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import { errorText, translateServerMessage } from '../../lib/error-text';

/** The wallet's server texts (calls §8.3, core DEPOSIT_MESSAGES) → keys of deposit:message.*. */
const keys: Record<string, keyof typeof DEPOSIT_MESSAGES> = Object.fromEntries(
  Object.entries(DEPOSIT_MESSAGES).map(([k, v]) => [v, k as keyof typeof DEPOSIT_MESSAGES]),
);

export const isDepositMessage = (message: string) => Object.hasOwn(keys, message);

/** A server text in the current language: the wallet's own texts first, then the app's known ones. */
export function depositMessage(t: TFunction, message: string): string {
  const key = isDepositMessage(message) ? keys[message] : undefined;
  if (key) return t(`deposit:message.${key}`);
  return translateServerMessage(t, message) ?? message;
}

/** The text for a failed wallet call (alerts in the wallet screens). */
export function depositErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && isDepositMessage(error.message)) return depositMessage(t, error.message);
  return errorText(t, error);
}
