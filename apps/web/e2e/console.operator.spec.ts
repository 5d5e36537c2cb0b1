import { expect, type Page, test } from '@playwright/test';
import { totp } from './console-helpers';
import { consoleErrors } from './helpers';
import { operator } from './operator';
import { shoot } from './shots';

/**
 * The operations console (issue 18, part 1), on PostgreSQL with the operator CLI: `create-admin`
 * makes an owner; the owner opens /admin/staff, lands on the login, enrols an authenticator (codes
 * made here with otplib from the key the page shows) and is back on the staff page; creates a
 * finance account and logs out. Finance logs in, enrols, has no Staff or Audit entries in the menu
 * and gets the no-access page at /admin/staff. The owner logs in again (TOTP step) and the audit log
 * lists the staff creation and both sign-ins, filters by action and exports. Screenshots console-*.png
 * at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */
test.setTimeout(120_000);

const shot = (page: Page, name: string) => shoot(page, `console-${name}`);

async function passwordStep(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Lanjut' }).click();
}

/** The enrolment: the key as the page shows it (groups of four), then its first code. Returns the key. */
async function enrol(page: Page, screenshot?: string): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Pasang autentikator' })).toBeVisible();
  await expect(page.getByText(/Google Authenticator, Aegis/)).toBeVisible();
  const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // The QR is a real image the browser decoded (an authenticator app can scan it).
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const grouped = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  if (screenshot) await shot(page, screenshot);
  const secret = grouped.replace(/\s/g, '');
  await page.getByLabel('Kode 6 digit').fill(await totp(secret));
  await page.getByRole('button', { name: 'Konfirmasi & masuk' }).click();
  return secret;
}

