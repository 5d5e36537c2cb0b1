import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createAccountGates } from './account-gate.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('account gates', () => {
  it('caps in-flight work per account, in arrival order, without blocking other accounts', async () => {
    const db = {} as Db;
    const gates = createAccountGates(2);
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
      gates.run(db, ['revenue', { userId: 1, kind: 'deposit' }], work(i)),
    );
    const other = gates.run(db, ['supplier'], async () => 'free');
    expect(await other).toBe('free');
    expect(await Promise.all(hot)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(order).toHaveLength(10);
  });

  it('releases the slot when the work fails', async () => {
    const db = {} as Db;
    const gates = createAccountGates(1);
    await expect(gates.run(db, ['fees'], async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await gates.run(db, ['fees'], async () => 'next')).toBe('next');
  });

  it('keeps separate gates apart, and refuses a limit below 1', async () => {
    const db = {} as Db;
    const a = createAccountGates(1);
    const b = createAccountGates(1);
    let release!: () => void;
    const held = a.run(db, ['fees'], () => new Promise<void>((r) => (release = r)));
    await tick();
    // b has its own slots: the same account is free there while a's only slot is taken
    expect(await b.run(db, ['fees'], async () => 'b')).toBe('b');
    release();
    await held;
    expect(() => a.setLimit(0)).toThrow(RangeError);
    a.setLimit(Number.POSITIVE_INFINITY);
    expect(a.limit).toBe(Number.POSITIVE_INFINITY);
  });
});
