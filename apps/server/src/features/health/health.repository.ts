import type { Database } from '../../db/client.js';

/** One round trip to the database (readiness). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.query('SELECT 1');
}
