import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { useServerErrors } from '../../lib/form';
import { depositErrorText, depositMessage, isDepositMessage } from './messages';

/**
 * lib/form's useServerErrors for the wallet forms: a 422's field errors go onto the fields, and the
 * wallet's own server texts (core DEPOSIT_MESSAGES) are shown in the current language, on the field
 * and in the alert. `alertStatuses` are further statuses the form explains in its alert (their codes
 * are in the mutation's ownErrors); any other status is left to the global handler (false).
 */
export function useDepositErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  alertStatuses: readonly number[] = [],
) {
  const { t } = useTranslation('deposit');
  const server = useServerErrors(form);
  const [alert, setAlert] = useState<string | null>(null);
  const { setError } = form;
  const { handle: handleServer, clearAlert } = server;

  // Not memoized: the forms call it from event handlers only.
  const handle = (error: unknown): boolean => {
    setAlert(null);
    if (isApiError(error) && alertStatuses.includes(error.status)) {
      setAlert(depositErrorText(t, error));
      return true;
    }
    if (!handleServer(error) || !isApiError(error)) return false;
    for (const [name, messages] of Object.entries(error.errors ?? {})) {
      const first = messages[0];
      if (first && isDepositMessage(first))
        setError(name as Path<T>, { type: 'server', message: depositMessage(t, first) });
    }
    setAlert(depositErrorText(t, error));
    return true;
  };
  const clear = () => {
    setAlert(null);
    clearAlert();
  };
  return { alert, clearAlert: clear, handle };
}
