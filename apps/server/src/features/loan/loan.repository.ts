import type { AgentLoanStatus } from '@konter/core/contracts/loan';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
