import { describe, expect, it, vi } from 'vitest';
import { Batcher, failed, type Outcome, ok } from './batcher.js';

const tick = () => new Promise<void>((r) => setImmediate(r));

/** A run function that records its batches and finishes each when told to. */
function controlled<R = number>(
  answer: (items: number[]) => Outcome<R>[] = (items) => items.map((i) => ok((i * 10) as R)),
) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const run = async (items: number[]) => {
    batches.push(items);
    concurrent++;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise<void>((r) => pending.push(r));
    concurrent--;
    return answer(items);
  };
  const releaseAll = async () => {
    while (pending.length) {
      for (const r of pending.splice(0)) r();
      await tick();
    }
  };
  return { run, batches, pending, releaseAll, maxSeen: () => maxConcurrent };
}

describe('Batcher', () => {
  it('runs a lone item at once, in its own batch, without a timer', async () => {
    // Timers are fake (setImmediate stays real): the item must go without any timer firing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const batches: number[][] = [];
      const b = new Batcher<number, number>({
        run: async (items) => {
          batches.push(items);
          return items.map((i) => ok(i + 1));
        },
      });
      const result = b.submit(1);
      expect(vi.getTimerCount()).toBe(0);
      await tick(); // one event-loop turn, no clock advanced
      expect(batches).toEqual([[1]]);
      expect(await result).toBe(2);
      expect(b.stats).toEqual({ batches: 1, items: 1, largest: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathers what arrives while batches run into the next batch, in submission order', async () => {
    const c = controlled();
    const b = new Batcher<number, number>({ run: c.run, maxConcurrent: 1 });
    const first = b.submit(1);
    await tick();
    expect(c.batches).toEqual([[1]]);
    const rest = [2, 3, 4, 5].map((i) => b.submit(i));
    await tick();
    expect(c.batches).toHaveLength(1); // the one slot is busy: the others wait, together
    expect(b.waiting).toBe(4);
    await c.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40, 50]);
    expect(c.batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('with lingerMs, an idle batcher waits for others to join; a full batch goes at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const batches: number[][] = [];
      const b = new Batcher<number, number>({
        run: async (items) => {
          batches.push(items);
          return items.map((i) => ok(i));
        },
        lingerMs: 30,
        maxBatch: 4,
      });
      const first = b.submit(1);
      vi.advanceTimersByTime(5);
      await tick();
      const second = b.submit(2);
      vi.advanceTimersByTime(24); // 29 ms after the first item: still lingering
      await tick();
      expect(batches).toEqual([]);
      expect(b.waiting).toBe(2);
      vi.advanceTimersByTime(1); // 30 ms: the linger ends, both go together
      expect(batches).toEqual([[1, 2]]);
      expect(await Promise.all([first, second])).toEqual([1, 2]);

      // A full batch does not wait for the linger: it runs within the fourth submit, no clock moved.
      const full = [3, 4, 5, 6].map((i) => b.submit(i));
      expect(batches).toEqual([
        [1, 2],
        [3, 4, 5, 6],
      ]);
      expect(vi.getTimerCount()).toBe(0); // the linger timer was cleared, not left to fire
      expect(await Promise.all(full)).toEqual([3, 4, 5, 6]);
    } finally {
      vi.useRealTimers();
    }
    expect(() => new Batcher({ run: async () => [], lingerMs: -1 })).toThrow(RangeError);
  });

  it('never hands more than maxBatch items to one run', async () => {
    const c = controlled();
    const b = new Batcher<number, number>({ run: c.run, maxBatch: 3, maxConcurrent: 1 });
    const all = Array.from({ length: 10 }, (_, i) => b.submit(i));
    await tick();
    await c.releaseAll();
    expect(await Promise.all(all)).toEqual(Array.from({ length: 10 }, (_, i) => i * 10));
    expect(c.batches).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(b.stats.largest).toBe(3);
  });

  it('runs at most maxConcurrent batches at once', async () => {
    const c = controlled();
    const b = new Batcher<number, number>({ run: c.run, maxBatch: 2, maxConcurrent: 3 });
    const all: Promise<number>[] = [];
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 7; i++) all.push(b.submit(round * 10 + i));
      await tick();
      expect(b.active).toBeLessThanOrEqual(3);
      if (round % 2) await c.releaseAll();
    }
    await c.releaseAll();
    await Promise.all(all);
    expect(c.maxSeen()).toBe(3);
    expect(c.batches.flat().sort((x, y) => x - y)).toEqual(
      Array.from({ length: 5 }, (_, r) => Array.from({ length: 7 }, (_, i) => r * 10 + i))
        .flat()
        .sort((x, y) => x - y),
    );
  });

  it("gives each item its own value or error; one item's error does not touch the others", async () => {
    const b = new Batcher<number, number>({
      run: async (items) => items.map((i) => (i % 2 ? failed(new Error(`odd ${i}`)) : ok(i))),
      maxConcurrent: 1,
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => b.submit(i)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'odd 1',
      2,
      'odd 3',
      4,
    ]);
  });

  it('fails every item of a batch whose run throws, and goes on with the queue', async () => {
    let calls = 0;
    const b = new Batcher<number, number>({
      run: async (items) => {
        calls++;
        await tick();
        if (items.includes(2)) throw new Error('boom');
        return items.map((i) => ok(i));
      },
      maxBatch: 2,
      maxConcurrent: 1,
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => b.submit(i)));
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('boom');
    expect(calls).toBe(3);
    // and it still works afterwards
    expect(await b.submit(9)).toBe(9);
  });

  it('fails the batch when run answers the wrong number of outcomes', async () => {
    const b = new Batcher<number, number>({ run: async () => [ok(1)] });
    const results = await Promise.allSettled([b.submit(1), b.submit(2)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('loses no item under a storm of submissions with failing batches', async () => {
    let n = 0;
    const b = new Batcher<number, number>({
      run: async (items) => {
        await new Promise((r) => setTimeout(r, Math.random() * 3));
        if (++n % 5 === 0) throw new Error('batch failed');
        return items.map((i) => ok(i));
      },
      maxBatch: 7,
      maxConcurrent: 2,
    });
    const all: Promise<number>[] = [];
    for (let i = 0; i < 500; i++) {
      all.push(b.submit(i));
      if (i % 37 === 0) await tick();
    }
    const settled = await Promise.allSettled(all);
    expect(settled).toHaveLength(500);
    const values = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(new Set(values).size).toBe(values.length);
    expect(values.length + settled.filter((r) => r.status === 'rejected').length).toBe(500);
    expect(b.waiting).toBe(0);
    expect(b.active).toBe(0);
    expect(b.stats.items).toBe(500);
  });
});
