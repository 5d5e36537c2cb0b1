import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError, isFailure, isStatus } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useServerErrors } from '../../lib/form';

/**
 * What a sign-in step says when its call fails, in its own alert (the steps' calls are `silent`):
 * a 422 on its fields and as the alert (the server's one generic text for a wrong password), the
 * rate limit with its wait, an unreachable server, any other key translated.
 */
export function useStepErrors<T extends FieldValues>(form: { setError: UseFormSetError<T> }) {
  const { t } = useTranslation('console');
  const server = useServerErrors(form);
  const [own, setOwn] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown) => {
      setOwn(null);
      if (isStatus(error, 429)) {
        const seconds = isApiError(error) ? error.retryAfter : null;
        setOwn(seconds ? t('login.rateLimited', { seconds }) : t('login.rateLimitedLater'));
        return;
      }
      if (server.handle(error, { failure: t('login.failure') })) return;
      setOwn(isFailure(error) ? t('login.failure') : errorMessage(t, error));
    },
    [server, t],
  );
  const clear = useCallback(() => {
    setOwn(null);
    server.clearAlert();
  }, [server]);
  return { alert: own ?? server.alert, show, clear };
}
