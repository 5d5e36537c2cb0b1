import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { onPostgres, openTestDatabase } from '../test/db.js';
import {
  accountHistory,
  accountId,
  ensureSystemAccounts,
  getUserBalances,
  hold,
  openUserAccounts,
  postHold,
  transfer,
  voidHold,
} from './index.js';
import { rows } from './sql.js';
import { createFundedUser, createUser } from './testing.js';

let db: Db;
beforeAll(async () => {
  db = (await openTestDatabase()).db;
});

const key = () => `test:${randomUUID()}`;
const dep = (userId: number) => ({ userId, kind: 'deposit' as const });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected: ${(e as Error).message}`),
  );
const systemBalance = async (code: string) =>
  (await rows<{ balance: number }>(db, sql`SELECT balance FROM ledger_accounts WHERE code = ${code}`))[0]!
    .balance;
const transfersWithKey = async (k: string) =>
  (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE key = ${k}`))[0]!
    .n;

describe('accounts', () => {
  it('opens user accounts idempotently and reads balances', async () => {
    const userId = await createUser(db);
    expect(await getUserBalances(db, userId)).toEqual({ deposit: 0, cashback: 0, loan: 0 });
    const first = await openUserAccounts(db, userId);
    const again = await openUserAccounts(db, userId);
    expect(again).toEqual(first);
    expect(await accountId(db, { userId, kind: 'cashback' })).toBe(first.cashback);
    await ensureSystemAccounts(db);
    await ensureSystemAccounts(db);
    expect(await accountId(db, 'revenue')).toBeGreaterThan(0);
    expect(await codeOf(accountId(db, { userId: userId + 1_000_000, kind: 'deposit' }))).toBe('not_found');
  });
});

describe('transfer', () => {
  it('moves money and records both sides with the balance after', async () => {
    const a = await createFundedUser(db, 10_000);
    const b = await createFundedUser(db, 0);
    const r = await transfer(db, { key: key(), debit: dep(a), credit: dep(b), amount: 2_500, kind: 'p2p' });
    expect(r).toMatchObject({ debitBalanceAfter: 7_500, creditBalanceAfter: 2_500, replayed: false });
    expect((await getUserBalances(db, a)).deposit).toBe(7_500);
    expect((await getUserBalances(db, b)).deposit).toBe(2_500);
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const a = await createFundedUser(db, 1_000);
    const revenueBefore = await systemBalance('revenue');
    const k = key();
    const err = await transfer(db, {
      key: k,
      debit: dep(a),
      credit: 'revenue',
      amount: 1_001,
      kind: 'fee',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'insufficient_balance', message: 'Insufficient deposit balance' });
    expect((await getUserBalances(db, a)).deposit).toBe(1_000);
    expect(await transfersWithKey(k)).toBe(0);
    // (on the shared PostgreSQL test database other files move system balances concurrently)
    if (!onPostgres()) expect(await systemBalance('revenue')).toBe(revenueBefore);
    // The failed key was not consumed: once it can succeed, it does.
    const ok = await transfer(db, { key: k, debit: dep(a), credit: 'revenue', amount: 1_000, kind: 'fee' });
    expect(ok).toMatchObject({ debitBalanceAfter: 0, replayed: false });
  });

  it('replays a repeated key with the original outcome, even if the request differs', async () => {
    const a = await createFundedUser(db, 5_000);
    const b = await createFundedUser(db, 0);
    const k = key();
    const first = await transfer(db, { key: k, debit: dep(a), credit: dep(b), amount: 1_000, kind: 'p2p' });
    const again = await transfer(db, { key: k, debit: dep(a), credit: dep(b), amount: 1_000, kind: 'p2p' });
    const different = await transfer(db, {
      key: k,
      debit: dep(b),
      credit: 'revenue',
      amount: 999,
      kind: 'x',
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(different).toEqual({ ...first, replayed: true });
    expect(await getUserBalances(db, a)).toMatchObject({ deposit: 4_000 });
    expect(await getUserBalances(db, b)).toMatchObject({ deposit: 1_000 });
    expect(await transfersWithKey(k)).toBe(1);
  });

  it('lets system accounts go negative but no user account', async () => {
    const a = await createFundedUser(db, 0);
    const r = await transfer(db, {
      key: key(),
      debit: 'loan_pool',
      credit: { userId: a, kind: 'loan' },
      amount: 50_000,
      kind: 'loan',
    });
    expect(r.creditBalanceAfter).toBe(50_000);
    expect(
      await codeOf(
        transfer(db, {
          key: key(),
          debit: { userId: a, kind: 'cashback' },
          credit: 'revenue',
          amount: 1,
          kind: 'x',
        }),
      ),
    ).toBe('insufficient_balance');
  });

  it('validates amounts, keys, accounts and refuses the escrow', async () => {
    const a = await createFundedUser(db, 100);
    const base = { key: key(), debit: dep(a), credit: 'revenue' as const, amount: 1, kind: 'x' };
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53, '10' as unknown as number]) {
      expect(await codeOf(transfer(db, { ...base, amount }))).toBe('validation_failed');
    }
    expect(await codeOf(transfer(db, { ...base, key: '' }))).toBe('validation_failed');
    expect(await codeOf(transfer(db, { ...base, key: 'hold:1:post' }))).toBe('validation_failed');
    expect(await codeOf(transfer(db, { ...base, credit: 'holds' }))).toBe('validation_failed');
    expect(await codeOf(transfer(db, { ...base, credit: 'nope' as 'revenue' }))).toBe('validation_failed');
    expect(await codeOf(transfer(db, { ...base, credit: dep(a) }))).toBe('validation_failed');
    expect(await codeOf(transfer(db, { ...base, credit: dep(a + 1_000_000) }))).toBe('not_found');
    expect((await getUserBalances(db, a)).deposit).toBe(100);
  });

  it('commits and rolls back with the caller transaction', async () => {
    const a = await createFundedUser(db, 1_000);
    await db
      .transaction(async (tx) => {
        await transfer(tx, { key: key(), debit: dep(a), credit: 'revenue', amount: 400, kind: 'fee' });
        expect((await getUserBalances(tx, a)).deposit).toBe(600);
        tx.rollback();
      })
      .catch(() => {});
    expect((await getUserBalances(db, a)).deposit).toBe(1_000);
    await db.transaction(async (tx) => {
      await transfer(tx, { key: key(), debit: dep(a), credit: 'revenue', amount: 400, kind: 'fee' });
    });
    expect((await getUserBalances(db, a)).deposit).toBe(600);
  });
});

