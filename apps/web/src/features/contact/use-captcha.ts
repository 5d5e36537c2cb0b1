import type { CaptchaChallenge } from '@konter/core/contracts/contact';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { solveCaptcha } from './solve-captcha';

export type CaptchaState = 'idle' | 'solving' | 'ready' | 'failed';

interface Solved {
  payload: string;
  /** Local time (ms) the challenge runs out, from the server's `expires_in` (no clock skew). */
  expiresAt: number;
}

/** A solution must be good for this much longer to be sent; otherwise a new one is solved. */
const MARGIN_MS = 20_000;

/**
 * The contact form's proof-of-work captcha: `prepare` fetches a challenge and solves it in the
 * background (the form calls it on first focus, so the work is done while the visitor types);
 * `take` gives a solution to send, waiting for it or solving a new one when it ran out; `discard`
 * forgets a solution that was spent or refused (`again` starts the next one at once).
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>('idle');
  const job = useRef<{ promise: Promise<Solved>; abort: AbortController } | null>(null);

  const run = useCallback(() => {
    job.current?.abort.abort();
    const abort = new AbortController();
    const promise = (async () => {
      const fetchedAt = Date.now();
      const { challenge, expires_in } = await api.get<{ challenge: CaptchaChallenge; expires_in: number }>(
        'contact/get-captcha',
        { signal: abort.signal },
      );
      const payload = await solveCaptcha(challenge, abort.signal);
      return { payload, expiresAt: fetchedAt + expires_in * 1000 };
    })();
    const current = { promise, abort };
    job.current = current;
    setState('solving');
    promise.then(
      () => job.current === current && setState('ready'),
      () => {
        if (job.current !== current) return;
        job.current = null;
        setState('failed');
      },
    );
    return promise;
  }, []);

  const prepare = useCallback(() => {
    if (!job.current) run().catch(() => {});
  }, [run]);

  const take = useCallback(async () => {
    const current = job.current;
    if (current) {
      const solved = await current.promise.catch(() => null);
      if (solved && solved.expiresAt - Date.now() > MARGIN_MS) return solved.payload;
    }
    return (await run()).payload;
  }, [run]);

  const discard = useCallback(
    (again: boolean) => {
      job.current?.abort.abort();
      job.current = null;
      setState('idle');
      if (again) prepare();
    },
    [prepare],
  );

  useEffect(() => () => job.current?.abort.abort(), []);
  return { state, prepare, take, discard };
}
