import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { fillLogin, newUser, register, type TestUser } from './helpers';

/**
 * Screenshots of every screen at a phone (412×823) and a desktop (1280×800) size, written to
 * <repo>/screenshots/ (gitignored) for review. Not assertions about pixels.
 */
const outDir = resolve(import.meta.dirname, '../../../screenshots');
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function shot(page: Page, name: string, size: (typeof sizes)[number]) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250); // snackbar and progress-bar transitions
  await page.screenshot({ path: `${outDir}/${name}-${size.name}.png`, fullPage: true });
}

async function visit(page: Page, path: string, heading?: string) {
  await page.goto(path);
  if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeAttached();
}

async function newPage(browser: Browser, size: (typeof sizes)[number]) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  return context.newPage();
}

for (const size of sizes) {
  test(`screens at ${size.width}x${size.height}`, async ({ browser }) => {
    mkdirSync(outDir, { recursive: true });
    const user: TestUser = newUser();
    const page = await newPage(browser, size);

    // Visitor screens
    await visit(page, '/', 'Jualan pulsa & produk digital jadi lebih mudah');
    await shot(page, '01-landing', size);
    await visit(page, '/auth/login', 'Masuk');
    await shot(page, '02-login', size);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page.getByText('Kata sandi harus diisi')).toBeVisible();
    await shot(page, '03-login-errors', size);
    await visit(page, '/auth/register?ref=AGEN01', 'Daftar akun');
    await shot(page, '04-register', size);
    await visit(page, '/auth/forgot-password', 'Lupa kata sandi');
    await shot(page, '05-forgot-password', size);
    await visit(page, '/auth/reset-password?token=contoh-token', 'Buat kata sandi baru');
    await shot(page, '06-reset-password', size);
    await visit(page, '/auth/verify-email?token=tidak-valid', 'Verifikasi email');
    await expect(page.getByText('Verifikasi gagal')).toBeVisible();
    await shot(page, '07-verify-email-failed', size);
    await visit(page, '/halaman-yang-tidak-ada', 'Halaman tidak ditemukan');
    await shot(page, '08-not-found', size);

    // Member screens
    await register(page, user);
    await shot(page, '10-home', size);
    await visit(page, '/history', 'Riwayat transaksi');
    await shot(page, '11-history', size);
    await visit(page, '/account', 'Akun');
    await shot(page, '12-account', size);
    await visit(page, '/account/profile', 'Profil');
    await shot(page, '13-profile', size);
    await visit(page, '/account/password', 'Ubah kata sandi');
    await shot(page, '14-password', size);
    await visit(page, '/account/pin', 'Buat PIN transaksi');
    await shot(page, '15-pin-set', size);
    await visit(page, '/account/contact', 'Kontak favorit');
    await shot(page, '16-contacts-empty', size);
    await page.getByRole('button', { name: 'Tambah kontak' }).first().click();
    await page.getByRole('dialog').getByLabel('Nama').fill('Ibu');
    await page.getByRole('dialog').getByLabel('Nomor', { exact: true }).fill('081298765432');
    await shot(page, '17-contact-dialog', size);
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('081298765432')).toBeVisible();
    await shot(page, '18-contacts', size);
    await visit(page, '/account/delete', 'Hapus akun');
    await shot(page, '19-delete', size);

    // A second device waits for approval
    const other = await newPage(browser, size);
    await fillLogin(other, user.email, user.password);
    await expect(other.getByRole('heading', { name: 'Menunggu persetujuan' })).toBeVisible();
    await shot(other, '20-device-waiting', size);
    await other.getByRole('button', { name: 'Verifikasi dengan kode' }).click();
    await shot(other, '21-device-code-channel', size);
    await other.getByRole('button', { name: 'Kirim kode' }).click();
    await expect(other.getByLabel('Kode OTP')).toBeVisible();
    await shot(other, '22-device-code-entry', size);
    await visit(page, '/account/devices', 'Perangkat');
    await expect(page.getByText('Percobaan login baru')).toBeVisible();
    await shot(page, '23-devices', size);
    await page.getByRole('button', { name: 'Tolak' }).click();
    await shot(page, '24-devices-reject-confirm', size);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tolak' }).click();
    await expect(other.getByText('Login ditolak')).toBeVisible({ timeout: 15_000 });
    await shot(other, '25-device-rejected', size);

    await page.context().close();
    await other.context().close();
  });
}
