import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { setAccountConcurrency, withAccountSlots } from './account-gate.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('withAccountSlots', () => {
  it('caps in-flight work per account, in arrival order, without blocking other accounts', async () => {
    const db = {} as Db;
    setAccountConcurrency(2);
    let inFlight = 0;
    let peak = 0;
    const order: number[] = [];
    const work = (i: number) => async () => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await tick();
      inFlight--;
      order.push(i);
      return i;
    };
    const hot = Array.from({ length: 10 }, (_, i) =>
      withAccountSlots(db, ['revenue', { userId: 1, kind: 'deposit' }], work(i)),
    );
    const other = withAccountSlots(db, ['supplier'], async () => 'free');
    expect(await other).toBe('free');
    expect(await Promise.all(hot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(order).toHaveLength(10);
    setAccountConcurrency(4);
  });

  it('releases the slot when the work fails', async () => {
    const db = {} as Db;
    setAccountConcurrency(1);
    await expect(
      withAccountSlots(db, ['fees'], async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await withAccountSlots(db, ['fees'], async () => 'next')).toBe('next');
    setAccountConcurrency(4);
  });
});
