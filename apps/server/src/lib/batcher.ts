/**
 * An in-process batcher (application-level group commit): callers `submit` one item and await their
 * own result; the batcher hands the queued items to `run` in batches of at most `maxBatch`, with at
 * most `maxConcurrent` batches running at once. A batch starts as soon as a slot is free — at the
 * latest one event-loop turn after the item arrived (`setImmediate`, no timer) — so a lone item at
 * low load goes at once, while under load the items that arrive during the running batches make up
 * the next, bigger batch. That is what turns one statement + one commit per item into one per batch
 * (bench/purchase/README.md).
 *
 * `run` answers one outcome per item, in the order given: each item gets its own value or error.
 * If `run` throws (or answers the wrong number of outcomes), every item of that batch gets the
 * error; the queue goes on either way, so no item is ever left waiting.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions<I, R> {
  run: (items: I[]) => Promise<Outcome<R>[]>;
  /** Largest batch handed to `run` (default 64). */
  maxBatch?: number;
  /** Batches running at once (default 2). */
  maxConcurrent?: number;
  /**
   * How long an idle batcher waits after an item arrives for others to join it (default 0: one
   * event-loop turn). For work nobody is waiting on in the request path (settlements), where a
   * few milliseconds more make bigger, cheaper batches at moderate load. A full batch goes at once.
   */
  lingerMs?: number;
}

interface Entry<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export const ok = <R>(value: R): Outcome<R> => ({ ok: true, value });
export const failed = <R = never>(error: unknown): Outcome<R> => ({ ok: false, error });

export class Batcher<I, R> {
  maxBatch: number;
  maxConcurrent: number;
  readonly lingerMs: number;
  private readonly run: (items: I[]) => Promise<Outcome<R>[]>;
  private queue: Entry<I, R>[] = [];
  private running = 0;
  private scheduled = false;
  /** Batches and items run so far (for measurements). */
  readonly stats = { batches: 0, items: 0, largest: 0 };

  constructor(opts: BatcherOptions<I, R>) {
    this.run = opts.run;
    this.maxBatch = opts.maxBatch ?? 64;
    this.maxConcurrent = opts.maxConcurrent ?? 2;
    this.lingerMs = opts.lingerMs ?? 0;
    if (!(this.maxBatch >= 1) || !(this.maxConcurrent >= 1) || !(this.lingerMs >= 0))
      throw new RangeError('maxBatch and maxConcurrent must be at least 1, lingerMs at least 0');
  }

  /** Items waiting for a batch (not counting those in running batches). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Batches running now. */
  get active(): number {
    return this.running;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running >= this.maxConcurrent) return;
      if (this.lingerTimer && this.queue.length >= this.maxBatch) {
        clearTimeout(this.lingerTimer);
        this.lingerTimer = undefined;
        this.scheduled = false;
        this.pump();
        return;
      }
      if (this.scheduled) return;
      this.scheduled = true;
      const go = () => {
        this.scheduled = false;
        this.lingerTimer = undefined;
        this.pump();
      };
      // Gather what else arrives in this turn of the event loop (or within lingerMs), then go.
      if (this.lingerMs > 0) this.lingerTimer = setTimeout(go, this.lingerMs);
      else setImmediate(go);
    });
  }

  private lingerTimer: ReturnType<typeof setTimeout> | undefined;

  private pump(): void {
    while (this.running < this.maxConcurrent && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async flush(batch: Entry<I, R>[]): Promise<void> {
    this.stats.batches++;
    this.stats.items += batch.length;
    if (batch.length > this.stats.largest) this.stats.largest = batch.length;
    let outcomes: Outcome<R>[];
    try {
      outcomes = await this.run(batch.map((e) => e.item));
      if (outcomes.length !== batch.length)
        throw new Error(`batch run answered ${outcomes.length} outcomes for ${batch.length} items`);
    } catch (err) {
      for (const e of batch) e.reject(err);
      return;
    }
    batch.forEach((e, i) => {
      const o = outcomes[i]!;
      if (o.ok) e.resolve(o.value);
      else e.reject(o.error);
    });
  }
}
