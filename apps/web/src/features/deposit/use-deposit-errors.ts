import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useServerErrors } from '../../lib/form';

/**
 * lib/form's useServerErrors for the wallet forms: a 422's field errors go onto the fields (by their
 * codes, in the current language) and its code's text into the alert. `alertStatuses` are further
 * statuses the form explains in its alert (their codes are in the mutation's ownErrors); any other
 * status is left to the global handler (false).
 */
export function useDepositErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  alertStatuses: readonly number[] = [],
) {
  const { t } = useTranslation('deposit');
  const server = useServerErrors(form);
  const [alert, setAlert] = useState<string | null>(null);
  const { handle: handleServer, clearAlert } = server;

  // Not memoized: the forms call it from event handlers only.
  const handle = (error: unknown): boolean => {
    setAlert(null);
    if (isApiError(error) && alertStatuses.includes(error.status)) {
      setAlert(errorMessage(t, error));
      return true;
    }
    if (!handleServer(error)) return false;
    setAlert(errorMessage(t, error));
    return true;
  };
  const clear = () => {
    setAlert(null);
    clearAlert();
  };
  return { alert, clearAlert: clear, handle };
}
