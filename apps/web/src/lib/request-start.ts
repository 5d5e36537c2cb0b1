/**
 * Spec §4 (calls §4): "every request hides alerts, clears notifications and shows a loading
 * indicator, unless loading is switched off for that request". The loading indicator is the top
 * progress bar (app/layout/shell-parts.tsx, AppMeta `loading`). What a request hides is announced
 * here when an action starts (a mutation whose meta does not say `loading: false`; lib/query-client):
 * forms drop their alert (lib/form.ts useServerErrors) and the app drops the error and warning
 * snackbars of earlier failures (app/provider.tsx). Background fetches (queries) announce nothing:
 * a refetch on focus or a status poll must not wipe what the user is reading.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever a request starts; returns the unsubscribe function. */
export function onRequestStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function requestStarted(): void {
  for (const listener of [...listeners]) listener();
}
