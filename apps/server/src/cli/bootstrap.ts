import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createDeps } from '../deps.js';
import { ensureSystemAccounts } from '../ledger/index.js';
import type { Deps } from '../lib/deps.js';

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated, for a command-line tool. */
export async function openForCli(): Promise<Deps> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.dataDir, 'db'),
    poolSize: 4,
  });
  await migrate(database);
  await ensureSystemAccounts(database.db);
  return createDeps(config, database);
}
