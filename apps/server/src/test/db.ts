import pg from 'pg';
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
  const template = inject('testDatabaseUrl');
  if (template) {
    const url = await copyOfTemplate(template);
    const database = await openDatabase({ url, poolSize: opts.poolSize ?? 10 });
    opened.push(database);
    return database;
  }
  const database = await openDatabase({});
  opened.push(database);
  await migrate(database);
  return database;
}

/** A fresh database for this test file, copied from the run's migrated template (fast: no migrations). */
async function copyOfTemplate(templateUrl: string): Promise<string> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    // CREATE DATABASE … TEMPLATE fails while another copy is being made; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
        break;
      } catch (err) {
        if (attempt >= 50 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  template.pathname = `/${name}`;
  return template.toString();
}

export const onPostgres = () => Boolean(inject('testDatabaseUrl'));

/** Hands over (and forgets) the databases opened so far in this file; used by setup-file.ts. */
export function takeOpenedTestDatabases(): Database[] {
  return opened.splice(0, opened.length);
}
