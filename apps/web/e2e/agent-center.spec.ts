import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_MASTER, DEMO_MEMBER, demoContext, memberContext, rupiah } from './helpers';

const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };

/**
 * Agent center (issue 14 §2): the demo master opens the dashboard (the demo agent is their
 * downline), the side menu (a sidebar on a phone, opened by `?sidebar=true` and closed by Back; a
 * column on a desktop), the agent list, the cashback list and history, the agent transactions and
 * the address; a member gets the calm "for agents" state. Screenshots of each screen at a phone and
 * a desktop size go to <repo>/screenshots/agent-center-*.png.
 */
const outDir = process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const phone = { viewport: { width: 412, height: 823 } };

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

/** The page at each size as agent-center-<name>-<size>.png; an open sidebar is shot as the viewport. */
async function shots(page: Page, name: string, fullPage = true) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/agent-center-${name}-${size.name}.png`, fullPage });
  }
  await page.setViewportSize(phone.viewport);
}

test('the demo agent (the master’s downline) buys pulsa at the master’s price', async ({ browser }) => {
  const context = await demoContext(browser, DEMO_AGENT, phone);
  const page = await context.newPage();
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill('081234567811');
  const card = page.getByTestId('product-grid').getByRole('button', { name: /Telkomsel 10\.000/ });
  await card.click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('the demo master uses the agent center: dashboard, side menu, downlines and reports', async ({
  browser,
}) => {
  mkdirSync(outDir, { recursive: true });
  const context = await demoContext(browser, DEMO_MASTER, phone);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto('/agent-center');
  await expect(page).toHaveURL(/\/agent-center\/dashboard$/);
  await expect(page.getByTestId('stat-downlines')).toBeVisible();
  expect(
    rupiah(await page.getByTestId('stat-downlines').locator('p').first().textContent()),
  ).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('stat-cashback')).toContainText('Rp');
  // The agent's purchase: a sale today and the master's profit from it (pulsa markup Rp 1.000).
  await expect(page.getByTestId('stat-sales-today').locator('p').nth(1)).not.toHaveText(/^0 /);
  const profit = await page.getByTestId('stat-profit-today').locator('p').first().textContent();
  expect(rupiah(profit)).toBeGreaterThanOrEqual(1000);
  await shots(page, 'dashboard');

  // The phone's side menu: opened by the toolbar button (a query flag), closed by going back.
  await page.getByRole('button', { name: 'Menu pusat agen' }).click();
  await expect(page).toHaveURL(/[?&]sidebar=true/);
  const menu = page.getByRole('dialog', { name: 'Menu pusat agen' });
  await expect(menu.getByRole('link', { name: 'Daftar agen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Daftarkan agen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gambar daftar harga' })).toBeVisible();
  await shots(page, 'menu', false);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu pusat agen' }).click();
  await menu.getByRole('link', { name: 'Daftar agen' }).click();
  await expect(page).toHaveURL(/\/agent-center\/list-agent$/);
  const agentRow = page.getByTestId('downline-row').filter({ hasText: '081200000002' });
  await expect(agentRow).toBeVisible();
  await expect(agentRow).toContainText('Agen Demo');
  await shots(page, 'list-agent');
  await page.getByPlaceholder('Cari nama atau nomor HP').fill('tidak-ada-agen-ini');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Tidak ada downline yang cocok')).toBeVisible();

  await page.goto('/agent-center/list-cashback');
  await expect(page.getByRole('tab', { name: 'Prabayar' })).toBeVisible();
  const cashbackRow = page.getByTestId('cashback-row').filter({ hasText: '081234567811' }).first();
  await expect(cashbackRow).toContainText('Agen Demo');
  await expect(cashbackRow).toContainText('Masuk besok');
  await shots(page, 'list-cashback');

  await page.goto('/agent-center/cashback-history');
  await expect(page.getByLabel('Dari tanggal')).toBeVisible();
  await expect(page.getByTestId('cashback-sum').or(page.getByText('Belum ada cashback masuk'))).toBeVisible();
  await shots(page, 'cashback-history');
  // A range longer than 92 days is said, not sent; an old empty range shows the empty state.
  await page.getByLabel('Dari tanggal').fill('2020-01-01');
  await expect(page.getByText('Rentang tanggal paling lama 92 hari.')).toBeVisible();
  await page.getByLabel('Sampai tanggal').fill('2020-01-31');
  await expect(page.getByText('Belum ada cashback masuk')).toBeVisible();

  await page.goto('/agent-center/transaksi-agen');
  await expect(page.getByPlaceholder('Cari ref ID, nomor tujuan, produk atau nama agen')).toBeVisible();
  await expect(page.getByTestId('agent-trx-row').filter({ hasText: '081234567811' }).first()).toContainText(
    'Agen Demo',
  );
  await page.getByPlaceholder('Cari ref ID, nomor tujuan, produk atau nama agen').fill('081234567811');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page).toHaveURL(/search=081234567811/);
  await expect(page.getByTestId('agent-trx-row').first()).toContainText('081234567811');
  await shots(page, 'transaksi-agen');

  await page.goto('/agent-center/profile?type=ubahAlamat');
  await expect(page.getByRole('heading', { name: 'Ubah alamat' })).toBeAttached();
  await shots(page, 'profile');

  // The same pages under /account.
  await page.goto('/account/list-cashback/pascabayar');
  await expect(page.getByRole('tab', { name: 'Pascabayar', selected: true })).toBeVisible();
  await page.goto('/account/list-agent');
  await expect(page.getByTestId('downline-row').filter({ hasText: '081200000002' })).toBeVisible();

  // Desktop: the side menu stands beside the page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/agent-center/dashboard');
  await expect(
    page.getByTestId('agent-center-nav').getByRole('link', { name: 'Riwayat cashback' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a member opening the agent center is told calmly it is for agents', async ({ browser }) => {
  const context = await memberContext(browser, phone);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const path of ['/agent-center/dashboard', '/agent-center/list-agent', '/account/cashback-history']) {
    await page.goto(path);
    await expect(page.getByText('Khusus agen dan agen master')).toBeVisible();
  }
  await shots(page, 'member');
  expect(errors).toEqual([]);
  await context.close();
});
