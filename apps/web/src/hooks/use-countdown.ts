import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated (OTP resend: 60 s, spec §5). */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return { left, running: left > 0, start };
}
