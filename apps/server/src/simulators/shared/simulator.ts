import { Timers } from './timers.js';

/** The knobs every simulator takes: how slow and how unreliable it is, and its randomness and clock. */
export interface SimulatorOptions {
  /** Delay before answering API calls. Default 0. */
  latencyMs?: number;
  /** Fraction (0..1) of the calls that a simulator lets fail, as its protocol fails. Default 0. */
  failureRate?: number;
  random?: () => number;
  now?: () => number;
}

/**
 * What every protocol simulator runs on: the injected RNG and clock (tests pin both), latency and
 * failure knobs, and timers that stop() cancels, so that a simulator never keeps a test process or a
 * closing server alive.
 */
export class Simulator<O extends SimulatorOptions> {
  readonly random: () => number;
  readonly now: () => number;
  protected readonly timers = new Timers();
  /** Aborts callbacks in flight on stop(). */
  protected readonly abort = new AbortController();

  constructor(readonly opts: O) {
    this.random = opts.random ?? Math.random;
    this.now = opts.now ?? Date.now;
  }

  get stopped() {
    return this.timers.stopped;
  }

  sleep(ms: number): Promise<void> {
    return this.timers.sleep(ms);
  }

  /** The configured latency, paid before an API call answers; cut short by stop(). */
  latency(): Promise<void> {
    return this.sleep(this.opts.latencyMs ?? 0);
  }

  /** True for a `failureRate` fraction of the calls, as the injected RNG draws. */
  failsNow(): boolean {
    return this.random() < (this.opts.failureRate ?? 0);
  }

  /** `length` random decimal digits from the injected RNG (account and reference numbers). */
  digits(length: number): string {
    return Array.from({ length }, () => Math.floor(this.random() * 10)).join('');
  }

  /** Cancels every timer, wakes sleeping requests and aborts callbacks in flight. Idempotent. */
  stop() {
    this.timers.stop();
    this.abort.abort();
  }
}