describe('holds', () => {
  it('places, then posts all of it to the destination', async () => {
    const a = await createFundedUser(db, 10_000);
    const h = await hold(db, {
      key: key(),
      source: dep(a),
      amount: 3_000,
      kind: 'purchase',
      reference: 'INV-1',
    });
    expect(h).toMatchObject({ state: 'pending', amount: 3_000, sourceBalanceAfter: 7_000, replayed: false });
    const p = await postHold(db, h.holdId, { credit: 'supplier' });
    expect(p).toMatchObject({
      state: 'posted',
      postedAmount: 3_000,
      releasedAmount: 0,
      sourceBalanceAfter: 7_000,
      replayed: false,
    });
    expect((await getUserBalances(db, a)).deposit).toBe(7_000);
  });

  it('posts part of it and returns the remainder to the source', async () => {
    const a = await createFundedUser(db, 10_000);
    const h = await hold(db, { key: key(), source: dep(a), amount: 3_000, kind: 'purchase' });
    const p = await postHold(db, h.holdId, { credit: 'supplier', amount: 2_200, key: key() });
    expect(p).toMatchObject({
      state: 'posted',
      postedAmount: 2_200,
      releasedAmount: 800,
      sourceBalanceAfter: 7_800,
    });
    expect((await getUserBalances(db, a)).deposit).toBe(7_800);
  });

  it('voids it back to the source (the refund path)', async () => {
    const a = await createFundedUser(db, 10_000);
    const h = await hold(db, { key: key(), source: dep(a), amount: 3_000, kind: 'purchase' });
    const v = await voidHold(db, h.holdId);
    expect(v).toMatchObject({
      state: 'voided',
      postedAmount: 0,
      releasedAmount: 3_000,
      sourceBalanceAfter: 10_000,
    });
    expect((await getUserBalances(db, a)).deposit).toBe(10_000);
  });

  it('resolves exactly once: a second post or void returns the first resolution', async () => {
    const a = await createFundedUser(db, 10_000);
    const h = await hold(db, { key: key(), source: dep(a), amount: 3_000, kind: 'purchase' });
    const posted = await postHold(db, h.holdId, { credit: 'supplier', amount: 1_000 });
    expect(await voidHold(db, h.holdId)).toEqual({ ...posted, replayed: true });
    expect(await postHold(db, h.holdId, { credit: 'revenue', amount: 3_000 })).toEqual({
      ...posted,
      replayed: true,
    });
    expect((await getUserBalances(db, a)).deposit).toBe(9_000);
    const h2 = await hold(db, { key: key(), source: dep(a), amount: 500, kind: 'purchase' });
    const voided = await voidHold(db, h2.holdId);
    expect(await postHold(db, h2.holdId, { credit: 'supplier' })).toEqual({ ...voided, replayed: true });
    expect((await getUserBalances(db, a)).deposit).toBe(9_000);
  });

  it('resolves once under a concurrent post and void', async () => {
    const a = await createFundedUser(db, 10_000);
    const h = await hold(db, { key: key(), source: dep(a), amount: 3_000, kind: 'purchase' });
    const results = await Promise.all([
      postHold(db, h.holdId, { credit: 'supplier' }),
      voidHold(db, h.holdId),
      postHold(db, h.holdId, { credit: 'supplier', amount: 10 }),
      voidHold(db, h.holdId),
    ]);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const state = results.find((r) => !r.replayed)!.state;
    expect(new Set(results.map((r) => r.state))).toEqual(new Set([state]));
  });

  it('replays a hold key and refuses what cannot be held or posted', async () => {
    const a = await createFundedUser(db, 1_000);
    const k = key();
    const h = await hold(db, { key: k, source: dep(a), amount: 600, kind: 'purchase' });
    expect(await hold(db, { key: k, source: dep(a), amount: 900, kind: 'other' })).toEqual({
      ...h,
      replayed: true,
    });
    expect(await codeOf(hold(db, { key: key(), source: dep(a), amount: 401, kind: 'purchase' }))).toBe(
      'insufficient_balance',
    );
    expect(await codeOf(postHold(db, h.holdId, { credit: 'supplier', amount: 601 }))).toBe(
      'validation_failed',
    );
    expect(await codeOf(postHold(db, h.holdId, { credit: 'holds' }))).toBe('validation_failed');
    expect(await codeOf(voidHold(db, 987_654_321))).toBe('not_found');
    // a transfer key cannot be reused as a hold key, nor a posting key
    const t = key();
    await transfer(db, { key: t, debit: dep(a), credit: 'revenue', amount: 1, kind: 'fee' });
    expect(await codeOf(hold(db, { key: t, source: dep(a), amount: 1, kind: 'purchase' }))).toBe('conflict');
    expect(await codeOf(postHold(db, h.holdId, { credit: 'supplier', key: t }))).toBe('conflict');
    expect((await getUserBalances(db, a)).deposit).toBe(399);
    expect((await voidHold(db, h.holdId)).state).toBe('voided');
  });
});

