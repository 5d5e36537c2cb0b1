import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
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
  if (opts.dataDir) await initPgliteDataDir(opts.dataDir);
  const client = new PGlite({
    dataDir: opts.dataDir,
    parsers: { 20: (v: string) => Number(v) },
    startParams: PGLITE_START_PARAMS,
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

/**
 * Postgres settings of the embedded database (ADR 0014, bench/memory/README.md). PGlite's Postgres
 * lives in one WebAssembly memory that grows and never shrinks, and it touches all of
 * shared_buffers when it starts: Postgres' default 128MB made that memory 189 MiB at start-up.
 * 16MB of buffers hold the hot pages of a reseller's database; the rest is read from the data
 * files through the operating system's page cache. maintenance_work_mem bounds what an index
 * build or a VACUUM may add to that memory for good (64MB by default).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
];

const execFileAsync = promisify(execFile);

/**
 * Creates the embedded cluster (initdb) in a short-lived child process when `dataDir` holds none.
 * PGlite's initdb runs two more WebAssembly Postgres instances next to the one it opens; in this
 * process they left ~450 MiB resident long after they were closed (885 MiB RSS idle after the
 * first start, against ~300 MiB when the cluster already exists). The child's memory goes back to
 * the system when it exits. It runs WebAssembly with the baseline compiler only (a one-time ~4 s
 * job: optimising compilation costs more than it saves) and initialises a sibling directory that is
 * renamed into place at the end, so a first start that dies half-way leaves no half-made cluster.
 */
async function initPgliteDataDir(dataDir: string): Promise<void> {
  const dir = resolve(dataDir);
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    // Not ours to move aside: PGlite opens (or refuses) it as before.
    return;
  }
  mkdirSync(dirname(dir), { recursive: true });
  const staging = `${dir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
PGlite.create({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) })
  .then((db) => db.close())
  .catch((err) => { console.error(err); process.exitCode = 1; });`;
  try {
    await execFileAsync(
      process.execPath,
      ['--liftoff-only', '-e', script, staging, JSON.stringify(PGLITE_START_PARAMS)],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    const e = err as { stderr?: string; message: string };
    throw new Error(`creating the embedded database in ${dir} failed: ${e.stderr?.trim() || e.message}`);
  }
  if (existsSync(dir)) rmdirSync(dir); // empty (checked above)
  renameSync(staging, dir);
}
