import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a server-rendered page waits for its scripts (and in the server's render), true once
 * React runs it. A form on such a page keeps its submit button disabled until then: without the
 * app, the browser would submit it as a plain GET, the fields in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
