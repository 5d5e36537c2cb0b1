import type { TFunction } from 'i18next';
import type { SnackbarColor } from '../components/ui/snackbar';
import { isApiError, isFailure } from '../lib/api-error';
import { errorMessage } from '../lib/error-message';
import type { AppMeta } from '../lib/query-client';
import { onRequestStart } from '../lib/request-start';

export interface GlobalErrorDeps {
  notify: (message: string, color: SnackbarColor) => void;
  t: TFunction<['errors']>;
  /** 401: forget the session, then Android's native logout or the login page. */
  onUnauthenticated: () => void;
  /** 403 device_pending: the session waits for approval from a trusted device. */
  onDevicePending: () => void;
}

/** Codes that say nothing more than "it failed". */
const GENERIC: string[] = ['internal', 'unknown'];

/**
 * The one place that reacts to failed calls (spec calls §8.1), wired into react-query's QueryCache
 * and MutationCache. 422 is left to the form that sent it (lib/form.ts useServerErrors).
 */
export function createGlobalErrorHandler(deps: GlobalErrorDeps) {
  let last = { text: '', at: 0 };
  // A new request cleared the earlier snackbars (lib/request-start.ts): its own failure is said
  // again even within the 2 s that otherwise merge equal messages.
  onRequestStart(() => {
    last = { text: '', at: 0 };
  });
  // Several queries failing together (e.g. an expired session) give one snackbar, not five.
  const notify = (text: string, color: SnackbarColor) => {
    const now = Date.now();
    if (text === last.text && now - last.at < 2000) return;
    last = { text, at: now };
    deps.notify(text, color);
  };

  return (error: unknown, meta?: AppMeta, source?: 'query' | 'mutation') => {
    if (!isApiError(error)) {
      if (error instanceof Error && error.name === 'AbortError') return;
      console.error(error);
      return;
    }
    if (meta?.silent) return;
    if (meta?.ownErrors?.includes(error.code)) return;
    if (meta?.ownFailures && isFailure(error)) return;

    switch (error.status) {
      case 401:
        notify(deps.t('errors:http_401'), 'error');
        deps.onUnauthenticated();
        return;
      case 403:
        if (error.code === 'device_pending') return deps.onDevicePending();
        notify(deps.t('errors:http_403'), 'error');
        return;
      case 422:
        return;
      case 429:
        // The PIN form shows 'maximum pin attempts reached' itself.
        if (error.code === 'pin_locked') return;
        notify(deps.t('errors:http_429'), 'warning');
        return;
      default:
        // A fetch the server failed without saying why: the spec's "failed to retrieve data".
        if (source === 'query' && error.status >= 500 && GENERIC.includes(error.code)) {
          notify(deps.t('errors:retrieve_failed'), 'error');
          return;
        }
        notify(errorMessage(deps.t, error), 'error');
    }
  };
}
