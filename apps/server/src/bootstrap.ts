import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { ensureSystemAccounts } from './ledger/index.js';

/** The configuration, or exit(1) with the message naming the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR/db), migrated and ready. */
export async function openConfiguredDatabase(
  config: Config,
  poolSize = config.DB_POOL_SIZE,
): Promise<{ database: Database; applied: string[] }> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.dataDir, 'db'),
    poolSize,
  });
  const applied = await migrate(database);
  await ensureSystemAccounts(database.db);
  return { database, applied };
}
