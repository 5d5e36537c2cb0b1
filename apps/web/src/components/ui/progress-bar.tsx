import { useEffect, useRef, useState } from 'react';

/** Route progress (spec §9.2): appears after a 100 ms delay, starts at 0.08, trickles, then completes. */
export const PROGRESS_DELAY = 100;
export const PROGRESS_MINIMUM = 0.08;

export function ProgressBar({ active, label }: { active: boolean; label: string }) {
  const [value, setValue] = useState<number | null>(null);
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>;
    trickle?: ReturnType<typeof setInterval>;
    done?: ReturnType<typeof setTimeout>;
  }>({});

  useEffect(() => {
    const t = timers.current;
    if (active) {
      clearTimeout(t.done);
      t.delay = setTimeout(() => {
        setValue(PROGRESS_MINIMUM);
        t.trickle = setInterval(
          () => setValue((v) => (v === null ? PROGRESS_MINIMUM : v + (0.95 - v) * 0.08)),
          200,
        );
      }, PROGRESS_DELAY);
    } else {
      clearTimeout(t.delay);
      clearInterval(t.trickle);
      setValue((v) => (v === null ? null : 1));
      t.done = setTimeout(() => setValue(null), 250);
    }
    return () => {
      clearTimeout(t.delay);
      clearInterval(t.trickle);
    };
  }, [active]);

  if (value === null) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        className="h-full origin-left bg-amber-400 transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${value})`, opacity: value >= 1 ? 0 : 1 }}
      />
    </div>
  );
}
