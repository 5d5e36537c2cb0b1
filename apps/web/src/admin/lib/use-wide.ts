import { useSyncExternalStore } from 'react';

/** The console's desktop layout from Tailwind's `lg` (1024 px): sidebar, tables; below it, cards and a drawer. */
const WIDE = '(min-width: 64rem)';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const wide = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(WIDE).matches);

/**
 * Whether the screen is wide enough for tables. Lists render either their table or their cards,
 * never both hidden by CSS: one copy of each row and button in the page.
 */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wide, () => false);
}