/** The phone's menu (top bar → drawer) and what it lists. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Menu konsol' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Anda sudah keluar.')).toBeVisible();
}

test('an owner enrols TOTP, adds finance, finance is kept out of owner pages, the audit log shows it all', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const owner = { email: `owner-${run}@konter.local`, name: 'Olga Owner', password: 'pemilik-rahasia-1' };
  const finance = { email: `fina-${run}@konter.local`, name: 'Fina Finance', password: 'keuangan-rahasia-1' };
  // The demo data already has an owner (owner@konter.local): a second one needs --force.
  const created = await operator(
    'create-admin',
    '--email',
    owner.email,
    '--name',
    owner.name,
    '--password',
    owner.password,
    '--force',
  );
  expect(created).toContain(owner.email);

  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // A wrong code or a refused page is an answer the browser logs as a failed resource: expected.
  const errors = consoleErrors(page);

  // A signed-out visitor of a console page lands on the login, which is not for search engines.
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fstaff$/);
  await expect(page.getByRole('heading', { name: 'Masuk ke Konter Console' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await shot(page, 'login');

  // A wrong password: the one generic text.
  await passwordStep(page, owner.email, 'bukan-ini-sandinya');
  await expect(page.getByRole('alert')).toContainText('Email atau kata sandi salah');

  // The first sign-in enrols; its code brings the owner back to the page asked for.
  await passwordStep(page, owner.email, owner.password);
  const ownerSecret = await enrol(page, 'enrol');
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  const ownerRow = page.getByTestId(`staff-${owner.email}`);
  await expect(ownerRow).toContainText('Pemilik');
  await expect(ownerRow).toContainText('Terpasang');
  expect(await menuEntries(page)).toEqual([
    'Beranda',
    'Dasbor',
    'Persetujuan',
    'Pengguna',
    'Katalog',
    'Situs',
    'Laporan',
    'Toko',
    'Developer',
    'Staf',
    'Log audit',
  ]);
  await shot(page, 'menu');
  await page.keyboard.press('Escape');

  // A finance account: roles explained one line each; the password field shows and hides.
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  const form = page.getByTestId('staff-create');
  await form.getByLabel('Email').fill(finance.email);
  await form.getByLabel('Nama').fill(finance.name);
  await form.getByLabel('Kata sandi', { exact: true }).fill('pendek');
  await form.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
  await expect(form.getByLabel('Kata sandi', { exact: true })).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Buat akun' }).click();
  await expect(form.getByText('Kata sandi minimal 10 karakter')).toBeVisible();
  await expect(form.getByText('Peran harus diisi')).toBeVisible();
  await form.getByLabel('Kata sandi', { exact: true }).fill(finance.password);
  await form.getByRole('checkbox', { name: /Keuangan/ }).check();
  await expect(form.getByText('Persetujuan uang (klaim deposit, pinjaman) dan laporan.')).toBeVisible();
  await shot(page, 'staff-create');
  await form.getByRole('button', { name: 'Buat akun' }).click();
  await expect(page.getByText(`Akun ${finance.email} dibuat.`)).toBeVisible();
  const financeRow = page.getByTestId(`staff-${finance.email}`);
  await expect(financeRow).toContainText('Keuangan');
  await expect(financeRow).toContainText('Belum dipasang');
  await expect(financeRow).toContainText('Belum pernah');
  await expect(financeRow).toContainText('Aktif');
  await shot(page, 'staff');

  // The same e-mail again is refused on its field.
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  await form.getByLabel('Email').fill(finance.email);
  await form.getByLabel('Nama').fill('Fina Lagi');
  await form.getByLabel('Kata sandi', { exact: true }).fill(finance.password);
  await form.getByRole('checkbox', { name: /Layanan pelanggan/ }).check();
  await form.getByRole('button', { name: 'Buat akun' }).click();
  await expect(form.getByText('Akun staf dengan email ini sudah ada').first()).toBeVisible();
  await form.getByRole('button', { name: 'Batal' }).click();

  // The roles dialog (a confirm-less edit) and the disable confirmation are there; nothing is changed.
  await financeRow.getByRole('button', { name: 'Ubah peran' }).click();
  const rolesDialog = page.getByRole('dialog', { name: `Peran ${finance.name}` });
  await expect(rolesDialog.getByRole('checkbox', { name: /Keuangan/ })).toBeChecked();
  await rolesDialog.getByRole('button', { name: 'Batal' }).click();
  await financeRow.getByRole('button', { name: 'Nonaktifkan' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Nonaktifkan ${finance.name}?` });
  await expect(confirm).toContainText('Sesinya berakhir sekarang');
  await shot(page, 'disable-confirm');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(financeRow).toContainText('Aktif');

  await logOut(page);

  // Finance signs in and enrols; the console opens on its home, without the owner's pages.
  await passwordStep(page, finance.email, finance.password);
  await enrol(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: `Selamat datang, ${finance.name}` })).toBeVisible();
  // Finance reads users' wallets (Users), the catalogue, the reports and the audit log; Staff is not offered.
  expect(await menuEntries(page)).toEqual([
    'Beranda',
    'Dasbor',
    'Persetujuan',
    'Pengguna',
    'Katalog',
    'Laporan',
    'Log audit',
  ]);
  await expect(page.getByRole('dialog').getByTestId('console-staff')).toContainText('Keuangan');
  await page.keyboard.press('Escape');
  await shot(page, 'home-finance');
  // Typing the owner's page in gets the no-access page; the API says the same.
  await page.goto('/admin/staff');
  await expect(page.getByTestId('console-no-access')).toContainText('Halaman ini hanya untuk peran: Pemilik');
  await expect(page.getByTestId('console-no-access')).toContainText('Peran Anda: Keuangan');
  await shot(page, 'no-access');
  expect((await page.request.get('/api/v1/console/staff')).status()).toBe(403);
  // The audit log is finance's to read: its own sign-in is there.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Log audit', level: 1 })).toBeVisible();
  await expect(page.getByTestId('audit-entry').filter({ hasText: finance.email }).first()).toBeVisible();
  await logOut(page);

  // The owner again: the TOTP step this time (the next step's code: the enrolment's was used).
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Faudit$/);
  await passwordStep(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { name: 'Kode autentikator' })).toBeVisible();
  await shot(page, 'totp');
  await page.getByLabel('Kode 6 digit').fill(await totp(ownerSecret, 1));
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Log audit', level: 1 })).toBeVisible();

  // The staff creation and both sign-ins (owner, finance), newest first.
  const entries = page.getByTestId('audit-entry');
  const creation = entries.filter({ hasText: 'Akun staf dibuat' }).filter({ hasText: finance.email });
  await expect(creation).toHaveCount(1);
  await expect(creation).toContainText(owner.email);
  await expect(entries.filter({ hasText: 'Masuk ke konsol' }).filter({ hasText: owner.email })).toHaveCount(
    2,
  );
  await expect(entries.filter({ hasText: 'Masuk ke konsol' }).filter({ hasText: finance.email })).toHaveCount(
    1,
  );
  await creation.getByRole('button', { name: 'Lihat perubahan' }).click();
  await expect(creation.getByTestId('audit-diff')).toContainText(finance.email);
  await expect(creation.getByTestId('audit-diff')).toContainText('finance');
  await shot(page, 'audit');

  // Only sign-ins; the export downloads what the filter selects.
  await page.getByLabel('Aksi').fill('auth.login');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/action=auth\.login/);
  await expect(entries.filter({ hasText: 'Akun staf dibuat' })).toHaveCount(0);
  await expect(entries.filter({ hasText: 'Masuk ke konsol' }).first()).toBeVisible();
  const exportLink = page.getByTestId('audit-export');
  await expect(exportLink).toHaveAttribute(
    'href',
    /\/api\/v1\/console\/audit\/export\?action=auth\.login&format=xlsx$/,
  );
  const download = await page.request.get((await exportLink.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('spreadsheet');
  expect((await download.body()).subarray(0, 2).toString()).toBe('PK');
  await shot(page, 'audit-filtered');

  expect(errors).toEqual([]);
  await context.close();
});
