import type { AuditEntry } from '@konter/core/contracts/console';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

// The audit log's statements (0035_console.sql). Only INSERT and SELECT: the table refuses the rest.

export interface AuditRecord {
  staffId: number | null;
  /** The staff e-mail, or `cli:<os user>`. */
  actor: string;
  /** A stable key (`staff.create`, `deposit.claim.approve`, …). */
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const jsonb = (v: unknown) => (v === undefined || v === null ? sql`NULL` : sql`${JSON.stringify(v)}::jsonb`);

export async function insertAudit(db: Db, r: AuditRecord): Promise<number> {
  const res = (await db.execute(
    sql`INSERT INTO audit_log (staff_id, actor, action, target, before, after, ip)
        VALUES (${r.staffId}, ${r.actor}, ${r.action}, ${r.target ?? null}, ${jsonb(r.before)}, ${jsonb(r.after)},
                ${r.ip ?? null})
        RETURNING id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(res.rows[0]!.id);
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  /** Instants, inclusive start and exclusive end. */
  from?: Date | undefined;
  until?: Date | undefined;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.actor) parts.push(sql`actor ILIKE ${`%${likeLiteral(f.actor)}%`}`);
  // An action key, or a prefix ending with a dot ("staff." = every staff action).
  if (f.action)
    parts.push(
      f.action.endsWith('.') ? sql`action LIKE ${`${likeLiteral(f.action)}%`}` : sql`action = ${f.action}`,
    );
  if (f.from) parts.push(sql`at >= ${f.from}`);
  if (f.until) parts.push(sql`at < ${f.until}`);
  return sql.join(parts, sql` AND `);
}

// before/after as their JSON text: the drivers hand a jsonb string back as a bare string, which
// could not be told from JSON text (a help text's audit row keeps the text itself).
const COLUMNS = sql.raw(
  'id, at, staff_id, actor, action, target, before::text AS before, after::text AS after, ip',
);

/** A row read with `before`/`after` as JSON text (COLUMNS): any JSON value, a bare string too. */
const entryOf = (r: Record<string, unknown>): AuditEntry => {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.parse(String(v)));
  return {
    id: Number(r.id),
    at: (r.at instanceof Date ? r.at : new Date(String(r.at))).toISOString(),
    staff_id: r.staff_id === null || r.staff_id === undefined ? null : Number(r.staff_id),
    actor: String(r.actor),
    action: String(r.action),
    target: (r.target as string | null) ?? null,
    before: json(r.before),
    after: json(r.after),
    ip: (r.ip as string | null) ?? null,
  };
};

/** A page of the log, newest first, and how many rows the filter matches. */
export async function listAuditRows(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const w = where(f);
  const found = (await db.execute(
    sql`SELECT ${COLUMNS} FROM audit_log WHERE ${w} ORDER BY at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const count = (await db.execute(sql`SELECT count(*) AS n FROM audit_log WHERE ${w}`)) as unknown as {
    rows: { n: number | string }[];
  };
  return { rows: found.rows.map(entryOf), total: Number(count.rows[0]?.n ?? 0) };
}
