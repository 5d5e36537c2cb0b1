import { z } from 'zod';

// Excel bulk top-up (spec §5 "Excel bulk top-up", calls §9.2): one row per prepaid purchase,
// validated on upload, bought on "process" from the deposit wallet.

/** An upload's life: checked and kept (nothing bought), its rows being bought, all rows done. */
export const EXCEL_UPLOAD_STATUSES = ['validated', 'processing', 'done'] as const;
export type ExcelUploadStatus = (typeof EXCEL_UPLOAD_STATUSES)[number];

/**
 * A row's state: refused on upload (`invalid`, with its error), valid and not bought yet (`ok`),
 * its purchase created (`placed`, with ref_id), or refused when bought (`failed`, with its error).
 */
export const EXCEL_ROW_STATES = ['ok', 'invalid', 'placed', 'failed'] as const;
export type ExcelRowState = (typeof EXCEL_ROW_STATES)[number];

/** Upload size cap (bytes). */
export const EXCEL_MAX_BYTES = 1024 * 1024;

/** The realtime event an upload's progress is published with (payload: {id, status, row?}). */
export const EXCEL_UPDATED_EVENT = 'excel.updated';

/** A message key with its params (the web translates it). */
export const excelProblem = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ExcelProblem = z.infer<typeof excelProblem>;

export const excelRow = z.object({
  /** The row number in the spreadsheet (the header is row 1). */
  row: z.number(),
  product_code: z.string(),
  destination: z.string(),
  product_name: z.string().nullable(),
  price: z.number().nullable(),
  status: z.enum(EXCEL_ROW_STATES),
  error: excelProblem.optional(),
  ref_id: z.string().nullable(),
  /** The purchase's status once placed (processing, success, failed, …). */
  transaction_status: z.string().nullable(),
  serial_number: z.string().nullable(),
});
export type ExcelRow = z.infer<typeof excelRow>;

export const excelCounts = z.object({
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  placed: z.number(),
  failed: z.number(),
  /** Placed rows whose purchase succeeded / failed at the supplier. */
  success: z.number(),
  trx_failed: z.number(),
});

export const excelUploadSummary = z.object({
  id: z.number(),
  file_name: z.string(),
  created_at: z.string(),
  status: z.enum(EXCEL_UPLOAD_STATUSES),
  valid: z.number(),
  invalid: z.number(),
  total_price: z.number(),
  counts: excelCounts,
});
export type ExcelUploadSummary = z.infer<typeof excelUploadSummary>;

export const excelUpload = excelUploadSummary.extend({ rows: z.array(excelRow) });
export type ExcelUpload = z.infer<typeof excelUpload>;

export const excelUploadResponse = z.object({ data: excelUpload });
export const excelUploadListResponse = z.object({ data: z.array(excelUploadSummary) });
export const excelUploadParams = z.object({ id: z.coerce.number().int().positive() });
export const excelProcessRequest = z.object({
  pin: z.string({ message: 'required' }).regex(/^\d{6}$/, { message: 'digits:6' }),
});
export type ExcelProcessRequest = z.infer<typeof excelProcessRequest>;
export const excelExportQuery = z.object({ lang: z.enum(['id', 'en', 'zh']).optional() });

/** The template's and the result export's column headers, in the reader's language. */
export const EXCEL_HEADERS = {
  product_code: { id: 'Kode produk', en: 'Product code', zh: '产品代码' },
  destination: { id: 'Nomor tujuan', en: 'Destination', zh: '目标号码' },
  row: { id: 'Baris', en: 'Row', zh: '行' },
  product_name: { id: 'Produk', en: 'Product', zh: '产品' },
  price: { id: 'Harga', en: 'Price', zh: '价格' },
  status: { id: 'Status', en: 'Status', zh: '状态' },
  ref_id: { id: 'ID transaksi', en: 'Transaction ID', zh: '交易编号' },
  serial_number: { id: 'SN', en: 'SN', zh: 'SN' },
  note: { id: 'Keterangan', en: 'Note', zh: '说明' },
  date: { id: 'Tanggal', en: 'Date', zh: '日期' },
} as const;

// ---- asking for Excel access (the `excel_topup` permission; decided in the operations console) ----

export const EXCEL_ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const EXCEL_ACCESS_NOTE_MAX = 300;

/** The member's latest request for Excel access. */
export const excelAccessRequestView = z.object({
  status: z.enum(EXCEL_ACCESS_REQUEST_STATUSES),
  created_at: z.string(),
  /** Why it was rejected. */
  reason: z.string().optional(),
});
export type ExcelAccessRequestView = z.infer<typeof excelAccessRequestView>;

/** GET prabayar/excel/access-request: whether the caller has Excel access, and their latest request. */
export const excelAccessStatusResponse = z.object({
  data: z.object({ allowed: z.boolean(), request: excelAccessRequestView.nullable() }),
});
export type ExcelAccessStatus = z.infer<typeof excelAccessStatusResponse>['data'];

/**
 * POST prabayar/excel/access-request {note?}: an active member without access asks for it (one
 * pending at a time: 409 `excel_access_request_pending`; 409 `excel_access_already_allowed`).
 */
export const excelAccessRequest = z.object({
  note: z
    .string()
    .trim()
    .max(EXCEL_ACCESS_NOTE_MAX, { message: `max:${EXCEL_ACCESS_NOTE_MAX}` })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ExcelAccessRequest = z.infer<typeof excelAccessRequest>;
export type ExcelAccessRequestInput = z.input<typeof excelAccessRequest>;
export const excelAccessRequestResponse = z.object({ data: excelAccessRequestView });
