import { useEffect, useState } from 'react';

/** Milliseconds until `until` (0 once past), ticking every second while there is time left. */
export function useTimeLeft(until: string | null | undefined): number {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(end) || end <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/** 3_723_000 → '01:02:03'; under an hour '02:03'. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
