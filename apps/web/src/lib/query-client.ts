import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { type ApiErrorCode, isApiError } from './api-error';
import { requestStarted } from './request-start';

/** Per query/mutation opt-outs from the global error handling (app/global-errors.ts). */
export interface AppMeta extends Record<string, unknown> {
  /** Codes this screen shows itself (e.g. 'pin_locked' on the PIN form). */
  ownErrors?: ApiErrorCode[];
  /** Never show anything globally (background polls, optional data). */
  silent?: boolean;
  /** This screen shows network failures and 5xx itself, with its own text (lib/api-error isFailure). */
  ownFailures?: boolean;
  /**
   * The top progress bar (spec §4: a loading indicator per request unless disabled for it). Default:
   * shown while a query loads data it does not have yet, and while a mutation runs; `false` never
   * shows it, `true` shows it for refreshes of data already shown too. A mutation with `false` is
   * a background request: it neither hides alerts nor clears notifications (lib/request-start.ts).
   */
  loading?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** `source`: a data fetch (query) or an action (mutation); a failed fetch is said as such. */
export type ErrorHandler = (error: unknown, meta?: AppMeta, source?: 'query' | 'mutation') => void;

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, once. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(onError: ErrorHandler) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta, 'query') }),
    mutationCache: new MutationCache({
      // Spec §4: a request hides alerts and clears notifications unless its loading is off.
      onMutate: (_vars, mutation) => {
        if (mutation.meta?.loading !== false) requestStarted();
      },
      onError: (error, _vars, _ctx, mutation) => onError(error, mutation.meta, 'mutation'),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
