import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ExcelUploadRow,
  type ExcelUploadRowLine,
  excelUploadRows,
  excelUploads,
  transactions,
} from '../../db/schema/index.js';

// Every statement of the Excel bulk top-up (excel.service.ts holds the rules and the transactions).

export type NewExcelRow = Omit<typeof excelUploadRows.$inferInsert, 'uploadId'>;

/** An upload and its rows in one transaction; the unique index refuses a file name used today. */
export async function insertUpload(
  db: Db,
  upload: typeof excelUploads.$inferInsert,
  rows: NewExcelRow[],
): Promise<ExcelUploadRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(excelUploads).values(upload).returning();
    if (rows.length > 0) {
      await tx.insert(excelUploadRows).values(rows.map((r) => ({ ...r, uploadId: created!.id })));
    }
    return created!;
  });
}

export async function fileNameTaken(db: Db, userId: number, day: string, fileName: string): Promise<boolean> {
  const rows = await db
    .select({ id: excelUploads.id })
    .from(excelUploads)
    .where(
      and(
        eq(excelUploads.userId, userId),
        eq(excelUploads.uploadDay, day),
        sql`lower(${excelUploads.fileName}) = lower(${fileName})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Valid rows of the user's uploads processed (confirmed) since `since`: the daily Excel limit's usage. */
export async function rowsProcessedSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${excelUploads.validCount}), 0)::int` })
    .from(excelUploads)
    .where(and(eq(excelUploads.userId, userId), gte(excelUploads.processedAt, since)));
  return Number(row?.n ?? 0);
}

export async function findUpload(db: Db, id: number): Promise<ExcelUploadRow | undefined> {
  const [row] = await db.select().from(excelUploads).where(eq(excelUploads.id, id));
  return row;
}

/** The user's uploads since `since`, newest first. */
export async function listUploads(db: Db, userId: number, since: Date): Promise<ExcelUploadRow[]> {
  return db
    .select()
    .from(excelUploads)
    .where(and(eq(excelUploads.userId, userId), gte(excelUploads.createdAt, since)))
    .orderBy(desc(excelUploads.createdAt), desc(excelUploads.id))
    .limit(500);
}

export interface RowWithTransaction extends ExcelUploadRowLine {
  transactionStatus: string | null;
  serialNumber: string | null;
  settledAt: Date | null;
}

/** An upload's rows in file order, with their purchase's status and SN. */
export async function uploadRows(db: Db, uploadIds: number[]): Promise<RowWithTransaction[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db
    .select({
      row: excelUploadRows,
      transactionStatus: transactions.status,
      serialNumber: transactions.serialNumber,
      settledAt: transactions.settledAt,
    })
    .from(excelUploadRows)
    .leftJoin(transactions, eq(transactions.refId, excelUploadRows.refId))
    .where(inArray(excelUploadRows.uploadId, uploadIds))
    .orderBy(asc(excelUploadRows.uploadId), asc(excelUploadRows.rowNo));
  return rows.map((r) => ({
    ...r.row,
    transactionStatus: r.transactionStatus ?? null,
    serialNumber: r.serialNumber ?? null,
    settledAt: r.settledAt ?? null,
  }));
}

/** `validated` → `processing`, once: the caller that gets the row starts the purchases. */
/** Serialises the claims of one user's uploads (held until the transaction ends). */
export async function lockUserUploads(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`konter:excel-user:${userId}`}, 0))`);
}

export async function claimForProcessing(db: Db, id: number): Promise<ExcelUploadRow | undefined> {
  const [row] = await db
    .update(excelUploads)
    .set({ status: 'processing', processedAt: new Date() })
    .where(and(eq(excelUploads.id, id), eq(excelUploads.status, 'validated')))
    .returning();
  return row;
}

/** Rows still to buy (valid, no purchase yet), in file order. */
export async function rowsToBuy(db: Db, uploadId: number): Promise<ExcelUploadRowLine[]> {
  return db
    .select()
    .from(excelUploadRows)
    .where(and(eq(excelUploadRows.uploadId, uploadId), eq(excelUploadRows.state, 'ok')))
    .orderBy(asc(excelUploadRows.rowNo));
}

export async function markRowPlaced(db: Db, uploadId: number, rowNo: number, refId: string) {
  await db
    .update(excelUploadRows)
    .set({ state: 'placed', refId, error: null })
    .where(and(eq(excelUploadRows.uploadId, uploadId), eq(excelUploadRows.rowNo, rowNo)));
}

export async function markRowFailed(
  db: Db,
  uploadId: number,
  rowNo: number,
  error: { code: string; params?: Record<string, string | number> },
) {
  await db
    .update(excelUploadRows)
    .set({ state: 'failed', error })
    .where(
      and(
        eq(excelUploadRows.uploadId, uploadId),
        eq(excelUploadRows.rowNo, rowNo),
        eq(excelUploadRows.state, 'ok'),
      ),
    );
}

export async function markDone(db: Db, id: number) {
  await db
    .update(excelUploads)
    .set({ status: 'done', finishedAt: new Date() })
    .where(and(eq(excelUploads.id, id), eq(excelUploads.status, 'processing')));
}

/** Uploads left `processing` (a crash or restart stopped their purchases). */
export async function processingUploadIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: excelUploads.id })
    .from(excelUploads)
    .where(eq(excelUploads.status, 'processing'))
    .orderBy(asc(excelUploads.id));
  return rows.map((r) => r.id);
}

/** Deletes uploads (and their rows) created before `before`; how many. */
export async function deleteUploadsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(excelUploads)
    .where(lt(excelUploads.createdAt, before))
    .returning({ id: excelUploads.id });
  return rows.length;
}
