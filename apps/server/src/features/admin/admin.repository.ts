import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The newest deleted account with this e-mail (closed or still in its recovery window). */
export async function findLatestDeletedByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.deletedAt)))
    .orderBy(desc(users.id))
    .limit(1);
  return user;
}

/** Undoes a deletion (and a closing): the account is open again. */
export const reopenAccount = (db: Db, id: number) =>
  db
    .update(users)
    .set({ deletedAt: null, closedAt: null, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
