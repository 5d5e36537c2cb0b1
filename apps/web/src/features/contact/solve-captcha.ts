import type { CaptchaChallenge } from '@konter/core/contracts/contact';
import type { Solution } from 'altcha-lib';

/** Workers searching at once: up to 4, always leaving a core to the page. */
const workerCount = () => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));

/**
 * Solves a captcha challenge and returns the payload the form sends (ALTCHA's format: base64 of
 * {challenge, solution}). The search runs in Web Workers that split the counters between them; the
 * worker chunk (with altcha-lib) is only fetched now, never with the page. Where workers cannot run,
 * the same solver runs on the page (it yields to the browser every 200 ms).
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const solution =
    (typeof Worker === 'undefined' ? null : await inWorkers(challenge, signal)) ??
    (await onPage(challenge, signal));
  if (!solution) throw new Error('captcha not solved');
  const { counter, derivedKey } = solution;
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}

async function onPage(challenge: CaptchaChallenge, signal?: AbortSignal) {
  signal?.throwIfAborted();
  const { solve } = await import('./solve');
  return solve({ challenge, start: 0, step: 1 });
}

/** The first worker's answer; null when none could run (the page then solves it itself). */
function inWorkers(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<Solution | null> {
  const n = workerCount();
  const workers: Worker[] = [];
  return new Promise((resolve, reject) => {
    let left = n;
    let started = false;
    const finish = (settle: () => void) => {
      for (const w of workers) w.terminate();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const giveUp = () => {
      left -= 1;
      if (left === 0) finish(() => (started ? reject(new Error('captcha not solved')) : resolve(null)));
    };
    for (let i = 0; i < n; i++) {
      let worker: Worker;
      try {
        worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
      } catch {
        giveUp();
        continue;
      }
      workers.push(worker);
      worker.onmessage = (e: MessageEvent<Solution | null>) => {
        started = true;
        if (e.data) finish(() => resolve(e.data));
        else giveUp();
      };
      worker.onerror = (e) => {
        e.preventDefault();
        giveUp();
      };
      worker.postMessage({ challenge, start: i, step: n });
    }
  });
}
