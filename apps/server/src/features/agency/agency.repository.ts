import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Agents (category 2, open accounts) and their successful sales since `since`, the largest first. */
export async function agentSalesSince(db: Db, since: Date, min: number) {
  const res = (await db.execute(sql`
    SELECT u.id, u.name, u.hp, u.email, coalesce(sum(t.price), 0)::bigint AS sales, count(t.id)::int AS count
      FROM users u JOIN transactions t ON t.user_id = u.id AND t.status = 'success' AND t.created_at >= ${since}
     WHERE u.category = 2 AND u.closed_at IS NULL
     GROUP BY u.id
    HAVING coalesce(sum(t.price), 0) >= ${min}
     ORDER BY sales DESC, u.id`)) as unknown as {
    rows: {
      id: number | string;
      name: string;
      hp: string;
      email: string;
      sales: string | number;
      count: number;
    }[];
  };
  return res.rows.map((r) => ({ ...r, id: Number(r.id), sales: Number(r.sales), count: Number(r.count) }));
}

/** Category 2 → 3, only if still an agent (a concurrent promotion changes nothing twice). */
export async function promoteToMaster(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ category: 3, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.category, 2)))
    .returning({ id: users.id });
  return rows.length === 1;
}

// ---- master promotion candidates in the approvals queue (migration 0037) ----

export interface PromotionCandidateRow {
  id: number;
  name: string;
  hp: string;
  email: string;
  category: number;
  closed: boolean;
  sales: number;
  count: number;
  /** The newest counted sale. */
  lastSaleAt: Date | null;
  /** Rejected (dismissed) since `dismissedSince`. */
  dismissed: boolean;
}

const candidateOf = (r: Record<string, unknown>): PromotionCandidateRow => ({
  id: Number(r.id),
  name: String(r.name),
  hp: String(r.hp),
  email: String(r.email),
  category: Number(r.category),
  closed: Boolean(r.closed),
  sales: Number(r.sales ?? 0),
  count: Number(r.count ?? 0),
  lastSaleAt:
    r.last_sale_at === null || r.last_sale_at === undefined ? null : new Date(String(r.last_sale_at)),
  dismissed: Boolean(r.dismissed),
});

const dismissedSql = (since: Date) =>
  sql`EXISTS (SELECT 1 FROM agency_promotion_dismissals d WHERE d.user_id = u.id AND d.decided_at >= ${since})`;

/**
 * Agents whose successful sales since `since` reach `min` and whom nobody rejected since
 * `dismissedSince`, the largest first.
 */
export async function promotionCandidateRows(
  db: Db,
  since: Date,
  min: number,
  dismissedSince: Date,
): Promise<PromotionCandidateRow[]> {
  const res = (await db.execute(sql`
    SELECT u.id, u.name, u.hp, u.email, u.category, false AS closed, false AS dismissed,
           coalesce(sum(t.price), 0)::bigint AS sales, count(t.id)::int AS count, max(t.created_at) AS last_sale_at
      FROM users u JOIN transactions t ON t.user_id = u.id AND t.status = 'success' AND t.created_at >= ${since}
     WHERE u.category = 2 AND u.closed_at IS NULL AND NOT ${dismissedSql(dismissedSince)}
     GROUP BY u.id
    HAVING coalesce(sum(t.price), 0) >= ${min}
     ORDER BY sales DESC, u.id`)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows.map(candidateOf);
}

/** One user as a promotion candidate (whatever they are now); `lock` takes the user's row first. */
export async function promotionCandidateRow(
  db: Db,
  userId: number,
  since: Date,
  dismissedSince: Date,
  opts: { lock?: boolean } = {},
): Promise<PromotionCandidateRow | undefined> {
  if (opts.lock) await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const res = (await db.execute(sql`
    SELECT u.id, u.name, u.hp, u.email, u.category, u.closed_at IS NOT NULL AS closed,
           ${dismissedSql(dismissedSince)} AS dismissed, s.sales, s.count, s.last_sale_at
      FROM users u,
           LATERAL (SELECT coalesce(sum(t.price), 0)::bigint AS sales, count(t.id)::int AS count,
                           max(t.created_at) AS last_sale_at
                      FROM transactions t
                     WHERE t.user_id = u.id AND t.status = 'success' AND t.created_at >= ${since}) s
     WHERE u.id = ${userId}`)) as unknown as { rows: Record<string, unknown>[] };
  const r = res.rows[0];
  return r && candidateOf(r);
}

export async function insertPromotionDismissal(db: Db, userId: number, reason: string, by: string) {
  await db.execute(sql`
    INSERT INTO agency_promotion_dismissals (user_id, reason, decided_by) VALUES (${userId}, ${reason}, ${by})`);
}
