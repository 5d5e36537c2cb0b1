import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

// Every database a test file opens, so that setup-file.ts can check the ledger invariants on each
// after the file's tests and then close it (test files therefore never close them themselves).
const opened: Database[] = [];

/**
 * The database a test file works on: the run's fresh PostgreSQL database when TEST_DATABASE_URL is
 * set, otherwise a new in-memory PGlite migrated from scratch. Same migrations, same code path.
 */
export async function openTestDatabase(opts: { poolSize?: number } = {}): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (url) {
    const database = await openDatabase({ url, poolSize: opts.poolSize ?? 10 });
    opened.push(database);
    return database;
  }
  const database = await openDatabase({});
  opened.push(database);
  await migrate(database);
  return database;
}

export const onPostgres = () => Boolean(inject('testDatabaseUrl'));

/** Hands over (and forgets) the databases opened so far in this file; used by setup-file.ts. */
export function takeOpenedTestDatabases(): Database[] {
  return opened.splice(0, opened.length);
}
