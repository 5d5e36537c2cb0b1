import type { AgentLoanStatus } from '@konter/core/contracts/loan';
import { and, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromRow } from '../../db/rows.js';
import { type AgentLoan, agentLoanPayments, agentLoans } from '../../db/schema/index.js';

// Every statement of agent loans (loan.service.ts holds the rules and the transactions).

const ACTIVE_OR_PENDING: AgentLoanStatus[] = ['pending', 'active'];

/** The loan account's balance and what purchases still in process hold from it, in one snapshot. */
export async function loanAccountState(
  db: Db,
  userId: number,
): Promise<{ balance: number; pending: number }> {
  const res = (await db.execute(sql`
    SELECT a.balance::bigint AS balance,
           coalesce((SELECT sum(h.amount) FROM ledger_holds h
                      WHERE h.source_account_id = a.id AND h.state = 'pending'), 0)::bigint AS pending
      FROM ledger_accounts a WHERE a.user_id = ${userId} AND a.kind = 'loan'`)) as unknown as {
    rows: { balance: string | number; pending: string | number }[];
  };
  const r = res.rows[0];
  return { balance: Number(r?.balance ?? 0), pending: Number(r?.pending ?? 0) };
}

/** The user's open (pending or active) loan. */
export async function findOpenLoan(db: Db, userId: number): Promise<AgentLoan | undefined> {
  const [row] = await db
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.userId, userId), inArray(agentLoans.status, ACTIVE_OR_PENDING)))
    .limit(1);
  return row;
}

export async function findLatestLoan(db: Db, userId: number): Promise<AgentLoan | undefined> {
  const [row] = await db
    .select()
    .from(agentLoans)
    .where(eq(agentLoans.userId, userId))
    .orderBy(desc(agentLoans.id))
    .limit(1);
  return row;
}

/** The user's loan in one status (a user has at most one pending or active loan). */
export async function findLoanByStatus(
  db: Db,
  userId: number,
  status: AgentLoanStatus,
): Promise<AgentLoan | undefined> {
  const [row] = await db
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.userId, userId), eq(agentLoans.status, status)))
    .limit(1);
  return row;
}

/** A pending loan by its id (the approvals registry names loans by id). */
export async function findPendingLoan(db: Db, id: number): Promise<AgentLoan | undefined> {
  const [row] = await db
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.id, id), eq(agentLoans.status, 'pending')));
  return row;
}

/** A loan by id, whatever its status (the approvals queue's detail). */
export async function findLoan(db: Db, id: number): Promise<AgentLoan | undefined> {
  const [row] = await db.select().from(agentLoans).where(eq(agentLoans.id, id));
  return row;
}

/** Locks a loan row by id (every change of a loan takes it first). */
export async function lockLoanRow(tx: Db, id: number): Promise<AgentLoan | undefined> {
  const [row] = await tx.select().from(agentLoans).where(eq(agentLoans.id, id)).for('update');
  return row;
}

/** Locks the user's loan in one status. */
export async function lockLoanByStatus(
  tx: Db,
  userId: number,
  status: AgentLoanStatus,
): Promise<AgentLoan | undefined> {
  const [row] = await tx
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.userId, userId), eq(agentLoans.status, status)))
    .for('update');
  return row;
}

/** A new loan row; the unique index agent_loans_open_user_key refuses a second open loan. */
export async function insertLoan(db: Db, values: typeof agentLoans.$inferInsert): Promise<AgentLoan> {
  const [row] = await db.insert(agentLoans).values(values).returning();
  return row!;
}

export async function updateLoan(
  tx: Db,
  id: number,
  patch: Partial<typeof agentLoans.$inferInsert>,
): Promise<AgentLoan> {
  const [row] = await tx
    .update(agentLoans)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(agentLoans.id, id))
    .returning();
  return row!;
}

/** Adds a repayment to the loan's collected amount. */
export async function addCollected(tx: Db, id: number, amount: number): Promise<AgentLoan> {
  const [row] = await tx
    .update(agentLoans)
    .set({ collectedAmount: sql`${agentLoans.collectedAmount} + ${amount}`, updatedAt: new Date() })
    .where(eq(agentLoans.id, id))
    .returning();
  return row!;
}

export async function insertLoanPayment(tx: Db, values: typeof agentLoanPayments.$inferInsert) {
  const [row] = await tx.insert(agentLoanPayments).values(values).returning();
  return row!;
}

