import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LAZY_PRELOAD_RATIO, LAZY_RETRIES, LAZY_ROOT_MARGIN, LazyImage } from './lazy-image';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in IntersectionObserver: records the options and lets the test report an intersection. */
function fakeObserver() {
  const seen: { options?: IntersectionObserverInit; fire: (hit: boolean) => void } = { fire: () => {} };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        seen.options = options;
        seen.fire = (hit) =>
          cb([{ isIntersecting: hit } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
  return seen;
}

const img = (c: HTMLElement) => c.querySelector('img');

describe('LazyImage (spec §9.2: preload ratio 1.3, 1 retry)', () => {
  test('loads once within 1.3 viewport heights (30 % below the fold), not before', () => {
    const io = fakeObserver();
    const { container } = render(<LazyImage src="/cover.png" alt="" width={160} height={90} />);
    expect(LAZY_PRELOAD_RATIO).toBe(1.3);
    expect(io.options?.rootMargin).toBe('0px 0px 30% 0px');
    expect(LAZY_ROOT_MARGIN).toBe('0px 0px 30% 0px');
    expect(img(container)?.getAttribute('src')).toBeNull();
    act(() => io.fire(false));
    expect(img(container)?.getAttribute('src')).toBeNull();
    act(() => io.fire(true));
    expect(img(container)?.getAttribute('src')).toBe('/cover.png');
  });

  test('a failed image is requested once more, then its box stays as a placeholder', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<LazyImage src="/broken.png" alt="" className="size-10" />);
    expect(LAZY_RETRIES).toBe(1);
    const first = img(container)!;
    expect(first.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(first);
    const second = img(container)!;
    expect(second).not.toBe(first); // a fresh element: a new request
    expect(second.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(second);
    expect(img(container)).toBeNull();
    expect(container.querySelector('[data-lazy="failed"]')?.className).toContain('size-10');
  });

  test('a server-rendered page keeps src in its HTML and hydrates unchanged', async () => {
    fakeObserver();
    const html = renderToString(<LazyImage src="/cover.png" alt="" />);
    expect(html).toContain('src="/cover.png"');
    expect(html).toContain('loading="lazy"');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, <LazyImage src="/cover.png" alt="" />);
    });
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/cover.png');
    expect(errors).not.toHaveBeenCalled();
    host.remove();
  });
});
