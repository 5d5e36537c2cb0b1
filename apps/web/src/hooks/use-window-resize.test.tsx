import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, useWindowResize } from './use-window-resize';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe({ onResize }: { onResize: () => void }) {
  useWindowResize(onResize);
  return null;
}

describe('useWindowResize (spec §9.2 resize debounce 50 ms)', () => {
  test('one call 50 ms after the last resize event of a burst; none after unmount', () => {
    const onResize = vi.fn();
    const view = render(<Probe onResize={onResize} />);
    expect(RESIZE_DEBOUNCE_MS).toBe(50);
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(20);
    }
    expect(onResize).not.toHaveBeenCalled();
    vi.advanceTimersByTime(29);
    expect(onResize).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResize).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('resize'));
    view.unmount();
    vi.advanceTimersByTime(100);
    expect(onResize).toHaveBeenCalledOnce();
  });
});
