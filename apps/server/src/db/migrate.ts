import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import type { Database } from './client.js';

/**
 * Applies the numbered SQL files in db/migrations once each, in order, each in its own transaction.
 * Hand-written SQL (not drizzle-kit output) because the money core needs functions, CHECK
 * constraints and partial indexes reviewed as SQL; see docs/decisions/0002-sql-migrations.md.
 * A session-level advisory lock keeps two starting servers from migrating at once.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  const run = async (q: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => {
    await q(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await q('SELECT id FROM schema_migrations')).map((r) => String(r.id)));
    for (const file of files) {
      if (done.has(file)) continue;
      const script = readFileSync(join(dir, file), 'utf8');
      await q('BEGIN');
      try {
        await q(script);
        await q('INSERT INTO schema_migrations (id) VALUES ($1)', [file]);
        await q('COMMIT');
      } catch (err) {
        await q('ROLLBACK');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  };
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727274)');
      await run(async (text, params) =>
        params
          ? (await client.query(text, params)).rows
          : (((await client.query(text)) as never as { rows: [] }).rows ?? []),
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
  } else {
    const lite = database.pglite!;
    await run(async (text, params) => {
      if (params) return (await lite.query<Record<string, unknown>>(text, params)).rows;
      const res = await lite.exec(text);
      return (res.at(-1)?.rows ?? []) as Record<string, unknown>[];
    });
  }
  return applied;
}
