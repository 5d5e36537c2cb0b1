import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows<T> = { rows: T[] };

/**
 * Takes one slot of `key` for a check about to run: allowed while fewer than `max` were taken in
 * the current window (a window older than `windowSeconds` starts again at 1). One statement, so
 * parallel requests cannot all read "4 so far" and all go ahead. Returns false when refused.
 */
export async function reserveSlot(db: Db, key: string, max: number, windowSeconds: number): Promise<boolean> {
  const res = (await db.execute(sql`
    INSERT INTO auth_throttle AS t (key, attempts, window_started_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN t.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      THEN 1 ELSE t.attempts + 1 END,
      window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                               THEN now() ELSE t.window_started_at END
    WHERE t.window_started_at <= now() - make_interval(secs => ${windowSeconds}) OR t.attempts < ${max}
    RETURNING attempts`)) as unknown as Rows<{ attempts: number }>;
  return res.rows.length > 0;
}

/** Gives back a slot taken by a check that did not run (another key refused it). */
export const releaseSlot = (db: Db, key: string) =>
  db.execute(sql`UPDATE auth_throttle SET attempts = GREATEST(attempts - 1, 0) WHERE key = ${key}`);

/** Seconds until the window of `key` ends (at least 1). */
export async function secondsLeft(db: Db, key: string, windowSeconds: number): Promise<number> {
  const res = (await db.execute(sql`
    SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM
             window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int AS s
      FROM auth_throttle WHERE key = ${key}`)) as unknown as Rows<{ s: number }>;
  return Number(res.rows[0]?.s ?? windowSeconds);
}

/** Forgets keys (a correct password clears the counts it was checked under). */
export async function clearSlots(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`DELETE FROM auth_throttle WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}

/** Counters whose window ended over a day ago (the daily sweep). */
export const pruneThrottle = (db: Db) =>
  db.execute(sql`DELETE FROM auth_throttle WHERE window_started_at < now() - interval '1 day'`);
