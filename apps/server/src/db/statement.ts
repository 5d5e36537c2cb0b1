import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/**
 * A hot-path statement whose SQL text never changes: written once with $1, $2 … and run with
 * positional parameters, so neither drizzle's query building nor (on node-postgres) PostgreSQL's
 * parse and plan is paid per call. On the root database handle it goes to the driver directly — a
 * named prepared statement on the pg pool (parsed once per connection), an ordinary extended-protocol
 * query on PGlite; on a transaction handle it goes through drizzle (same text, same parameters).
 *
 * Rows come back as the driver gives them (no drizzle mapping): return json (row_to_json) and map
 * it with `fromRow` (db/rows.ts) where a table row is wanted. Errors are the driver's own (SQLSTATE
 * in `code`), which lib/db-errors.ts and the ledger's error mapping read either way.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

export function statement(text: string): Statement {
  // The same name must always mean the same text on a connection: derive it from the text.
  return { name: `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export async function runStatement<T>(db: Db, s: Statement, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const res = await client.query<T & pg.QueryResultRow>({ name: s.name, text: s.text, values: params });
    return res.rows;
  }
  if (client && typeof (client as PgliteLike).query === 'function') {
    return (await (client as PgliteLike).query<T>(s.text, params)).rows;
  }
  const res = (await db.execute(toSql(s.text, params))) as unknown as { rows: T[] };
  return res.rows;
}

/** The text with its $n replaced by drizzle parameters, for handles without a driver client. */
function toSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks, sql``);
}
