import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { num } from './values.js';

// The generic pieces of the repositories that write their statements as raw SQL (drizzle's `sql`)
// and map the rows by hand (with db/values.ts): running a statement, a value list, a date range,
// a row of counts, the guarded one-row UPDATE. No feature rules here (db/ never imports a feature).

/** Runs one statement on a database or transaction handle; both drivers answer `{ rows }`. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** `a, b, c` as parameters, for `IN (…)`. */
export const sqlList = (values: readonly unknown[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * A reader of mapped rows: `(db, cond)` runs `SELECT {select} FROM {from} WHERE {cond}` (`cond` may
 * go on with ORDER BY, LIMIT, FOR UPDATE) and maps each row.
 */
export const selectWhere =
  <R>(select: SQL, from: string, map: (r: Record<string, unknown>) => R) =>
  async (db: Db, cond: SQL): Promise<R[]> =>
    (await rows(db, sql`SELECT ${select} FROM ${sql.raw(from)} WHERE ${cond}`)).map(map);

/** A table whose rows change by guarded UPDATEs (`guardedUpdater`). */
export interface GuardedTable<P extends object> {
  table: string;
  /** The table's alias in the statement (a `where` and `returning` may use it); none: bare names. */
  alias?: string;
  /** The column of each key of a patch. */
  columns: { readonly [K in keyof P]-?: string };
  /** What the changed row answers (its mapper reads it). */
  returning: SQL;
}

/**
 * The guarded UPDATE of one row of a table by id: `(tx, id, from, patch, where?)` writes the patch's
 * keys that are not undefined (null clears) and `updated_at = now()`, only while the row's `status` is
 * one of `from` (and `where`, when given, holds). Answers the changed row mapped, or undefined when
 * none matched — someone else changed it first.
 */
export function guardedUpdater<P extends object, S extends string, R>(
  t: GuardedTable<P>,
  map: (r: Record<string, unknown>) => R,
) {
  const target = sql.raw(t.alias ? `${t.table} ${t.alias}` : t.table);
  const col = (name: string) => sql.raw(t.alias ? `${t.alias}.${name}` : name);
  return async (tx: Db, id: number, from: readonly S[], patch: P, where?: SQL): Promise<R | undefined> => {
    const sets = (Object.entries(patch) as [keyof P, unknown][])
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => sql`${sql.raw(t.columns[k])} = ${v}`);
    const [r] = await rows(
      tx,
      sql`UPDATE ${target} SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
           WHERE ${col('id')} = ${id} AND ${col('status')} IN (${sqlList(from)})${where ? sql` AND ${where}` : sql``}
           RETURNING ${t.returning}`,
    );
    return r ? map(r) : undefined;
  };
}

/** The first row of a statement of counts, each of `names` as a number (0 when there is none). */
export async function counts<K extends string>(
  db: Db,
  query: SQL,
  names: readonly K[],
): Promise<Record<K, number>> {
  const [r] = await rows(db, query);
  return Object.fromEntries(names.map((n) => [n, num(r?.[n])])) as Record<K, number>;
}

/** ` AND column >= from AND column < to` for a [from, to) range; nothing without one. */
export const inRange = (column: string, range?: { from: Date; to: Date }): SQL =>
  range ? sql` AND ${sql.raw(column)} >= ${range.from} AND ${sql.raw(column)} < ${range.to}` : sql``;
