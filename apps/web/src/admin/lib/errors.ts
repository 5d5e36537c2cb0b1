import type { TFunction } from 'i18next';
import type { SnackbarColor } from '../../components/ui/snackbar';
import { isApiError, isFailure } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import type { ErrorHandler } from '../../lib/query-client';

export interface ConsoleErrorDeps {
  notify: (message: string, color: SnackbarColor) => void;
  t: TFunction<['console', 'errors']>;
  /** 401: the staff session ended (idle, disabled, TOTP reset): to the login, back here after. */
  onUnauthenticated: () => void;
}

/**
 * The console's one reaction to failed calls (its QueryCache and MutationCache). A 422 belongs to
 * the form that sent it; a screen names the codes it shows itself in `meta.ownErrors`.
 */
export function createConsoleErrorHandler(deps: ConsoleErrorDeps): ErrorHandler {
  let last = { text: '', at: 0 };
  // Several queries failing together (an ended session) give one snackbar.
  const notify = (text: string, color: SnackbarColor) => {
    const now = Date.now();
    if (text === last.text && now - last.at < 2000) return;
    last = { text, at: now };
    deps.notify(text, color);
  };
  return (error, meta, source) => {
    if (!isApiError(error)) {
      if (error instanceof Error && error.name === 'AbortError') return;
      notify(deps.t('errors:internal'), 'error');
      return;
    }
    if (meta?.silent) return;
    if (meta?.ownErrors?.includes(error.code)) return;
    if (meta?.ownFailures && isFailure(error)) return;
    switch (error.status) {
      case 401:
        notify(deps.t('console:login.expired'), 'warning');
        deps.onUnauthenticated();
        return;
      case 403:
        notify(deps.t('errors:http_403'), 'error');
        return;
      case 422:
        return;
      case 429:
        notify(deps.t('errors:http_429'), 'warning');
        return;
      default:
        if (source === 'query' && error.status >= 500) {
          notify(deps.t('errors:retrieve_failed'), 'error');
          return;
        }
        notify(errorMessage(deps.t, error), 'error');
    }
  };
}
