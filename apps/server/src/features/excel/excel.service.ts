import {
  EXCEL_UPDATED_EVENT,
  type ExcelProblem,
  type ExcelRow,
  type ExcelUpload,
  type ExcelUploadSummary,
} from '@konter/core/contracts/excel';
import { errorText, isErrorKey, type Locale } from '@konter/core/messages/index';
import { TRANSACTION_STATUS_LABELS } from '@konter/core/transaction-labels';
import type { ExcelUploadRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDay, jakartaDayStart } from '../../lib/time.js';
import { assertCanTransact, findUserById, type User, verifyPin } from '../auth/index.js';
import { findPurchasableProduct } from '../catalog/index.js';
import { countSameNumber, createPrepaidPurchase } from '../purchase/index.js';
import { excelAccess } from '../site/index.js';
import * as repo from './excel.repository.js';
import { type ResultLine, readUpload, resultWorkbook, rowLabel, templateWorkbook } from './excel.workbook.js';

/** Uploads are kept 30 days (spec calls §9.2: upload history deleted after 30 days). */
export const EXCEL_KEEP_DAYS = 30;

/** The uploads whose rows this process is buying, and a stop flag for shutdown (created in createDeps). */
export interface ExcelState {
  running: Map<number, Promise<void>>;
  stopped: boolean;
}
export const createExcelState = (): ExcelState => ({ running: new Map(), stopped: false });

/** Stops after the row in progress (a restart resumes the upload); waits for the runners. */
export async function closeExcelState(state: ExcelState) {
  state.stopped = true;
  await Promise.allSettled([...state.running.values()]);
}

/** The problem an AppError names: its first field's key and params, else its own. */
function problemOf(err: unknown): ExcelProblem {
  if (err instanceof AppError) {
    const first = err.errors ? Object.values(err.errors)[0]?.[0] : undefined;
    if (first) return { code: first.code, ...(first.params ? { params: first.params } : {}) };
    return { code: err.code, ...(err.params ? { params: err.params } : {}) };
  }
  return { code: 'excel_row_failed' };
}

function accessOf(user: User) {
  const access = excelAccess(user);
  if (!access.excelAccess) throw new AppError('forbidden');
  return access;
}

export async function template(user: User, locale: Locale) {
  const { maxRows, limit } = accessOf(user);
  return { file: await templateWorkbook(locale, maxRows, limit), name: 'template-topup-excel.xlsx' };
}

/**
 * Checks an uploaded file and keeps it (`validated`; nothing is bought): the file as a whole first
 * (readable .xlsx with data rows, at most maxRows, a file name not used today), then every row
 * (product for this buyer, destination, the same-number daily rule counting today's purchases and
 * the file's earlier rows), then the daily Excel limit on the valid rows. A refused file changes nothing.
 */
