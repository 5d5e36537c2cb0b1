import { isApiError } from '../../lib/api-error';
import { type AnyT, errorMessage } from '../../lib/error-message';
import { fieldErrorMessage } from '../../lib/field-error';

/** What a failed order call says: its first field error (422), else the error's own text. */
export function failureText(t: AnyT, error: unknown): string {
  if (isApiError(error) && error.errors) {
    for (const [field, list] of Object.entries(error.errors)) {
      const first = list[0];
      if (first) return fieldErrorMessage(t, field, first);
    }
  }
  return errorMessage(t, error);
}
