import { formatMessage, isMessageKey, type RuleParams } from '@konter/core/validation/index';
import type { TFunction } from 'i18next';
import type { ApiFieldError, ErrorParams } from './api-error';
import { type AnyT, codeMessage } from './error-message';
import { currentLocale } from './i18n';

/**
 * The text of one field error of a 422 answer in the current language: a validation rule
 * (`rule:min`) is rendered with the field's label like the client-side checks (core's
 * formatMessage), a catalogue key through the `errors` namespace. A rule this build does not know
 * keeps the server's own text (already in the request's language).
 */
export function fieldErrorMessage(t: AnyT, field: string, error: ApiFieldError): string {
  const generic = () => (t as unknown as TFunction<['errors']>)('errors:validation_failed');
  if (error.code.startsWith('rule:')) {
    const rule = error.code.slice('rule:'.length);
    if (isMessageKey(rule))
      return formatMessage(rule, (error.params ?? {}) as RuleParams, field, currentLocale());
    return error.message || generic();
  }
  if (!/^[a-z][a-z0-9_]*$/.test(error.code)) return error.message || generic();
  return codeMessage(t, error.code, error.params as ErrorParams | undefined);
}
