import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { onPostgres, openTestDatabase } from '../test/db.js';
import { accountId, ensureSystemAccounts, getUserBalances, openUserAccounts, transfer } from './index.js';
import { rows } from './sql.js';
import { createFundedUser, createUser, deposit, outcomeOf, testKey } from './testing.js';

let db: Db;
beforeAll(async () => {
  db = (await openTestDatabase()).db;
});

const key = testKey;
const dep = deposit;
const codeOf = outcomeOf;
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
    expect(await codeOf(accountId(db, { userId: userId + 1_000_000, kind: 'deposit' }))).toBe(
      'ledger_account_not_found',
    );
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
      expect(await codeOf(transfer(db, { ...base, amount }))).toBe('ledger_invalid_amount');
    }
    expect(await codeOf(transfer(db, { ...base, key: '' }))).toBe('ledger_invalid_key');
    expect(await codeOf(transfer(db, { ...base, key: 'hold:1:post' }))).toBe('ledger_invalid_key');
    expect(await codeOf(transfer(db, { ...base, credit: 'holds' }))).toBe('ledger_escrow_direct');
    expect(await codeOf(transfer(db, { ...base, credit: 'nope' as 'revenue' }))).toBe(
      'ledger_invalid_account',
    );
    expect(await codeOf(transfer(db, { ...base, credit: dep(a) }))).toBe('ledger_rejected');
    expect(await codeOf(transfer(db, { ...base, credit: dep(a + 1_000_000) }))).toBe(
      'ledger_account_not_found',
    );
    expect((await getUserBalances(db, a)).deposit).toBe(100);
  });

  it('commits and rolls back with the caller transaction', async () => {
    const a = await createFundedUser(db, 1_000);
    // What the transaction saw is asserted outside it: an expect failing inside would only roll
    // it back, and its error would look like the rollback asked for.
    let inside: number | undefined;
    const ended = await db
      .transaction(async (tx) => {
        await transfer(tx, { key: key(), debit: dep(a), credit: 'revenue', amount: 400, kind: 'fee' });
        inside = (await getUserBalances(tx, a)).deposit;
        tx.rollback();
      })
      .then(
        () => 'committed',
        (err: unknown) => err,
      );
    expect(ended).toBeInstanceOf(TransactionRollbackError);
    expect(inside).toBe(600);
    expect((await getUserBalances(db, a)).deposit).toBe(1_000);
    await db.transaction(async (tx) => {
      await transfer(tx, { key: key(), debit: dep(a), credit: 'revenue', amount: 400, kind: 'fee' });
    });
    expect((await getUserBalances(db, a)).deposit).toBe(600);
  });
});
