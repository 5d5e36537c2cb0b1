import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { appReady, DEMO_MASTER, DEMO_MEMBER, demoContext, newUser, register, rupiah } from './helpers';

/**
 * Send money (issue 13 §2): the demo master (who has the permission) checks a BCA account's name
 * and sends Rp 50.000; a freshly registered member meets the permission flow — verify first, then
 * request — and sees it pending. Screenshots of each screen at a phone and a desktop size go to
 * <repo>/screenshots/send-money-*.png.
 */
const outDir = process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
type Size = (typeof sizes)[number];
// SCREENSHOT_SIZES=mobile (CI): the journeys once, at the phone size (as screenshots.spec.ts).
const only = process.env.SCREENSHOT_SIZES?.split(',').map((s) => s.trim());
const runSizes = sizes.filter((s) => !only || only.includes(s.name));

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function shot(page: Page, name: string, size: Size) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${outDir}/send-money-${name}-${size.name}.png`, fullPage: true });
}

const masterPage = async (browser: Browser, size: Size) =>
  (
    await demoContext(browser, DEMO_MASTER, { viewport: { width: size.width, height: size.height } })
  ).newPage();

for (const size of runSizes) {
  test(`the demo master checks a name and sends Rp 50.000 (${size.name})`, async ({ browser }) => {
    mkdirSync(outDir, { recursive: true });
    const page = await masterPage(browser, size);
    const deposit = async () =>
      ((await (await page.request.get('/api/v1/account')).json()) as { data: { deposit: number } }).data
        .deposit;
    await page.goto('/prabayar/sendMoney');
    await page.getByText('BCA', { exact: true }).click();
    // A new account each run: the same product to the same number twice a day is refused (spec limit).
    const number = `12${String(Date.now()).slice(-7)}1`;
    await page.getByLabel('Nomor rekening').fill(number);
    await page.getByRole('button', { name: 'Cek nama' }).click();
    await expect(page.getByTestId('recipient-name')).toHaveText(/^[A-Z ]+$/);
    await expect(
      page.getByText('Mohon periksa kembali detail rekening penerima sebelum melanjutkan transaksi.'),
    ).toBeVisible();
    const name = (await page.getByTestId('recipient-name').textContent())?.trim() ?? '';
    await shot(page, 'name-check', size);

    const before = await deposit();
    const card = page.getByTestId('product-grid').getByRole('button', { name: /BCA 50\.000/ });
    const price = rupiah(await card.getByTestId('product-price').textContent());
    expect(price).toBeGreaterThan(50_000);
    await card.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText(number)).toBeVisible();
    await expect(sheet.getByText(name)).toBeVisible();
    await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
    await shot(page, 'confirm', size);
    await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();

    await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('serial-number')).toContainText(name);
    await expect(page.getByTestId('serial-number')).toContainText('TRF');
    expect(await deposit()).toBe(before - price);
    await shot(page, 'result', size);
    await page.context().close();
  });
}

for (const size of runSizes) {
  test(`a new member verifies, requests the permission and waits (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const user = newUser();
    await register(page, user);
    await page.goto('/prabayar/sendMoney');
    await expect(page.getByRole('heading', { name: 'Kirim uang perlu izin' })).toBeVisible();
    await expect(page.getByText('Verifikasi akun dulu')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verifikasi di halaman profil' })).toBeVisible();
    await shot(page, 'verify-first', size);

    // The verification link of the sign-up e-mail (dev outbox).
    const html = await (await page.request.get('/dev/outbox')).text();
    const token = html.slice(html.indexOf(`→ ${user.email}`)).match(/verify-email\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`/auth/verify-email?token=${token}`);
    await expect(page.getByText('Email terverifikasi')).toBeVisible();

    await page.goto('/prabayar/sendMoney');
    const ask = page.getByRole('button', { name: 'Ajukan izin' });
    await expect(ask).toBeVisible();
    await shot(page, 'request', size);
    await ask.click();
    await expect(page.getByText('Pengajuan sedang ditinjau')).toBeVisible();
    await expect(ask).toBeHidden();
    await shot(page, 'pending', size);
    await context.close();
  });
}

for (const size of runSizes) {
  test(`/m/sendMoney explains the service to a visitor (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const res = await page.goto('/m/sendMoney');
    // Rendered on the server: the heading is in the HTML before the app runs.
    expect(await res?.text()).toContain('Kirim Uang ke Bank &amp; E-Wallet');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Kirim Uang ke Bank & E-Wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daftar gratis' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masuk', exact: true }).last()).toBeVisible();
    await shot(page, 'info', size);
    await context.close();
  });
}
