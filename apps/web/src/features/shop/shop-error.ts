import { isApiError } from '../../lib/api-error';
import { type AnyT, errorMessage } from '../../lib/error-message';

/**
 * The text of a refused shop call: the catalogue key's text with its params (e.g. "stock limit:
 * 3 available"); for a 422 with field errors, the first field's text from the server.
 */
export function shopErrorText(t: AnyT, e: unknown): string {
  if (isApiError(e) && e.code === 'validation_failed' && e.errors) {
    const first = Object.values(e.errors).flat()[0];
    if (first?.message) return first.message;
  }
  return errorMessage(t, e);
}
