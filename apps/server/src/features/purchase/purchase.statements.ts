import { getTableColumns } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.js';
import { type Statement, statement } from '../../db/statement.js';

// What the batch statements (purchase.batch.repository.ts) are built from: the statement texts by
// shape, kept by the purchase state (one per process), and rows as the JSON those statements read.

type NewTransaction = typeof transactions.$inferInsert;

/** Statement texts by their column list: built once per shape (the hot path has one or two). */
export interface StatementCache {
  get(key: string, build: () => string): Statement;
  readonly size: number;
}

export function createStatementCache(): StatementCache {
  const byKey = new Map<string, Statement>();
  return {
    get(key, build) {
      let s = byKey.get(key);
      if (!s) {
        s = statement(build());
        byKey.set(key, s);
      }
      return s;
    },
    get size() {
      return byKey.size;
    },
  };
}

const columns = getTableColumns(transactions);
type ColumnKey = keyof typeof columns;

/**
 * A (partial) transaction row as JSON keyed by column name, each value in the form the column's
 * driver mapping gives it (timestamps as ISO text …) except json columns, which stay JSON; read
 * back in SQL with jsonb_populate_record(…, row) into typed columns. Undefined values are left out
 * (the column keeps its default / current value), as drizzle's insert and update do.
 */
export function rowJson(values: Partial<NewTransaction>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key as ColumnKey];
    if (!column) throw new Error(`transactions has no column ${key}`);
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && column.dataType !== 'json')
      throw new Error(`transactions.${key}: only plain values can be batched`);
    out[column.name] =
      value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value as never);
  }
  return out;
}

export const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
