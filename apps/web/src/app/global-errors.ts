import type { ErrorCode } from '@konter/core/errors';
import type { TFunction } from 'i18next';
import type { SnackbarColor } from '../components/ui/snackbar';
import { isApiError } from '../lib/api-error';
import { errorText } from '../lib/error-text';

/** Per query/mutation opt-outs from the global handling below. */
export interface AppMeta extends Record<string, unknown> {
  /** Codes this screen shows itself (e.g. 'pin_locked' on the PIN form). */
  ownErrors?: ErrorCode[];
  /** Never show anything globally (background polls, optional data). */
  silent?: boolean;
  /**
   * The top progress bar (spec §4: a loading indicator per request unless disabled for it). Default:
   * shown while a query loads data it does not have yet, and while a mutation runs; `false` never
   * shows it, `true` shows it for refreshes of data already shown too.
   */
  loading?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface GlobalErrorDeps {
  notify: (message: string, color: SnackbarColor) => void;
  t: TFunction;
  /** 401: forget the session, then Android's native logout or the login page. */
  onUnauthenticated: () => void;
  /** 403 device_pending: the session waits for approval from a trusted device. */
  onDevicePending: () => void;
}

/**
 * The one place that reacts to failed calls (spec calls §8.1), wired into react-query's QueryCache
 * and MutationCache. 422 is left to the form that sent it (lib/form.ts useServerErrors).
 */
export function createGlobalErrorHandler(deps: GlobalErrorDeps) {
  let last = { text: '', at: 0 };
  // Several queries failing together (e.g. an expired session) give one snackbar, not five.
  const notify = (text: string, color: SnackbarColor) => {
    const now = Date.now();
    if (text === last.text && now - last.at < 2000) return;
    last = { text, at: now };
    deps.notify(text, color);
  };

  return (error: unknown, meta?: AppMeta) => {
    if (!isApiError(error)) {
      if (error instanceof Error && error.name === 'AbortError') return;
      console.error(error);
      return;
    }
    if (meta?.silent) return;
    if (meta?.ownErrors?.includes(error.code as ErrorCode)) return;

    switch (error.status) {
      case 401:
        notify(deps.t('errors:http.401'), 'error');
        deps.onUnauthenticated();
        return;
      case 403:
        if (error.code === 'device_pending') return deps.onDevicePending();
        notify(deps.t('errors:http.403'), 'error');
        return;
      case 422:
        return;
      case 429:
        // The PIN form shows 'maximum pin attempts reached' itself.
        if (error.code === 'pin_locked' || error.message === 'maximum pin attempts reached') return;
        notify(deps.t('errors:http.429'), 'warning');
        return;
      default:
        notify(errorText(deps.t, error), 'error');
    }
  };
}