export async function uploadFile(
  deps: Deps,
  user: User,
  file: { fileName: string; buffer: Buffer },
  locale: Locale,
): Promise<ExcelUpload> {
  const db = deps.database.db;
  assertCanTransact(user);
  const { maxRows, limit } = accessOf(user);
  const fileName = file.fileName.trim().slice(0, 200);
  if (!/\.xlsx$/i.test(fileName)) throw fieldError('file', 'excel_invalid_file');
  const parsed = await readUpload(file.buffer);
  if (!parsed || parsed.length === 0) throw fieldError('file', 'excel_invalid_file');
  if (parsed.length > maxRows) throw fieldError('file', 'excel_too_many_rows', { max: maxRows });
  const day = jakartaDay();
  if (await repo.fileNameTaken(db, user.id, day, fileName)) throw fieldError('file', 'excel_file_name_taken');

  const since = jakartaDayStart();
  const sameLimit = deps.config.SAME_NUMBER_DAILY_LIMIT;
  const inFile = new Map<string, number>();
  const rows: repo.NewExcelRow[] = [];
  for (const r of parsed) {
    const base = {
      rowNo: r.row,
      productCode: r.product_code.slice(0, 64),
      destination: r.destination.slice(0, 64),
    };
    try {
      if (!r.product_code) throw fieldError('product_code', 'incorrect_product_code');
      const product = await findPurchasableProduct(deps.products, db, r.product_code, {
        category: user.category,
        upline: user.referredBy,
        destination: r.destination,
      });
      const key = `${product.code}|${product.destination}`;
      const earlier = inFile.get(key) ?? 0;
      if (sameLimit > 0) {
        const today = await countSameNumber(db, user.id, product.destination, product.code, since);
        if (today + earlier >= sameLimit) {
          throw fieldError('destination', 'same_number_limit', { product: product.name, limit: sameLimit });
        }
      }
      inFile.set(key, earlier + 1);
      rows.push({
        ...base,
        destination: product.destination,
        productName: product.name,
        price: product.price,
        state: 'ok',
        error: null,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      rows.push({ ...base, productName: null, price: null, state: 'invalid', error: problemOf(err) });
    }
  }
  const valid = rows.filter((r) => r.state === 'ok');
  const used = await repo.rowsProcessedSince(db, user.id, since);
  if (used + valid.length > limit) {
    throw fieldError('file', 'excel_daily_limit', { limit, remaining: Math.max(0, limit - used) });
  }
  let created: ExcelUploadRow;
  try {
    created = await repo.insertUpload(
      db,
      {
        userId: user.id,
        fileName,
        uploadDay: day,
        status: 'validated',
        validCount: valid.length,
        invalidCount: rows.length - valid.length,
        totalPrice: valid.reduce((s, r) => s + (r.price ?? 0), 0),
      },
      rows,
    );
  } catch (err) {
    if (isUniqueViolation(err, 'excel_uploads_file_name_day'))
      throw fieldError('file', 'excel_file_name_taken');
    throw err;
  }
  return getUpload(deps, user.id, created.id, locale);
}

async function ownUpload(deps: Deps, userId: number, id: number): Promise<ExcelUploadRow> {
  const upload = await repo.findUpload(deps.database.db, id);
  if (!upload || upload.userId !== userId) throw new AppError('excel_upload_not_found');
  return upload;
}

const rowView = (r: repo.RowWithTransaction): ExcelRow => ({
  row: r.rowNo,
  product_code: r.productCode,
  destination: r.destination,
  product_name: r.productName,
  price: r.price,
  status: r.state,
  ...(r.error ? { error: r.error } : {}),
  ref_id: r.refId,
  transaction_status: r.transactionStatus,
  serial_number: r.serialNumber,
});

function summaryView(u: ExcelUploadRow, rows: repo.RowWithTransaction[]): ExcelUploadSummary {
  const count = (f: (r: repo.RowWithTransaction) => boolean) => rows.filter(f).length;
  return {
    id: u.id,
    file_name: u.fileName,
    created_at: u.createdAt.toISOString(),
    status: u.status,
    valid: u.validCount,
    invalid: u.invalidCount,
    total_price: u.totalPrice,
    counts: {
      total: rows.length,
      valid: u.validCount,
      invalid: u.invalidCount,
      placed: count((r) => r.state === 'placed'),
      failed: count((r) => r.state === 'failed'),
      success: count((r) => r.transactionStatus === 'success'),
      trx_failed: count(
        (r) =>
          r.state === 'placed' &&
          r.transactionStatus !== null &&
          r.transactionStatus !== 'success' &&
          r.transactionStatus !== 'processing',
      ),
    },
  };
}

export async function getUpload(
  deps: Deps,
  userId: number,
  id: number,
  _locale?: Locale,
): Promise<ExcelUpload> {
  const upload = await ownUpload(deps, userId, id);
  const rows = await repo.uploadRows(deps.database.db, [id]);
  return { ...summaryView(upload, rows), rows: rows.map(rowView) };
}

/** The user's uploads of the last 30 days, newest first. */
export async function listUploads(deps: Deps, userId: number): Promise<ExcelUploadSummary[]> {
  const db = deps.database.db;
  const uploads = await repo.listUploads(db, userId, new Date(Date.now() - EXCEL_KEEP_DAYS * 86400_000));
  const rows = await repo.uploadRows(
    db,
    uploads.map((u) => u.id),
  );
  return uploads.map((u) =>
    summaryView(
      u,
      rows.filter((r) => r.uploadId === u.id),
    ),
  );
}

/**
 * Confirms an upload with the PIN (checked once) and buys its valid rows in the background. An
 * upload already confirmed is answered as it is (a double tap or a second tab buys nothing more).
 */
export async function processUpload(deps: Deps, user: User, id: number, pin: string): Promise<ExcelUpload> {
  const db = deps.database.db;
  const upload = await ownUpload(deps, user.id, id);
  if (upload.status !== 'validated') return getUpload(deps, user.id, id);
  assertCanTransact(user);
  const { limit } = accessOf(user);
  if (upload.validCount === 0) throw new AppError('excel_no_valid_rows');
  await verifyPin(deps, db, user, pin);
  const claimed = await claimWithinDailyLimit(deps, upload, limit);
  if (claimed) {
    publish(deps, user.id, { id, status: 'processing' });
    startRun(deps, id);
  }
  return getUpload(deps, user.id, id);
}

/**
 * Claims a validated upload for processing if its rows fit in what is left of the user's daily Excel
 * limit. Counted and claimed under the user's lock, so two uploads confirmed at the same moment
 * cannot both take the last of the day's limit. Undefined when the upload was already claimed.
 */
export async function claimWithinDailyLimit(
  deps: Deps,
  upload: Pick<ExcelUploadRow, 'id' | 'userId' | 'validCount'>,
  limit: number,
): Promise<ExcelUploadRow | undefined> {
  return deps.database.db.transaction(async (tx) => {
    await repo.lockUserUploads(tx, upload.userId);
    const used = await repo.rowsProcessedSince(tx, upload.userId, jakartaDayStart());
    if (used + upload.validCount > limit) {
      throw new AppError('excel_daily_limit', { limit, remaining: Math.max(0, limit - used) });
    }
    return repo.claimForProcessing(tx, upload.id);
  });
}

function publish(deps: Deps, userId: number, payload: { id: number; status: string; row?: number }) {
  deps.bus.publish({ userId, event: EXCEL_UPDATED_EVENT, payload });
}

/** Starts buying an upload's remaining rows in this process, unless it already does. */
function startRun(deps: Deps, id: number): Promise<void> {
  const state = deps.excel;
  const current = state.running.get(id);
  if (current) return current;
  const run = runUpload(deps, id)
    .catch((err) => deps.logger.error({ err, upload: id, feature: 'excel' }, 'excel upload run failed'))
    .finally(() => state.running.delete(id));
  state.running.set(id, run);
  return run;
}

/**
 * Buys the rows still `ok`, one by one, from the deposit wallet: each an ordinary purchase with the
 * idempotency key `excel:<id>:<row>` (a resumed run finds the purchase a crash left and buys nothing
 * twice). A refused row (insufficient balance, product gone, …) is marked failed; the rest continue.
 */
async function runUpload(deps: Deps, id: number): Promise<void> {
  const db = deps.database.db;
  const upload = await repo.findUpload(db, id);
  if (!upload || upload.status !== 'processing') return;
  const user = await findUserById(db, upload.userId);
  if (!user) return;
  for (const r of await repo.rowsToBuy(db, id)) {
    if (deps.excel.stopped) return;
    try {
      const trx = await createPrepaidPurchase(
        deps,
        user,
        {
          product_code: r.productCode,
          destination: r.destination,
          payment_method: 'deposit',
          pin: '000000',
          order_number: undefined,
        },
        `excel:${id}:${r.rowNo}`,
        { pinConfirmed: true },
      );
      await repo.markRowPlaced(db, id, r.rowNo, trx.refId);
      deps.bus.publish({
        userId: user.id,
        event: 'transaction.updated',
        payload: { ref_id: trx.refId, status: trx.status },
      });
    } catch (err) {
      if (!(err instanceof AppError))
        deps.logger.error({ err, upload: id, row: r.rowNo }, 'excel row failed');
      await repo.markRowFailed(db, id, r.rowNo, problemOf(err));
    }
    publish(deps, user.id, { id, status: 'processing', row: r.rowNo });
  }
  await repo.markDone(db, id);
  publish(deps, user.id, { id, status: 'done' });
}

/** Start-up (and a job): resumes the uploads a crash or restart left `processing`. */
export async function resumeProcessingUploads(deps: Deps): Promise<number> {
  const ids = await repo.processingUploadIds(deps.database.db);
  for (const id of ids) void startRun(deps, id);
  return ids.length;
}

/** Waits for this process's runs (tests; the runs go on by themselves otherwise). */
export async function settleRuns(deps: Deps): Promise<void> {
  while (deps.excel.running.size > 0) await Promise.allSettled([...deps.excel.running.values()]);
}

/** The daily job: uploads older than 30 days are deleted with their rows. */
export async function pruneUploads(deps: Deps): Promise<number> {
  return repo.deleteUploadsBefore(deps.database.db, new Date(Date.now() - EXCEL_KEEP_DAYS * 86400_000));
}

const problemText = (p: ExcelProblem | undefined, locale: Locale): string | null =>
  p ? (isErrorKey(p.code) ? errorText(p.code, locale, p.params) : p.code) : null;

/** The upload's result as .xlsx in the reader's language. */
export async function exportUpload(deps: Deps, userId: number, id: number, locale: Locale) {
  const upload = await ownUpload(deps, userId, id);
  const rows = await repo.uploadRows(deps.database.db, [id]);
  const lines: ResultLine[] = rows.map((r) => {
    const view = rowView(r);
    const trxStatus = r.transactionStatus as keyof typeof TRANSACTION_STATUS_LABELS | null;
    const statusText =
      r.state === 'placed' && trxStatus && TRANSACTION_STATUS_LABELS[trxStatus]
        ? TRANSACTION_STATUS_LABELS[trxStatus][locale]
        : rowLabel(r.state === 'placed' ? 'ok' : r.state, locale);
    return { ...view, statusText, note: problemText(view.error, locale), settledAt: r.settledAt };
  });
  const base = upload.fileName.replace(/\.xlsx$/i, '').replace(/[^\w.-]+/g, '_');
  return { file: await resultWorkbook(lines, locale), name: `hasil-${base}.xlsx` };
}
