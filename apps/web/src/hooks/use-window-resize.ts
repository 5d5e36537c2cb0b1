import { useEffect, useRef } from 'react';

/** Spec §9.2: resize handling is debounced by 50 ms. */
export const RESIZE_DEBOUNCE_MS = 50;

/**
 * Calls `onResize` once the window has stopped resizing for 50 ms (a phone turned, a window
 * dragged): one layout read per gesture, not one per frame. Layout that CSS or a media query can
 * follow needs none of this; it is for code that measures (e.g. scrolling a row to an item).
 */
export function useWindowResize(onResize: () => void, delay = RESIZE_DEBOUNCE_MS): void {
  const latest = useRef(onResize);
  latest.current = onResize;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), delay);
    };
    window.addEventListener('resize', onEvent);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onEvent);
    };
  }, [delay]);
}
