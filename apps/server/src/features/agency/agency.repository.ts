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

/** One user's successful sales since `since`. */
export async function userSalesSince(db: Db, userId: number, since: Date): Promise<number> {
  const res = (await db.execute(sql`
    SELECT coalesce(sum(price), 0)::bigint AS sales FROM transactions
     WHERE user_id = ${userId} AND status = 'success' AND created_at >= ${since}`)) as unknown as {
    rows: { sales: string | number }[];
  };
  return Number(res.rows[0]?.sales ?? 0);
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
