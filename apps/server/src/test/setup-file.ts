import { afterAll } from 'vitest';
import { checkLedgerInvariants } from '../ledger/invariants.js';
import { takeOpenedTestDatabases } from './db.js';

// Runs before every server test file. After the file's tests (and after its own afterAll hooks,
// which run first), the ledger invariants are checked on every database the file opened with
// openTestDatabase(), the file fails on any violation, and those databases are closed.
afterAll(async () => {
  const databases = takeOpenedTestDatabases();
  const problems: string[] = [];
  try {
    for (const database of databases) {
      try {
        problems.push(...(await checkLedgerInvariants(database)));
      } catch (err) {
        problems.push(
          `invariant check could not run (${(err as Error).message}); tests must not close databases from openTestDatabase()`,
        );
      }
    }
  } finally {
    await Promise.allSettled(databases.map((database) => database.close()));
  }
  if (problems.length > 0) throw new Error(`ledger invariants violated:\n  ${problems.join('\n  ')}`);
});
