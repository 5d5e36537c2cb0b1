import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createOwner, staffPage } from './console-helpers';
import { api, DEMO_MEMBER, memberContext, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * The console's Reports (issue 18), on PostgreSQL with the operator CLI: the demo member buys; an
 * owner (finance's page; the owner opens every page) sees today's sale in the sales report, downloads
 * its Excel file (a real .xlsx: a zip), reads deposits and withdrawals by channel, runs the ledger
 * check and sees "OK". Screenshots console-reports-*.png at 412×823 and 1280×800.
 */
test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `console-reports-${name}`);
const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

test('the sales report shows a purchase of today and exports it; the ledger check says OK', async ({
  browser,
}) => {
  // The demo member buys a prepaid product with the deposit.
  const memberCtx = await memberContext(browser);
  const m = await memberCtx.newPage();
  await m.goto('/');
  const number = `08121${String(Date.now()).slice(-7)}`;
  const products = await api<{ products: Array<{ code: string }> }>(
    m,
    'GET',
    `prabayar/products?type=pulsa&destination=${number}`,
  );
  const bought = await api<{ ref_id: string }>(m, 'POST', 'prabayar/transaction', {
    product_code: products.data.products[0]?.code,
    destination: number,
    pin: DEMO_MEMBER.pin,
    payment_method: 'deposit',
  });
  expect(bought.status).toBe(201);
  await expect
    .poll(
      async () => (await api<{ status: string }>(m, 'GET', `transaction/${bought.data.ref_id}`)).data.status,
      { timeout: 20_000 },
    )
    .toBe('success');
  await memberCtx.close();

  // The sales report of the last 7 days: today's row counts the sale, the totals show a margin.
  const owner = await createOwner('owner-r');
  const { page } = await staffPage(browser, owner, '/admin/reports', { width: 1280, height: 800 });
  await expect(page.getByRole('heading', { name: 'Laporan', level: 1 })).toBeVisible();
  const today = page.getByTestId(`sales-row-${jakartaToday()}`);
  await expect(today).toBeVisible();
  expect(rupiah(await page.getByTestId('sales-totals').locator('dd').first().textContent())).toBeGreaterThan(
    0,
  );
  await shot(page, 'sales');

  // Grouped by product; its Excel file downloads as a real .xlsx.
  await page.getByLabel('Kelompokkan per').selectOption('product');
  await expect(page.getByTestId(`sales-row-${products.data.products[0]?.code}`)).toBeVisible();
  await shot(page, 'sales-product');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sales-product-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.length).toBeGreaterThan(1000);
  expect(file.subarray(0, 2).toString()).toBe('PK');

  // Deposits and withdrawals by channel.
  await page.getByRole('tab', { name: 'Deposit & penarikan' }).click();
  await expect(page.getByTestId('money-deposits')).toBeVisible();
  await expect(page.getByTestId('money-withdrawals')).toBeVisible();
  await shot(page, 'money');

  // The ledger check: run now, then "OK" with its time, duration and who ran it.
  await page.getByRole('tab', { name: 'Pemeriksaan ledger' }).click();
  await page.getByRole('button', { name: 'Periksa sekarang' }).click();
  const result = page.getByTestId('ledger-result');
  await expect(result).toHaveAttribute('data-ok', 'true', { timeout: 30_000 });
  await expect(result).toContainText('OK');
  await expect(result).toContainText(owner.email);
  await shot(page, 'ledger');
});
