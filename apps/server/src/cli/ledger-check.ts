// `npm run ledger:check`: the ops command for the money core's invariants (guide/architecture.md).
// Read-only: opens DATABASE_URL, else the embedded database in DATA_DIR (stop the server first:
// PGlite is single-process), prints every violation and exits 1 if there is any.
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { checkLedgerInvariants } from '../ledger/index.js';

const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url ? { url, poolSize: 1 } : { dataDir: join(process.env.DATA_DIR ?? 'data', 'db') },
);
const where = url
  ? new URL(url).pathname.slice(1) || 'DATABASE_URL'
  : join(process.env.DATA_DIR ?? 'data', 'db');
let violations: string[];
try {
  violations = await checkLedgerInvariants(database);
} catch (err) {
  // drizzle's error repeats the whole query; the driver's reason is in its cause
  const reason = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
  console.error(`ledger check could not run on ${where}: ${reason}`);
  console.error('(is the database migrated? `npm run migrate`)');
  await database.close();
  process.exit(1);
}
const [stats] = await database.query<{ accounts: number; transfers: number; pending: number }>(
  `SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
          (SELECT count(*) FROM ledger_transfers)::int AS transfers,
          (SELECT count(*) FROM ledger_holds WHERE state = 'pending')::int AS pending`,
);
await database.close();
if (violations.length > 0) {
  console.error(`ledger check on ${where}: ${violations.length} violation(s)`);
  for (const v of violations) console.error(`  - ${v}`);
  process.exit(1);
}
console.log(
  `ledger check on ${where}: ok (${stats?.accounts} accounts, ${stats?.transfers} transfers, ${stats?.pending} pending holds)`,
);
