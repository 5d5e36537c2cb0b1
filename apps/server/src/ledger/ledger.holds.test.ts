import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { openTestDatabase } from '../test/db.js';
import { accountHistory, getUserBalances, hold, postHold, transfer, voidHold } from './index.js';
import { createFundedUser, deposit, outcomeOf, testKey } from './testing.js';

let db: Db;
beforeAll(async () => {
  db = (await openTestDatabase()).db;
});

const key = testKey;
const dep = deposit;
const codeOf = outcomeOf;

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
    expect(await codeOf(postHold(db, h.holdId, { credit: 'supplier', amount: 601 }))).toBe('ledger_rejected');
    expect(await codeOf(postHold(db, h.holdId, { credit: 'holds' }))).toBe('ledger_escrow_direct');
    expect(await codeOf(voidHold(db, 987_654_321))).toBe('ledger_hold_not_found');
    // a transfer key cannot be reused as a hold key, nor a posting key
    const t = key();
    await transfer(db, { key: t, debit: dep(a), credit: 'revenue', amount: 1, kind: 'fee' });
    expect(await codeOf(hold(db, { key: t, source: dep(a), amount: 1, kind: 'purchase' }))).toBe(
      'ledger_key_conflict',
    );
    expect(await codeOf(postHold(db, h.holdId, { credit: 'supplier', key: t }))).toBe('ledger_key_conflict');
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
