import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { onPostgres, openTestDatabase } from '../test/db.js';
import {
  checkLedgerInvariants,
  createAccountGates,
  getUserBalances,
  hold,
  postHold,
  transfer,
  voidHold,
} from './index.js';
import { createFundedUser } from './testing.js';

// On PostgreSQL (TEST_DATABASE_URL) these run truly in parallel over a 16-connection pool, which is
// what exercises the guarded debit and the lock ordering; on PGlite they serialize, which is fine.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 16 });
});
const gates = createAccountGates();
afterEach(() => gates.setLimit(4));

const dep = (userId: number) => ({ userId, kind: 'deposit' as const });

describe('concurrency', () => {
  // 'raw': all 64 statements reach PostgreSQL at once; 'gated': the default per-account cap queues
  // them in process first (account-gate.ts). Both must give the same answer.
  it.each([
    ['raw', Number.POSITIVE_INFINITY],
    ['gated', 4],
  ])('lets exactly N of 64 concurrent debits through when the balance covers N (%s)', async (_, cap) => {
    gates.setLimit(cap);
    const { db } = database;
    const N = 23;
    const amount = 1_000;
    const userId = await createFundedUser(db, N * amount);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 64 }, (_, i) =>
        transfer(
          db,
          {
            key: `debit:${userId}:${i}`,
            debit: dep(userId),
            credit: 'revenue',
            amount,
            kind: 'purchase',
          },
          gates,
        ),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(ok).toHaveLength(N);
    expect(refused.every((e) => e instanceof AppError && e.code === 'insufficient_balance')).toBe(true);
    expect((await getUserBalances(db, userId)).deposit).toBe(0);
    // every successful debit saw a distinct balance after: they really were applied one by one
    const afters = ok.map(
      (o) => (o as PromiseFulfilledResult<{ debitBalanceAfter: number }>).value.debitBalanceAfter,
    );
    expect(new Set(afters).size).toBe(N);
    expect(await checkLedgerInvariants(database)).toEqual([]);
  });

  it('does not deadlock on concurrent opposite-direction transfers between two accounts', async () => {
    gates.setLimit(Number.POSITIVE_INFINITY);
    const { db } = database;
    const a = await createFundedUser(db, 100_000);
    const b = await createFundedUser(db, 100_000);
    const run = randomUUID();
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        transfer(
          db,
          {
            key: `swap:${run}:${i}`,
            debit: dep(i % 2 ? a : b),
            credit: dep(i % 2 ? b : a),
            amount: 10 + (i % 7),
            kind: 'p2p',
          },
          gates,
        ),
      ),
    );
    const total = (await getUserBalances(db, a)).deposit + (await getUserBalances(db, b)).deposit;
    expect(total).toBe(200_000);
  });

  it('keeps holds, partial posts and voids consistent under contention', async () => {
    gates.setLimit(Number.POSITIVE_INFINITY);
    const { db } = database;
    const a = await createFundedUser(db, 50_000);
    const run = randomUUID();
    const holds = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        hold(db, { key: `h:${run}:${i}`, source: dep(a), amount: 1_000, kind: 'purchase' }, gates),
      ),
    );
    expect((await getUserBalances(db, a)).deposit).toBe(10_000);
    // each hold is resolved by three racing calls; exactly one of them resolves it
    const results = await Promise.all(
      holds.flatMap((h, i) => [
        postHold(db, h.holdId, { credit: 'supplier', amount: 400 + i }, gates),
        voidHold(db, h.holdId, gates),
        postHold(db, h.holdId, { credit: i % 2 ? 'supplier' : dep(a) }, gates),
      ]),
    );
    let expected = 10_000;
    holds.forEach((h, i) => {
      const mine = results.filter((r) => r.holdId === h.holdId);
      const winner = mine.filter((r) => !r.replayed);
      expect(winner).toHaveLength(1);
      expect(
        mine.every((r) => r.state === winner[0]!.state && r.postedAmount === winner[0]!.postedAmount),
      ).toBe(true);
      // a full post (the only one posting 1,000) of an even hold credits the user's own deposit
      const selfPosted = i % 2 === 0 && winner[0]!.postedAmount === 1_000;
      expected += winner[0]!.releasedAmount + (selfPosted ? 1_000 : 0);
    });
    expect((await getUserBalances(db, a)).deposit).toBe(expected);
    expect(database.driver).toBe(onPostgres() ? 'pg' : 'pglite');
  });
});
