import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
  }
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server URL), creates a fresh database for this run, migrates
 * it once as the template of every test file's own copy, and drops them all at the end unless
 * KEEP_TEST_DB is set.
 * Without it, each test file opens its own in-memory PGlite (see test/db.ts).
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    project.provide('testDatabaseUrl', null);
    return;
  }
  const name = `konter_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await migrate(database);
  await database.close();
  // The migrated database is the template each test file copies (test/db.ts), so files never see
  // each other's rows: a catalogue sync in one file cannot deactivate products another file buys.
  project.provide('testDatabaseUrl', url.toString());
  return async () => {
    if (process.env.KEEP_TEST_DB) return;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const copies = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${name}%`],
    );
    for (const { datname } of copies.rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await c.end();
  };
}