/** Loans for the administrator, newest first, optionally in one status. */
export function listLoanRows(db: Db, status?: AgentLoanStatus): Promise<AgentLoan[]> {
  return db
    .select()
    .from(agentLoans)
    .where(status ? eq(agentLoans.status, status) : undefined)
    .orderBy(desc(agentLoans.id))
    .limit(500);
}

/** Active loans past their due date not flagged overdue yet. */
export function overdueCandidates(db: Db, today: string): Promise<AgentLoan[]> {
  return db
    .select()
    .from(agentLoans)
    .where(and(eq(agentLoans.status, 'active'), lt(agentLoans.dueDate, today), isNull(agentLoans.overdueAt)));
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * The site flag agent_debt_enabled (app_settings `site`, owned by features/site; its default is
 * false). Read here because loan may not import site (site → account → loan).
 */
export async function agentDebtEnabledFlag(db: Db): Promise<boolean> {
  const [r] = await rows<{ v: unknown }>(
    db,
    sql`SELECT value -> 'agent_debt_enabled' AS v FROM app_settings WHERE key = 'site'`,
  );
  return r?.v === true || r?.v === 'true';
}

/**
 * The start of a loan's current due period (contracts/loan.ts LOAN_DEPOSIT_STATUSES): the approval,
 * or once extended, 00:00 WIB of the day after the old due date.
 */
const periodStart = (l: SQL) => sql`CASE WHEN ${l}.old_due_date IS NULL THEN ${l}.approved_at
  ELSE ((${l}.old_due_date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta') END`;

/** What the loan's repayments of its current due period add up to. */
export async function periodRepaid(db: Db, loanId: number): Promise<number> {
  const [r] = await rows<{ s: unknown }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0)::bigint AS s
          FROM agent_loans l JOIN agent_loan_payments p ON p.loan_id = l.id
         WHERE l.id = ${loanId} AND p.created_at >= ${periodStart(sql`l`)}`,
  );
  return Number(r?.s ?? 0);
}

/** The user's repayments, newest first, and how many there are. */
export async function listUserPayments(
  db: Db,
  userId: number,
  opts: { limit: number; offset: number },
): Promise<{ items: (typeof agentLoanPayments.$inferSelect)[]; total: number }> {
  const [count] = await rows<{ total: unknown }>(
    db,
    sql`SELECT count(*) AS total FROM agent_loan_payments WHERE user_id = ${userId}`,
  );
  const items = await db
    .select()
    .from(agentLoanPayments)
    .where(eq(agentLoanPayments.userId, userId))
    .orderBy(desc(agentLoanPayments.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { items, total: Number(count?.total ?? 0) };
}

export interface DownlineLoanRow {
  loan: AgentLoan;
  agentName: string;
  agentPhone: string;
  balance: number;
  pending: number;
  periodRepaid: number;
}

/**
 * The loans of the master's direct downlines (users.referred_by = master), newest first, optionally
 * in one status and by the agent's name or phone, with each loan account's balance, its pending
 * holds and the repayments of the current due period: everything a loan's view needs, one statement.
 */
export async function listDownlineLoans(
  db: Db,
  masterId: number,
  opts: { status?: AgentLoanStatus; search?: string },
): Promise<DownlineLoanRow[]> {
  const like = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
    SELECT l.*, u.name AS agent_name, u.hp AS agent_phone,
           coalesce(a.balance, 0)::bigint AS loan_balance,
           coalesce((SELECT sum(h.amount) FROM ledger_holds h
                      WHERE h.source_account_id = a.id AND h.state = 'pending'), 0)::bigint AS loan_pending,
           coalesce((SELECT sum(p.amount) FROM agent_loan_payments p
                      WHERE p.loan_id = l.id AND p.created_at >= ${periodStart(sql`l`)}), 0)::bigint AS period_repaid
      FROM agent_loans l
      JOIN users u ON u.id = l.user_id
      LEFT JOIN ledger_accounts a ON a.user_id = l.user_id AND a.kind = 'loan'
     WHERE u.referred_by = ${masterId}
       ${opts.status ? sql`AND l.status = ${opts.status}` : sql``}
       ${like ? sql`AND (u.name ILIKE ${like} OR u.hp ILIKE ${like})` : sql``}
     ORDER BY l.id DESC
     LIMIT 2000`,
  );
  return found.map((r) => ({
    loan: fromRow(agentLoans, r),
    agentName: String(r.agent_name),
    agentPhone: String(r.agent_phone),
    balance: Number(r.loan_balance ?? 0),
    pending: Number(r.loan_pending ?? 0),
    periodRepaid: Number(r.period_repaid ?? 0),
  }));
}
