import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { openUserAccounts } from './accounts.js';
import { transfer } from './ledger.service.js';
import { rows } from './sql.js';

// Test helpers for the ledger (not a test file: vitest only collects *.test.ts).

/** Inserts a bare user row (unique e-mail, phone and referral code) and returns its id. */
export async function createUser(db: Db): Promise<number> {
  const tag = randomUUID().replaceAll('-', '');
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO users (name, email, hp, password_hash, referal_code)
        VALUES ('Ledger Test', ${`${tag}@example.test`}, ${`08${tag.slice(0, 16)}`}, 'x', ${tag})
        RETURNING id`,
  );
  return row!.id;
}

/** A user with open accounts and `deposit` rupiah paid in through the bank-transfer gateway. */
export async function createFundedUser(db: Db, deposit: number): Promise<number> {
  const userId = await createUser(db);
  await openUserAccounts(db, userId);
  if (deposit > 0) {
    await transfer(db, {
      key: `fund:${userId}:${randomUUID()}`,
      debit: 'gateway:bank_transfer',
      credit: { userId, kind: 'deposit' },
      amount: deposit,
      kind: 'topup',
    });
  }
  return userId;
}

export const testKey = () => `test:${randomUUID()}`;
export const deposit = (userId: number) => ({ userId, kind: 'deposit' as const });

/** The AppError code a call ends with ('ok' when it succeeds). */
export const outcomeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected: ${(e as Error).message}`),
  );
