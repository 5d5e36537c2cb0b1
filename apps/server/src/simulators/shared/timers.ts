/**
 * Every timer the simulator starts, so that stop() can cancel them all: a simulator must never keep
 * a test process (or a closing server) alive. Timers are also unref'd as a second guard.
 */
export class Timers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sleepers = new Set<() => void>();
  stopped = false;

  /** Runs `fn` after `ms`; returns undefined (and schedules nothing) once stopped. */
  later(ms: number, fn: () => void): NodeJS.Timeout | undefined {
    if (this.stopped) return undefined;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined) {
    if (!timer) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  /** Waits `ms`, cut short by stop() so that no request hangs on shutdown. */
  sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.sleepers.delete(done);
        this.cancel(timer);
        resolve();
      };
      const timer = this.later(ms, done);
      this.sleepers.add(done);
    });
  }

  stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const wake of [...this.sleepers]) wake();
  }
}