describe('history', () => {
  it('lists movements newest first with start and end balances, paginated', async () => {
    const a = await createFundedUser(db, 10_000);
    const b = await createFundedUser(db, 0);
    await transfer(db, {
      key: key(),
      debit: dep(a),
      credit: dep(b),
      amount: 1_500,
      kind: 'p2p',
      reference: 'R1',
      meta: { note: 'hi' },
    });
    const h = await hold(db, { key: key(), source: dep(a), amount: 2_000, kind: 'purchase' });
    await voidHold(db, h.holdId);

    const page1 = await accountHistory(db, dep(a), { page: 1, perPage: 2 });
    expect(page1.hasMore).toBe(true);
    expect(
      page1.items.map((i) => [i.holdPhase, i.direction, i.amount, i.startBalance, i.endBalance]),
    ).toEqual([
      ['release', 'credit', 2_000, 6_500, 8_500],
      ['place', 'debit', 2_000, 8_500, 6_500],
    ]);
    const page2 = await accountHistory(db, dep(a), { page: 2, perPage: 2 });
    expect(page2.hasMore).toBe(false);
    expect(page2.items).toHaveLength(2);
    expect(page2.items[0]).toMatchObject({
      kind: 'p2p',
      direction: 'debit',
      amount: 1_500,
      startBalance: 10_000,
      endBalance: 8_500,
      reference: 'R1',
      meta: { note: 'hi' },
      counterparty: dep(b),
    });
    expect(page2.items[0]!.createdAt).toBeInstanceOf(Date);
    expect(page2.items[1]).toMatchObject({
      kind: 'topup',
      startBalance: 0,
      endBalance: 10_000,
      counterparty: 'gateway:bank_transfer',
    });
    const ofB = await accountHistory(db, dep(b));
    expect(ofB.items).toHaveLength(1);
    expect(ofB.items[0]).toMatchObject({
      direction: 'credit',
      startBalance: 0,
      endBalance: 1_500,
      counterparty: dep(a),
    });
  });
});
