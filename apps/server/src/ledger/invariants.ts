import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { rows } from './sql.js';

// Each check lists at most this many offenders, so a badly broken ledger still prints readably.
const CAP = 20;

/**
 * The money core's invariants (guide/architecture.md, "The money core"), as one statement so that
 * every check reads the same snapshot even while transfers run concurrently:
 *  - each transfer has exactly two entries, -amount on its debit and +amount on its credit account;
 *  - all entries sum to zero;
 *  - each stored balance equals the sum of its entries, and each entry's balance_after is the
 *    running sum of its account's entries (so history start/end balances are right);
 *  - no user account, and no account without allow_negative, is below zero;
 *  - each hold has one placement and, by state, exactly the posting/refund its resolution implies
 *    (at most one refund); the escrow balance equals the pending holds' total, and the escrow moves
 *    only through holds;
 *  - each idempotency key has one transfer and one hold at most;
 *  - every movement names an existing account (there are no foreign keys to accounts, see 0002).
 * Returns the violations as sentences; an empty list means the ledger is consistent.
 */
export async function checkLedgerInvariants(target: Database | Db): Promise<string[]> {
  const db = isDatabase(target) ? target.db : target;
  const found = await rows<{ violation: string }>(
    db,
    sql`
    WITH escrow AS (SELECT id, balance FROM ledger_accounts WHERE code = 'holds')
    (SELECT format('transfer %s (%s): entries do not mirror its amount %s', t.id, t.key, t.amount) AS violation
       FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.id
     HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0
         OR count(*) FILTER (WHERE e.account_id = t.debit_account_id AND e.amount = -t.amount) <> 1
         OR count(*) FILTER (WHERE e.account_id = t.credit_account_id AND e.amount = t.amount) <> 1
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('all entries sum to %s, not 0', s) FROM (SELECT coalesce(sum(amount), 0) AS s FROM ledger_entries) x
      WHERE s <> 0)
    UNION ALL
    (SELECT format('account %s (%s): stored balance %s but its entries sum to %s',
                   a.id, coalesce(a.code, a.kind || ' of user ' || a.user_id), a.balance, coalesce(s.total, 0))
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
         ON s.account_id = a.id
      WHERE a.balance <> coalesce(s.total, 0)
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('entry %s of account %s: balance_after %s but running sum %s', id, account_id, balance_after, running)
       FROM (SELECT id, account_id, balance_after,
                    sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
               FROM ledger_entries) x
      WHERE balance_after <> running
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('account %s (%s): balance %s is negative', id, coalesce(code, kind || ' of user ' || user_id), balance)
       FROM ledger_accounts
      WHERE balance < 0 AND (NOT allow_negative OR user_id IS NOT NULL)
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('holds escrow balance %s but pending holds total %s', escrow.balance, p.total)
       FROM escrow, (SELECT coalesce(sum(amount), 0) AS total FROM ledger_holds WHERE state = 'pending') p
      WHERE escrow.balance <> p.total)
    UNION ALL
    (SELECT format('hold %s (%s, %s): its movements do not match its resolution', h.id, h.key, h.state)
       FROM ledger_holds h CROSS JOIN escrow
       LEFT JOIN ledger_transfers t ON t.hold_id = h.id
      GROUP BY h.id, escrow.id
     HAVING count(*) FILTER (WHERE t.hold_phase = 'place') <> 1
         OR count(*) FILTER (WHERE t.hold_phase = 'place' AND t.amount = h.amount
                               AND t.debit_account_id = h.source_account_id AND t.credit_account_id = escrow.id) <> 1
         OR count(*) FILTER (WHERE t.hold_phase = 'post') <> (h.state = 'posted')::int
         OR count(*) FILTER (WHERE t.hold_phase = 'post' AND t.amount = h.posted_amount
                               AND t.debit_account_id = escrow.id AND t.credit_account_id = h.credit_account_id)
            <> (h.state = 'posted')::int
         OR count(*) FILTER (WHERE t.hold_phase = 'release')
            <> (h.state <> 'pending' AND h.amount > h.posted_amount)::int
         OR count(*) FILTER (WHERE t.hold_phase = 'release' AND t.amount = h.amount - h.posted_amount
                               AND t.debit_account_id = escrow.id AND t.credit_account_id = h.source_account_id)
            <> (h.state <> 'pending' AND h.amount > h.posted_amount)::int
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('transfer %s (%s) moves the holds escrow outside a hold', t.id, t.key)
       FROM ledger_transfers t JOIN escrow ON escrow.id IN (t.debit_account_id, t.credit_account_id)
      WHERE t.hold_id IS NULL
      LIMIT ${CAP})
    UNION ALL
    (SELECT format('idempotency key %s has %s transfers', key, count(*)) FROM ledger_transfers
      GROUP BY key HAVING count(*) > 1 LIMIT ${CAP})
    UNION ALL
    (SELECT format('hold key %s has %s holds', key, count(*)) FROM ledger_holds
      GROUP BY key HAVING count(*) > 1 LIMIT ${CAP})
    UNION ALL
    (SELECT 'the holds escrow account is missing' WHERE NOT EXISTS (SELECT 1 FROM escrow))
    UNION ALL
    (SELECT format('%s %s names unknown account %s', what, id, account_id)
       FROM (SELECT 'entry' AS what, id, account_id FROM ledger_entries
             UNION ALL SELECT 'transfer', id, debit_account_id FROM ledger_transfers
             UNION ALL SELECT 'transfer', id, credit_account_id FROM ledger_transfers
             UNION ALL SELECT 'hold', id, source_account_id FROM ledger_holds
             UNION ALL SELECT 'hold', id, credit_account_id FROM ledger_holds WHERE credit_account_id IS NOT NULL) m
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = m.account_id)
      LIMIT ${CAP})
    `,
  );
  return found.map((r) => r.violation);
}

function isDatabase(x: Database | Db): x is Database {
  return typeof (x as Database).exec === 'function' && 'driver' in x;
}
