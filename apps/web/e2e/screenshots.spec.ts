import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_MEMBER, fillLogin, memberContext, newUser, register, type TestUser } from './helpers';

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
  // A full-page capture draws the sticky toolbar where the page was scrolled to: start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
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
    await visit(page, '/pricelist/pulsa', 'Daftar harga Pulsa');
    await expect(page.getByText('TELKOMSEL', { exact: true })).toBeVisible();
    await shot(page, '09-pricelist', size);

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

    // A new member has no transaction PIN yet: the purchase page sends them to create one.
    await visit(page, '/prabayar/pulsa', 'Pulsa');
    await expect(page.getByText('Buat PIN transaksi dulu')).toBeVisible();
    await shot(page, '26-prepaid-no-pin', size);

    await page.context().close();
    await other.context().close();
  });
}

/** Purchase screens as the demo member (Rp 500.000 deposit; the simulator's test numbers). */
for (const size of sizes) {
  test(`purchase screens at ${size.width}x${size.height}`, async ({ browser }) => {
    mkdirSync(outDir, { recursive: true });
    const context = await memberContext(browser, { viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const pin = () => page.getByRole('dialog').getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
    const pay = () =>
      page
        .getByRole('dialog')
        .getByRole('button', { name: /^Bayar Rp/ })
        .click();
    const grid = page.getByTestId('product-grid');
    // The server allows the same product to the same number once a day: one number per size.
    const number = size.name === 'mobile' ? '081234567890' : '081234567891';

    await visit(page, '/', DEMO_MEMBER.greeting);
    await shot(page, '30-home-member', size);

    await visit(page, '/prabayar/pulsa', 'Pulsa');
    await shot(page, '31-prepaid-empty', size);
    await page.getByLabel('Nomor HP').fill(number);
    await expect(grid).toBeVisible();
    await shot(page, '32-prepaid-pulsa', size);
    await grid.getByRole('button', { name: /Telkomsel 5\.000/ }).click();
    await pin();
    await shot(page, '33-prepaid-confirm', size);
    await pay();
    await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
    await shot(page, '34-prepaid-success', size);
    await page.getByRole('link', { name: 'Lihat struk' }).click();
    await expect(page.getByTestId('receipt-sn')).toBeVisible();
    await shot(page, '35-receipt', size);
    await page.getByText('Pengaturan struk').click();
    await page.getByLabel('Nama toko').fill('Konter Berkah');
    await page.getByLabel('Nomor telepon toko').fill('0812 3456 7890');
    await page.getByLabel('Alamat toko').fill('Jl. Merdeka No. 10, Bandung');
    await shot(page, '36-receipt-settings', size);
    await page.emulateMedia({ media: 'print' });
    await shot(page, '37-receipt-print', size);
    await page.emulateMedia({ media: 'screen' });

    await visit(page, '/prabayar/pulsa', 'Pulsa');
    await page.getByLabel('Nomor HP').fill('087800001232');
    const xl = grid.getByRole('button', { name: /XL 5\.000/ });
    if (await xl.isEnabled()) {
      await xl.click();
      await pin();
      await pay();
      await expect(page.getByText('Transaksi gagal', { exact: true })).toBeVisible({ timeout: 15_000 });
      await shot(page, '38-prepaid-failed', size);
    }

    await visit(page, '/prabayar/electricity', 'Token Listrik');
    await page.getByLabel('Nomor meter / ID pelanggan').fill('530000000001');
    await expect(page.getByTestId('pln-customer')).toBeVisible();
    await shot(page, '39-electricity', size);
    await page.getByLabel('Nomor meter / ID pelanggan').fill('000000000000');
    await expect(page.getByText('Cek ID PLN gagal.')).toBeVisible();
    await shot(page, '40-electricity-check-failed', size);

    await visit(page, '/prabayar/emoney', 'E-Money');
    await page.getByText('DANA', { exact: true }).click();
    await expect(grid).toBeVisible();
    await grid.getByRole('button').first().click();
    await expect(page.getByText('Silakan isi nomor tujuan.')).toBeVisible();
    await shot(page, '41-emoney-number-required', size);

    await visit(page, '/prabayar/data', 'Paket Data');
    await page.getByLabel('Nomor HP').fill('0800123');
    await shot(page, '42-unknown-operator', size);

    await visit(page, '/prabayar/topupByExcel', 'Top Up Excel');
    await shot(page, '43-coming-soon', size);

    // Two customers' bills checked; the second is unticked, only the first is paid.
    await visit(page, '/pascabayar/electricity', 'PLN Pascabayar');
    for (const customer of ['530000000002', '530000000001']) {
      await page.getByLabel(/Nomor \/ ID pelanggan/).fill(customer);
      await page.getByRole('button', { name: 'Cek Tagihan' }).click();
      await expect(page.getByTestId('bill-card').filter({ hasText: customer })).toBeVisible();
    }
    await page.getByTestId('bill-card').filter({ hasText: '530000000002' }).getByRole('checkbox').uncheck();
    await shot(page, '44-postpaid-bills', size);
    await page.getByRole('button', { name: 'Bayar tagihan' }).click();
    await pin();
    await shot(page, '45-postpaid-confirm', size);
    await pay();
    await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
    await shot(page, '46-postpaid-success', size);

    await visit(page, '/history', 'Riwayat transaksi');
    await expect(page.getByTestId('transaction-row').first()).toBeVisible();
    await shot(page, '47-history', size);
    await visit(page, '/account/transaksi-history/pascabayar', 'Riwayat transaksi');
    await expect(page.getByTestId('transaction-row').first()).toBeVisible();
    await shot(page, '48-history-postpaid', size);

    await context.close();
  });
}
