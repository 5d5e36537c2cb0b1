import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/**
 * The database a test file works on: the run's fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, otherwise a new in-memory PGlite migrated from scratch. Same migrations, same code path.
 */
export async function openTestDatabase(opts: { poolSize?: number } = {}): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (url) return openDatabase({ url, poolSize: opts.poolSize ?? 10 });
  const database = await openDatabase({});
  await migrate(database);
  return database;
}

export const onPostgres = () => Boolean(inject('testDatabaseUrl'));
