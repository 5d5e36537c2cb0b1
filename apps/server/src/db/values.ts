// A column's value as the drivers give it in a raw statement's rows (db/raw-sql.ts): bigint and
// numeric arrive as strings, jsonb as text on some drivers, timestamps as Date or text.

export const num = (v: unknown) => Number(v ?? 0);
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
export const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : date(v));
export const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
