import { afterAll, afterEach } from 'vitest';
import type { Database } from '../db/client.js';
import { checkLedgerInvariants } from '../ledger/invariants.js';
import { takeOpenedTestDatabases } from './db.js';

// Runs before every server test file. After EVERY test the ledger invariants are checked on every
// database the file has opened with openTestDatabase() (so a violation fails the test that caused
// it); after the file's tests (and after its own afterAll hooks, which run first) they are checked
// once more and those databases are closed.
const databases: Database[] = [];

async function violations(): Promise<string[]> {
  databases.push(...takeOpenedTestDatabases());
  const problems: string[] = [];
  for (const database of databases) {
    try {
      problems.push(...(await checkLedgerInvariants(database)));
    } catch (err) {
      problems.push(
        `invariant check could not run (${(err as Error).message}); tests must not close databases from openTestDatabase()`,
      );
    }
  }
  return problems;
}

const fail = (problems: string[]) => {
  if (problems.length > 0) throw new Error(`ledger invariants violated:\n  ${problems.join('\n  ')}`);
};

afterEach(async () => fail(await violations()));

afterAll(async () => {
  let problems: string[] = [];
  try {
    problems = await violations();
  } finally {
    const all = databases.splice(0, databases.length);
    await Promise.allSettled(all.map((database) => database.close()));
  }
  fail(problems);
});
