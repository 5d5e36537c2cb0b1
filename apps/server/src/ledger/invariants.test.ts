import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import { openTestDatabase } from '../test/db.js';
import { accountId, checkLedgerInvariants, hold, transfer } from './index.js';
import { createFundedUser } from './testing.js';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

const dep = (userId: number) => ({ userId, kind: 'deposit' as const });

/**
 * Corrupts the ledger inside a transaction, runs the checker there, then rolls back: on the shared
 * PostgreSQL test database no other test file (and no afterAll check) ever sees the corruption.
 */
async function insideRolledBack(work: (tx: Db) => Promise<void>): Promise<void> {
  const rolledBack = new Error('rolled back');
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
}

describe('checkLedgerInvariants', () => {
  it('finds nothing wrong with a ledger moved only through the service', async () => {
    const a = await createFundedUser(db, 5_000);
    await transfer(db, { key: `inv:${a}:1`, debit: dep(a), credit: 'revenue', amount: 700, kind: 'fee' });
    await hold(db, { key: `inv:${a}:2`, source: dep(a), amount: 300, kind: 'purchase' });
    expect(await checkLedgerInvariants(database)).toEqual([]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });

  it('detects a corrupted balance, and is clean again once it is repaired', async () => {
    const a = await createFundedUser(db, 1_000);
    const id = await accountId(db, dep(a));
    await insideRolledBack(async (tx) => {
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${id}`);
      expect(await checkLedgerInvariants(tx)).toEqual([
        `account ${id} (deposit of user ${a}): stored balance 1001 but its entries sum to 1000`,
      ]);
      await tx.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${id}`);
      expect(await checkLedgerInvariants(tx)).toEqual([]);
    });
  });

  it('detects a one-sided transfer that moves the escrow outside a hold', async () => {
    const a = await createFundedUser(db, 1_000);
    const id = await accountId(db, dep(a));
    await insideRolledBack(async (tx) => {
      await tx.execute(sql`
        INSERT INTO ledger_transfers (key, debit_account_id, credit_account_id, amount, kind)
        VALUES ('inv:rogue', ${id}, (SELECT id FROM ledger_accounts WHERE code = 'holds'), 5, 'rogue')`);
      const found = await checkLedgerInvariants(tx);
      expect(found.toSorted()).toEqual([
        expect.stringMatching(/^transfer \d+ \(inv:rogue\) moves the holds escrow outside a hold$/),
        expect.stringMatching(/^transfer \d+ \(inv:rogue\): entries do not mirror its amount 5$/),
      ]);
    });
  });

  it('detects a hold resolved without its refund', async () => {
    const a = await createFundedUser(db, 1_000);
    const h = await hold(db, { key: `inv:${a}:hold`, source: dep(a), amount: 400, kind: 'purchase' });
    await insideRolledBack(async (tx) => {
      await tx.execute(
        sql`UPDATE ledger_holds SET state = 'voided', resolved_at = now() WHERE id = ${h.holdId}`,
      );
      const found = await checkLedgerInvariants(tx);
      expect(found.some((v) => v.startsWith('holds escrow balance'))).toBe(true);
      expect(found).toContain(
        `hold ${h.holdId} (inv:${a}:hold, voided): its movements do not match its resolution`,
      );
    });
  });

  it('refuses to edit or delete movements: they are immutable rows', async () => {
    const a = await createFundedUser(db, 1_000);
    const id = await accountId(db, dep(a));
    await expect(
      db.execute(sql`UPDATE ledger_entries SET amount = 1 WHERE account_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`DELETE FROM ledger_transfers WHERE credit_account_id = ${id}`),
    ).rejects.toThrow();
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
