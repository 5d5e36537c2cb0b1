import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Maps a row as PostgreSQL returns it — by column name, from a raw statement or `row_to_json` — to
 * the table's drizzle model, through each column's own decoder (timestamps, bigint as number, jsonb).
 * For statements drizzle's builders cannot express (data-modifying CTEs around a ledger call).
 */
export function fromRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
