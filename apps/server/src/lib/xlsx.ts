import ExcelJS from 'exceljs';

// The one .xlsx writer of the server's reports (the member's transaction report, the console's audit
// log and Reports): a sheet per table with a bold frozen header row, column widths, rupiah amounts as
// numbers and instants as date cells, an optional bold totals row. Plain values are written as
// values: ExcelJS writes a formula only when given one, so text typed by people never runs.

export const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
export const RUPIAH_FORMAT = '"Rp" #,##0';

export type CellValue = string | number | Date | null;

export interface SheetColumn {
  header: string;
  width: number;
  /** `money`: rupiah number format; `date`: a date cell's format; none: as the value is. */
  format?: 'money' | 'date';
}

export interface Sheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly CellValue[])[];
  /** A last row in bold (a report's totals). */
  totals?: readonly CellValue[];
  /** Filter buttons on the header row. */
  autoFilter?: boolean;
}

/** Jakarta is UTC+7 all year. */
const WIB_MS = 7 * 3600_000;

/**
 * An instant as a date cell showing its WIB wall time. Excel dates have no zone: ExcelJS writes a
 * Date's UTC fields, so the instant moves by seven hours to read as Jakarta's clock.
 */
export const wibCell = (iso: string | null): Date | null =>
  iso ? new Date(new Date(iso).getTime() + WIB_MS) : null;

/** The workbook of these sheets, as the bytes of an .xlsx file. */
export async function xlsxWorkbook(sheets: readonly Sheet[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Konter';
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: c.width,
      style: c.format ? { numFmt: c.format === 'date' ? DATE_FORMAT : RUPIAH_FORMAT } : {},
    }));
    ws.getRow(1).font = { bold: true };
    for (const r of sheet.rows) ws.addRow([...r]);
    if (sheet.totals) ws.addRow([...sheet.totals]).font = { bold: true };
    if (sheet.autoFilter)
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
