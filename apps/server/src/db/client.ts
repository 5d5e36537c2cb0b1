import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A drizzle handle: the database or a transaction inside it. Repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'pg';
  /** The embedded engine, when driver is pglite (one connection: never nest db inside db.transaction). */
  readonly pglite?: PGlite;
  /** The pool, when driver is pg. */
  readonly pool?: pg.Pool;
  /** Runs a parameterless, possibly multi-statement SQL script (migrations). */
  exec(script: string): Promise<void>;
  /** Runs one parameterised statement on the native client, returning rows (ledger hot path). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

// bigint columns come back as strings from pg by default; our amounts are integer rupiah well inside
// Number.MAX_SAFE_INTEGER (9e15), so parse int8 as a JS number once, for both drivers.
pg.types.setTypeParser(20, (v) => Number(v));

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Directory for PGlite's files; undefined means in-memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    pool.on('error', () => {
      /* idle client errors are reported by the next query that uses the pool */
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      pool,
      async exec(script) {
        await pool.query(script);
      },
      async query(text, params) {
        const r = await pool.query(text, params as unknown[]);
        return r.rows;
      },
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir,
    parsers: { 20: (v: string) => Number(v) },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async exec(script) {
      await client.exec(script);
    },
    async query(text, params) {
      const r = await client.query(text, params as unknown[]);
      return r.rows as never;
    },
    close: () => client.close(),
  };
}
