import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_MEMBER, demoContext } from './helpers';

/**
 * The Excel bulk top-up as the demo agent (permission excel_topup, Rp 1.000.000 deposit): the
 * template, a generated 100-row file checked and processed with the PIN until every row finished,
 * a 101-row file and a repeated file name refused. Screenshots at 412×823 and 1280×800.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };
const outDir = process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const run = Date.now().toString(36);

/** Distinct random Telkomsel numbers (the same-number daily rule must not bite). */
function numbers(count: number): string[] {
  const set = new Set<string>();
  while (set.size < count) set.add(`0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  return [...set];
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transaksi');
  ws.addRow(['Kode produk', 'Nomor tujuan']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A screen's capture; long row lists as the first screenful (`full` false). */
async function shot(page: Page, name: string, size: 'mobile' | 'desktop', full = true) {
  mkdirSync(outDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}/excel-${name}-${size}.png`, fullPage: full });
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('File Excel (.xlsx)').setInputFiles({ name, mimeType: XLSX, buffer });
  await page.getByRole('button', { name: 'Unggah & periksa' }).click();
}

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const hundredName = `topup-${run}.xlsx`;

test('template, 100 rows checked and processed with the PIN until every row finished', async () => {
  await page.goto('/prabayar/topupByExcel');
  await expect(page.getByText('Unggah hingga 100 transaksi sekaligus')).toBeVisible();
  await shot(page, '01-page', 'mobile');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh template' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  expect(template.worksheets[0]!.getRow(2).getCell(1).value).toBe('tsel5');

  await upload(page, hundredName, await workbook(numbers(100).map((n) => ['tsel5', n])));
  await expect(page.getByTestId('excel-summary')).toHaveText('100 valid · 0 tidak valid');
  await expect(page.getByTestId('excel-row')).toHaveCount(100);
  await shot(page, '02-checked', 'mobile', false);

  await page.getByRole('button', { name: 'Proses 100 transaksi' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('excel-total')).toBeVisible();
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await shot(page, '03-confirm', 'mobile', false);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(sheet).toBeHidden();

  await expect(page.getByTestId('excel-upload')).toHaveAttribute('data-upload-status', 'done', {
    timeout: 120_000,
  });
  await expect(page.locator('[data-testid="excel-row"][data-trx-status="success"]')).toHaveCount(100, {
    timeout: 120_000,
  });
  await expect(page.getByTestId('excel-progress')).toContainText('100 sukses');
  await expect(page.getByTestId('excel-row').first()).toContainText('SN:');
  await shot(page, '04-done', 'mobile', false);
});

test('a 101-row file and a file name used today are refused', async () => {
  await page.goto('/prabayar/topupByExcel');
  await upload(page, `besar-${run}.xlsx`, await workbook(numbers(101).map((n) => ['tsel5', n])));
  await expect(page.getByTestId('excel-upload-error')).toHaveText('Maksimal 100 transaksi per unggahan.');
  await shot(page, '05-too-many', 'mobile');

  await upload(page, hundredName, await workbook([['tsel5', numbers(1)[0]!]]));
  await expect(page.getByTestId('excel-upload-error')).toHaveText(
    'File dengan nama ini sudah diunggah hari ini; ganti nama file.',
  );
});

test('invalid rows show their reasons; the upload history and its detail', async () => {
  await page.goto('/prabayar/topupByExcel');
  await upload(
    page,
    `campur-${run}.xlsx`,
    await workbook([
      ['tsel5', numbers(1)[0]!],
      ['tidakada', numbers(1)[0]!],
      ['tsel5', '087812345678'],
    ]),
  );
  await expect(page.getByTestId('excel-summary')).toHaveText('1 valid · 2 tidak valid');
  await expect(page.getByTestId('excel-row-error').first()).toBeVisible();
  await shot(page, '06-invalid-rows', 'mobile');

  await page.getByRole('link', { name: 'Riwayat upload (30 hari)' }).click();
  await expect(page.getByTestId('excel-history-item').first()).toBeVisible();
  await expect(page.getByTestId('excel-history-item').filter({ hasText: hundredName })).toBeVisible();
  await shot(page, '07-history', 'mobile');
  await page.getByTestId('excel-history-item').filter({ hasText: hundredName }).click();
  await expect(page.getByTestId('excel-upload')).toHaveAttribute('data-upload-status', 'done');
  await shot(page, '08-detail', 'mobile', false);
});

// SCREENSHOT_SIZES=mobile (CI) leaves the desktop screenshots out (as screenshots.spec.ts).
test('the same screens at the desktop size', async ({ browser }) => {
  test.skip(
    process.env.SCREENSHOT_SIZES?.split(',').includes('desktop') === false,
    'phone size only (SCREENSHOT_SIZES)',
  );
  const desktop = await demoContext(browser, DEMO_AGENT, { viewport: { width: 1280, height: 800 } });
  const p = await desktop.newPage();
  await p.goto('/prabayar/topupByExcel');
  await expect(p.getByText('Unggah hingga 100 transaksi sekaligus')).toBeVisible();
  await shot(p, '01-page', 'desktop');
  await upload(
    p,
    `desktop-${run}.xlsx`,
    await workbook([
      ['tsel5', numbers(1)[0]!],
      ['tsel5', '0812'],
      ['tsel5', numbers(1)[0]!],
    ]),
  );
  await expect(p.getByTestId('excel-summary')).toHaveText('2 valid · 1 tidak valid');
  await shot(p, '02-checked', 'desktop');
  await p.getByRole('button', { name: 'Proses 2 transaksi' }).click();
  await p.getByRole('dialog').getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await shot(p, '03-confirm', 'desktop');
  await p
    .getByRole('dialog')
    .getByRole('button', { name: /^Bayar Rp/ })
    .click();
  await expect(p.locator('[data-testid="excel-row"][data-trx-status="success"]')).toHaveCount(2, {
    timeout: 60_000,
  });
  await shot(p, '04-done', 'desktop');
  await p.goto('/prabayar/topupByExcel/riwayat');
  await expect(p.getByTestId('excel-history-item').first()).toBeVisible();
  await shot(p, '07-history', 'desktop');
  await desktop.close();
});
