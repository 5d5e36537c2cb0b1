import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_MASTER, DEMO_MEMBER, demoContext, rupiah } from './helpers';

/**
 * Issue 13 §2 as the demo master: an eSIM bought on its own screen (the QR code and the code on the
 * result, the e-mail in /dev/outbox), then 3 voucher codes in one confirmation (the codes listed as
 * they arrive, copied all at once). Screenshots of each new screen at 412×823 and 1280×800.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const outDir = process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

let page: Page;
test.beforeAll(async ({ browser }) => {
  mkdirSync(outDir, { recursive: true });
  const context = await demoContext(browser, DEMO_MASTER, {
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: sizes[0],
  });
  page = await context.newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

/** The page at both sizes (the phone's last, where the journey goes on). */
async function shots(name: string, fullPage = true) {
  for (const size of [...sizes].reverse()) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    // A full-page capture draws the sticky toolbar where the page was scrolled to: start at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/esim-bulk-${name}-${size.name}.png`, fullPage });
  }
}

test('buy an eSIM: the QR code and the code on the result, the e-mail in /dev/outbox', async () => {
  const email = `esim.${Date.now()}@example.com`;
  await page.goto('/prabayar/esim');
  await expect(page.getByRole('heading', { name: 'Apa itu eSIM?' })).toBeVisible();
  const field = page.getByLabel('E-mail penerima');
  await expect(field).toHaveValue('master@konter.local'); // the account's e-mail, prefilled
  await field.fill(email);
  await page.locator('label', { hasText: /^telkomsel$/i }).click();
  const card = page.getByTestId('product-grid').getByRole('button', { name: /eSIM Telkomsel 5GB/ });
  await expect(card).toBeVisible();
  await shots('esim-screen');

  await card.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(email)).toBeVisible();
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();

  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
  const qr = page.getByTestId('esim-qr');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const lpa = (await page.getByTestId('esim-lpa').textContent()) ?? '';
  expect(lpa).toMatch(/^LPA:1\$[\w.]+\$[A-Z0-9-]+$/);
  const code = lpa.split('$')[2]!;
  await expect(page.getByTestId('esim-code')).toHaveText(code);
  await page.getByTestId('esim-activation').getByRole('button', { name: 'Salin', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lpa);
  await shots('esim-result');

  // The receipt carries the QR code too.
  await page.getByRole('link', { name: 'Lihat struk' }).click();
  await expect(page.getByTestId('esim-activation')).toBeVisible();
  await expect(page.getByTestId('esim-lpa')).toHaveText(lpa);

  // The e-mail to the eSIM's address, with the code and the QR code (inline PNG).
  await expect(async () => {
    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: email });
    await expect(mail).toContainText(code, { timeout: 1000 });
    await expect(mail.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('buy 3 vouchers in one confirmation: 3 codes listed, copied all at once', async () => {
  await page.goto('/prabayar/voucher');
  await page.locator('label', { hasText: /google play/i }).click();
  await page.getByLabel('Nomor tujuan').fill('081200000003');
  const card = page
    .getByTestId('product-grid')
    .getByRole('button', { name: /Google Play Indonesia Rp 20\.000/ });
  const price = rupiah(await card.getByTestId('product-price').textContent());
  const before = rupiah(await page.getByTestId('deposit-balance').first().textContent());
  await card.click();

  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Tambah jumlah' }).click();
  await sheet.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(sheet.getByTestId('bulk-quantity-input')).toHaveValue('3');
  await expect(sheet.getByTestId('bulk-total')).toHaveText(`Rp ${(3 * price).toLocaleString('id-ID')}`);
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await shots('bulk-confirm', false);
  await sheet.getByRole('button', { name: /^Bayar Rp .* untuk 3 kode$/ }).click();

  await expect(page).toHaveURL(/[?&]batch=BLK\w+/);
  const codes = page.getByTestId('bulk-code');
  await expect(codes).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByTestId('bulk-progress')).toContainText('3 dari 3 selesai');
  const texts = (await codes.allTextContents()).map((c) => c.trim());
  expect(new Set(texts).size).toBe(3);
  await page.getByTestId('bulk-copy-all').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(texts.join('\n'));
  await expect(page.getByText('3 kode disalin')).toBeVisible();
  expect(rupiah(await page.getByTestId('deposit-balance').first().textContent())).toBe(before - 3 * price);

  const download = page.waitForEvent('download');
  await page.getByTestId('bulk-export').click();
  expect((await download).suggestedFilename()).toMatch(/^voucher-BLK\w+\.csv$/);
  await shots('bulk-codes');
});
