import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { openTestDatabase } from '../test/db.js';
import {
  applyLedgerBatch,
  checkLedgerInvariants,
  getUserBalances,
  hold,
  ledgerOps,
  voidHold,
} from './index.js';
import { rows } from './sql.js';
import { createFundedUser, deposit, testKey } from './testing.js';

// ledger_apply_batch (migrations/0008): the movements of many holds in one statement. On PostgreSQL
// (TEST_DATABASE_URL) the concurrent case runs batches truly in parallel over a 16-connection pool.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 16 });
});

const balanceOf = async (code: string) =>
  (
    await rows<{ balance: number }>(
      database.db,
      sql`SELECT balance FROM ledger_accounts WHERE code = ${code}`,
    )
  )[0]!.balance;

describe('ledger batches', () => {
  it('posts, partly posts, voids and transfers many holds in one statement', async () => {
    const { db } = database;
    const a = await createFundedUser(db, 10_000);
    const b = await createFundedUser(db, 10_000);
    const h1 = await hold(db, { key: testKey(), source: deposit(a), amount: 3_000, kind: 'purchase' });
    const h2 = await hold(db, { key: testKey(), source: deposit(a), amount: 2_000, kind: 'purchase' });
    const h3 = await hold(db, { key: testKey(), source: deposit(b), amount: 4_000, kind: 'purchase' });
    const revenue = await balanceOf('revenue');
    const supplier = await balanceOf('supplier');
    const costKey = testKey();
    await applyLedgerBatch(db, [
      {
        holdId: h1.holdId,
        ops: [
          ledgerOps.postHold({ credit: 'revenue', key: testKey() }),
          ledgerOps.transfer({
            key: costKey,
            debit: 'revenue',
            credit: 'supplier',
            amount: 2_500,
            kind: 'cost',
          }),
        ],
      },
      { holdId: h2.holdId, ops: [ledgerOps.voidHold()] },
      { holdId: h3.holdId, ops: [ledgerOps.postHold({ credit: 'revenue', amount: 1_000 })] },
    ]);
    expect(await getUserBalances(db, a)).toMatchObject({ deposit: 7_000 });
    expect(await getUserBalances(db, b)).toMatchObject({ deposit: 9_000 });
    expect(await balanceOf('revenue')).toBe(revenue + 3_000 - 2_500 + 1_000);
    expect(await balanceOf('supplier')).toBe(supplier + 2_500);
    // each hold resolved once: a second batch of the same changes nothing
    await applyLedgerBatch(db, [
      { holdId: h2.holdId, ops: [ledgerOps.voidHold()] },
      {
        holdId: h1.holdId,
        ops: [
          ledgerOps.transfer({
            key: costKey,
            debit: 'revenue',
            credit: 'supplier',
            amount: 2_500,
            kind: 'cost',
          }),
        ],
      },
    ]);
    expect(await getUserBalances(db, a)).toMatchObject({ deposit: 7_000 });
    expect(await balanceOf('supplier')).toBe(supplier + 2_500);
    expect(await voidHold(db, h3.holdId)).toMatchObject({ state: 'posted', replayed: true });
    expect(await checkLedgerInvariants(database)).toEqual([]);
  });

  it('is all or nothing: one failing op undoes the whole batch', async () => {
    const { db } = database;
    const a = await createFundedUser(db, 10_000);
    const h1 = await hold(db, { key: testKey(), source: deposit(a), amount: 3_000, kind: 'purchase' });
    const h2 = await hold(db, { key: testKey(), source: deposit(a), amount: 3_000, kind: 'purchase' });
    const err = await applyLedgerBatch(db, [
      { holdId: h1.holdId, ops: [ledgerOps.voidHold()] },
      // more than the hold: refused
      { holdId: h2.holdId, ops: [ledgerOps.postHold({ credit: 'revenue', amount: 5_000 })] },
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('ledger_rejected');
    expect(await getUserBalances(db, a)).toMatchObject({ deposit: 4_000 });
    expect(await checkLedgerInvariants(database)).toEqual([]);
  });

  it('runs concurrent batches of mixed posts and voids in any order without deadlocks', async () => {
    const { db } = database;
    const users = await Promise.all(Array.from({ length: 6 }, () => createFundedUser(db, 100_000)));
    const holds: number[] = [];
    for (let i = 0; i < 48; i++) {
      const h = await hold(db, {
        key: testKey(),
        source: deposit(users[i % users.length]!),
        amount: 1_000 + i,
        kind: 'purchase',
      });
      holds.push(h.holdId);
    }
    // 8 batches of 6, each mixing voids (escrow → payer) and posts (escrow → revenue, revenue →
    // supplier) in a different order: with per-movement locking these would lock the escrow,
    // revenue, supplier and payers in conflicting orders.
    const batches = Array.from({ length: 8 }, (_, b) =>
      holds.slice(b * 6, b * 6 + 6).map((holdId, i) => ({
        holdId,
        ops:
          (i + b) % 2
            ? [ledgerOps.voidHold()]
            : [
                ledgerOps.postHold({ credit: 'revenue' }),
                ledgerOps.transfer({
                  key: testKey(),
                  debit: 'revenue',
                  credit: 'supplier',
                  amount: 500,
                  kind: 'cost',
                }),
              ],
      })),
    );
    const results = await Promise.allSettled(batches.map((items) => applyLedgerBatch(db, items.reverse())));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const states = await rows<{ state: string; n: number }>(
      db,
      sql`SELECT state, count(*)::int AS n FROM ledger_holds WHERE id = ANY(${`{${holds.join(',')}}`}::bigint[]) GROUP BY state ORDER BY state`,
    );
    expect(states).toEqual([
      { state: 'posted', n: 24 },
      { state: 'voided', n: 24 },
    ]);
    expect(await checkLedgerInvariants(database)).toEqual([]);
  });
});
