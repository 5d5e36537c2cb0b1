import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditExportQuery,
  type AuditList,
  type AuditQuery,
} from '@konter/core/contracts/console';
import type { Locale } from '@konter/core/messages/index';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { cliOperator } from '../../lib/operator.js';
import { pageMeta } from '../../lib/pagination.js';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from '../../lib/xlsx.js';
import { type AuditFilter, type AuditRecord, insertAudit, listAuditRows } from './audit.repository.js';

// The audit log (ADR 0020): one row per state-changing action of staff or of the operator CLI,
// written in the action's own transaction (pass its `tx`), so an action and its row commit together.
// The table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).

export type { AuditRecord } from './audit.repository.js';

/** Who acts: a signed-in member of staff (console) or the operator CLI (`cli:<os user>`, no staff id). */
export interface StaffActor {
  staffId: number | null;
  actor: string;
  ip: string | null;
}

/** Writes one audit row on `db` (the action's transaction). */
export const recordAudit = (db: Db, record: AuditRecord): Promise<number> => insertAudit(db, record);

/** One audit row of a console action by `by` on `target` (e.g. `user:12 a@b.c`), in the action's `tx`. */
export const auditAction = (
  tx: Db,
  by: StaffActor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<number> =>
  insertAudit(tx, { staffId: by.staffId, actor: by.actor, action, target, before, after, ip: by.ip });

/** The operator CLI as the actor: `cli:<os user>`, no staff id, no IP. */
export const cliActor = (): StaffActor => ({ staffId: null, actor: cliOperator(), ip: null });

/**
 * The audit hook of an operator CLI command's change (`action` on `target`): a feature's operator
 * function calls it inside its transaction with what was and what is, so the change and its row
 * commit together — the same row the console writes for the same change, by `cli:<os user>`.
 */
export const cliAudit =
  (action: string, target: string) =>
  (tx: Db, before: unknown, after: unknown): Promise<number> =>
    auditAction(tx, cliActor(), action, target, before, after);

const day = (d: string, plusDays = 0) =>
  new Date(new Date(`${d}T00:00:00+07:00`).getTime() + plusDays * 86_400_000);

function filterOf(q: Omit<AuditQuery, 'page'>): AuditFilter {
  return {
    actor: q.actor,
    action: q.action,
    from: q.from ? day(q.from) : undefined,
    until: q.to ? day(q.to, 1) : undefined,
  };
}

/** GET console/audit: a page of the filtered log, newest first. */
export async function listAudit(deps: Deps, q: AuditQuery): Promise<AuditList> {
  const page = q.page ?? 1;
  const { rows, total } = await listAuditRows(deps.database.db, filterOf(q), {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return { data: rows, meta: pageMeta(page, AUDIT_PAGE_SIZE, total) };
}

const HEADERS: Record<Locale, string[]> = {
  id: ['ID', 'Waktu (WIB)', 'Pelaku', 'Tindakan', 'Sasaran', 'Sebelum', 'Sesudah', 'IP'],
  en: ['ID', 'Time (WIB)', 'Actor', 'Action', 'Target', 'Before', 'After', 'IP'],
  zh: ['ID', '时间（WIB）', '操作人', '操作', '对象', '之前', '之后', 'IP'],
};
const SHEET: Record<Locale, string> = { id: 'Log audit', en: 'Audit log', zh: '审计日志' };

/** Jakarta wall-clock time of an instant, `YYYY-MM-DD HH:MM:SS`. */
const wib = (iso: string) =>
  new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const jsonText = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const cells = (e: AuditEntry) => [
  e.id,
  wib(e.at),
  e.actor,
  e.action,
  e.target ?? '',
  jsonText(e.before),
  jsonText(e.after),
  e.ip ?? '',
];

/**
 * A CSV field: quoted when needed, and a text a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR) prefixed with a quote (OWASP "CSV injection") — an actor or target is typed by people.
 */
function csvField(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export interface AuditFile {
  file: Buffer;
  name: string;
  contentType: string;
}

/** GET console/audit/export: the filtered log (at most AUDIT_EXPORT_MAX rows, newest first) as .xlsx or .csv. */
export async function exportAudit(deps: Deps, q: AuditExportQuery, locale: Locale): Promise<AuditFile> {
  const { format = 'xlsx', ...filter } = q;
  const { rows } = await listAuditRows(deps.database.db, filterOf(filter), {
    limit: AUDIT_EXPORT_MAX,
    offset: 0,
  });
  const stamp = wib(new Date().toISOString()).slice(0, 10);
  if (format === 'csv') {
    const lines = [HEADERS[locale], ...rows.map(cells)].map((r) => r.map(csvField).join(','));
    // A BOM so that Excel reads the UTF-8 (Chinese headers, names) as such.
    return {
      file: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
      name: `audit-${stamp}.csv`,
      contentType: 'text/csv; charset=utf-8',
    };
  }
  const widths = [8, 20, 28, 26, 18, 50, 50, 16];
  // Plain values are string cells in the file (the one writer, lib/xlsx.ts, writes no formula).
  return {
    file: await xlsxWorkbook([
      {
        name: SHEET[locale],
        columns: HEADERS[locale].map((header, i) => ({ header, width: widths[i]! })),
        rows: rows.map(cells),
      },
    ]),
    name: `audit-${stamp}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
  };
}
