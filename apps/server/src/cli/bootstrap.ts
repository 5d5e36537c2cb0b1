import { loadConfigOrExit, openConfiguredDatabase } from '../bootstrap.js';
import { createDeps } from '../deps.js';
import type { Deps } from '../lib/deps.js';

/** Opens the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated, for a command-line tool. */
export async function openForCli(): Promise<Deps> {
  const config = loadConfigOrExit();
  const { database } = await openConfiguredDatabase(config, 4);
  return createDeps(config, database);
}
