import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { User } from '../auth/index.js';

// The operator's look-ups of users (the console's Users pages): the search, a user's downlines
// and the row lock of a change. Every search form is an index range (migration 0036).

/** What a search term was read as (user-lookup.service.ts parseUserSearch). */
export type UserSearch =
  | { by: 'phone'; prefix: string }
  | { by: 'email'; prefix: string }
  /** A name's beginning, whole words of the name, an e-mail's beginning or a referral code. */
  | { by: 'text'; text: string; words: string[] };

/** `%`, `_` and `\` taken literally in a LIKE pattern (backslash is LIKE's default escape). */
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWhere(s: UserSearch): SQL {
  if (s.by === 'phone') return sql`${users.hp} LIKE ${likePrefix(s.prefix)}`;
  if (s.by === 'email') return sql`lower(${users.email}) LIKE ${likePrefix(s.prefix)}`;
  const words = sql.join(
    s.words.map((w) => sql`${w}`),
    sql`, `,
  );
  // Each branch has its own index; PostgreSQL ORs the bitmaps (BitmapOr), nothing is scanned whole.
  return sql`(lower(${users.name}) LIKE ${likePrefix(s.text)}
    OR string_to_array(lower(${users.name}), ' ') @> ARRAY[${words}]::text[]
    OR lower(${users.email}) LIKE ${likePrefix(s.text)}
    OR upper(${users.referalCode}) = upper(${s.text}))`;
}

/** The search's page query (exported for the test that reads its plan). */
export const userSearchQuery = (db: Db, s: UserSearch, page: { limit: number; offset: number }) =>
  db.select().from(users).where(searchWhere(s)).orderBy(desc(users.id)).limit(page.limit).offset(page.offset);

/** A page of matching users (open, deleted and closed alike), newest first, and how many match. */
export async function searchUserRows(
  db: Db,
  s: UserSearch,
  page: { limit: number; offset: number },
): Promise<{ rows: User[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    userSearchQuery(db, s, page),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(searchWhere(s)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A page of the users whose upline (users.referred_by) this one is, newest first, and their count. */
export async function downlineRows(
  db: Db,
  uplineId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: User[]; total: number }> {
  const where = eq(users.referredBy, uplineId);
  const [rows, [count]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The user's row, locked until the caller's transaction ends (changes of one user queue). */
export async function lockUserRow(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}
