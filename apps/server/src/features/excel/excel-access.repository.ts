import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// Every statement on excel_access_requests (migration 0037): a member's request for the
// `excel_topup` permission and its decision. excel-access.service.ts holds the rules.

export type ExcelAccessStatus = 'pending' | 'approved' | 'rejected';

export interface ExcelAccessRow {
  id: number;
  userId: number;
  note: string | null;
  status: ExcelAccessStatus;
  reason: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  createdAt: Date;
}

/** A request with its member, for the approvals queue. */
export interface ExcelAccessWithUser extends ExcelAccessRow {
  name: string;
  hp: string;
  email: string;
}

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

const rowOf = (r: Record<string, unknown>): ExcelAccessRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  note: (r.note as string | null) ?? null,
  status: r.status as ExcelAccessStatus,
  reason: (r.reason as string | null) ?? null,
  decidedAt: r.decided_at === null || r.decided_at === undefined ? null : date(r.decided_at),
  decidedBy: (r.decided_by as string | null) ?? null,
  createdAt: date(r.created_at),
});
const withUser = (r: Record<string, unknown>): ExcelAccessWithUser => ({
  ...rowOf(r),
  name: String(r.name),
  hp: String(r.hp),
  email: String(r.email),
});

/** The member's latest request, if any. */
export async function findLatestAccessRequest(db: Db, userId: number): Promise<ExcelAccessRow | undefined> {
  const [r] = await rows(
    db,
    sql`SELECT * FROM excel_access_requests WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`,
  );
  return r && rowOf(r);
}

/** A new pending request; the unique index excel_access_requests_pending_key refuses a second. */
export async function insertAccessRequest(
  db: Db,
  userId: number,
  note: string | null,
): Promise<ExcelAccessRow> {
  const [r] = await rows(
    db,
    sql`INSERT INTO excel_access_requests (user_id, note) VALUES (${userId}, ${note}) RETURNING *`,
  );
  return rowOf(r!);
}

/** Locks a request still pending (a decision takes it first); undefined once decided. */
export async function lockPendingAccessRequest(tx: Db, id: number): Promise<ExcelAccessRow | undefined> {
  const [r] = await rows(
    tx,
    sql`SELECT * FROM excel_access_requests WHERE id = ${id} AND status = 'pending' FOR UPDATE`,
  );
  return r && rowOf(r);
}

export async function decideAccessRequest(
  tx: Db,
  id: number,
  d: { status: 'approved' | 'rejected'; reason?: string; by: string },
): Promise<ExcelAccessRow> {
  const [r] = await rows(
    tx,
    sql`UPDATE excel_access_requests
           SET status = ${d.status}, reason = ${d.reason ?? null}, decided_by = ${d.by}, decided_at = now()
         WHERE id = ${id} AND status = 'pending'
     RETURNING *`,
  );
  return rowOf(r!);
}

/** Adds `excel_topup` to the member's permissions in the statement (no read-modify-write race). */
export async function grantExcelTopup(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE users
       SET permissions = (SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}')
                            FROM unnest(array_append(permissions, 'excel_topup')) AS p),
           updated_at = now()
     WHERE id = ${userId}`);
}

const WITH_USER = sql`SELECT r.*, u.name, u.hp, u.email
                        FROM excel_access_requests r JOIN users u ON u.id = r.user_id`;

/** Pending requests, oldest first. */
export async function pendingAccessRequests(db: Db, limit = 500): Promise<ExcelAccessWithUser[]> {
  return (await rows(db, sql`${WITH_USER} WHERE r.status = 'pending' ORDER BY r.id LIMIT ${limit}`)).map(
    withUser,
  );
}

/** One request, whatever its status. */
export async function findAccessRequest(db: Db, id: number): Promise<ExcelAccessWithUser | undefined> {
  const [r] = await rows(db, sql`${WITH_USER} WHERE r.id = ${id}`);
  return r && withUser(r);
}
