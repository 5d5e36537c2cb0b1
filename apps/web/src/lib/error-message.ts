import type { TFunction } from 'i18next';
import { type ApiErrorCode, type ErrorParams, isApiError } from './api-error';
import type { ErrorTextKey } from './i18n/types';

/**
 * The t of any namespace (useTranslation('purchase') too): the texts are looked up with the
 * `errors:` prefix, which works from every t at run time.
 */
// biome-ignore lint/suspicious/noExplicitAny: a t function of whichever namespace the caller has
export type AnyT = TFunction<any>;
const errorsT = (t: AnyT) => t as unknown as TFunction<['errors']>;

/**
 * The text of an error code in the current language: `errors:<code>` of the message catalogue
 * (packages/core/src/messages) with its params filled in. A code this build does not know yet (the
 * server's catalogue grows first) gets the generic text. The `errors` namespace must be loaded
 * (every screen but the landing loads it, the global handler with the first failure).
 */
export function codeMessage(t: AnyT, code: ApiErrorCode, params?: ErrorParams): string {
  const te = errorsT(t);
  const fallback = te('errors:internal');
  // Keys are flat snake_case: anything else (a dotted path, a namespace) is not a code.
  if (!/^[a-z][a-z0-9_]*$/.test(code)) return fallback;
  return te(`errors:${code as ErrorTextKey}`, { ...params, defaultValue: fallback });
}

/** The text to show for a failed call (alerts, snackbars): by its code and params. */
export function errorMessage(t: AnyT, error: unknown): string {
  if (!isApiError(error)) return errorsT(t)('errors:internal');
  return codeMessage(t, error.code, error.params);
}
