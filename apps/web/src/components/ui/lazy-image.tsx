import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { cn } from './cn';

/** Spec §9.2: lazy images preload at ratio 1.3, with 1 retry. */
export const LAZY_PRELOAD_RATIO = 1.3;
export const LAZY_RETRIES = 1;
/**
 * An image starts loading once its top is within 1.3 viewport heights of the viewport's top, i.e.
 * 30 % of a screen before it scrolls into view (the root margin's percentage is of the viewport).
 */
export const LAZY_ROOT_MARGIN = `0px 0px ${Math.round((LAZY_PRELOAD_RATIO - 1) * 100)}% 0px`;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> & { src: string };

/**
 * An `<img>` that loads when it comes near (LAZY_ROOT_MARGIN) and tries once more when loading
 * fails; after that its box stays as an empty placeholder (the layout does not jump). A page the
 * server rendered keeps its `src` in the HTML (native `loading="lazy"`), so it shows before the
 * app's scripts run and hydrates unchanged; where IntersectionObserver is missing it loads at once.
 */
export function LazyImage({ src, className, alt = '', onError, ...rest }: Props) {
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => !hydrated || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (near || !img) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [near]);

  // A new address starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when src changes
  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [src]);

  if (failed) {
    // The image's own classes size the box (a flex item, or `block` among them).
    return <span aria-hidden="true" className={cn('bg-slate-100', className)} data-lazy="failed" />;
  }
  return (
    <img
      // A retry mounts a fresh element: the browser requests the image again.
      key={attempt}
      ref={ref}
      {...rest}
      alt={alt}
      src={near ? src : undefined}
      loading="lazy"
      decoding="async"
      className={cn(!near && 'bg-slate-100', className)}
      onError={(e) => {
        if (attempt < LAZY_RETRIES) setAttempt((a) => a + 1);
        else setFailed(true);
        onError?.(e);
      }}
    />
  );
}
