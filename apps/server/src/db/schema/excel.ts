import {
  bigint,
  bigserial,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0018_excel_uploads.sql (the SQL holds the constraints: the file name unique per
// user and Jakarta day, the states, a placed row's ref_id).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An uploaded Excel file of prepaid purchases (features/excel). */
export const excelUploads = pgTable('excel_uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  fileName: text('file_name').notNull(),
  uploadDay: date('upload_day', { mode: 'string' }).notNull(),
  status: text('status').$type<'validated' | 'processing' | 'done'>().notNull().default('validated'),
  validCount: integer('valid_count').notNull(),
  invalidCount: integer('invalid_count').notNull(),
  totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
  finishedAt: ts('finished_at'),
});
export type ExcelUploadRow = typeof excelUploads.$inferSelect;

/** One row of an uploaded file: its product and number, its check's outcome, its purchase. */
export const excelUploadRows = pgTable(
  'excel_upload_rows',
  {
    uploadId: bigint('upload_id', { mode: 'number' }).notNull(),
    rowNo: integer('row_no').notNull(),
    productCode: text('product_code').notNull(),
    destination: text('destination').notNull(),
    productName: text('product_name'),
    price: bigint('price', { mode: 'number' }),
    state: text('state').$type<'invalid' | 'ok' | 'placed' | 'failed'>().notNull(),
    error: jsonb('error').$type<{ code: string; params?: Record<string, string | number> }>(),
    refId: text('ref_id'),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.rowNo] })],
);
export type ExcelUploadRowLine = typeof excelUploadRows.$inferSelect;
