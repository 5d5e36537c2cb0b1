import { useSyncExternalStore } from 'react';

/** True while the media query matches (false where matchMedia is missing, e.g. jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The spec's md breakpoint (768 px): below it, the phone layout. */
export const useIsDesktop = () => useMediaQuery('(min-width: 768px)');
