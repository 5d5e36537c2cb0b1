import type { Database } from '../../db/client.js';

/** Of these sessions, the ids still live: not ended, not expired, seen within the idle timeout. */
export async function liveSessionIds(
  database: Database,
  ids: string[],
  idleMinutes: number,
): Promise<Set<string>> {
  const rows = await database.query<{ id: string }>(
    `SELECT id FROM sessions WHERE id = ANY($1::text[]) AND ended_at IS NULL AND expires_at > now()
       AND last_seen_at > now() - make_interval(mins => $2::int)`,
    [ids, idleMinutes],
  );
  return new Set(rows.map((r) => r.id));
}
