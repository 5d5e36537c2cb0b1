import { expect, type Page, test } from '@playwright/test';
import { api, newUser, rupiah, skipPinStep } from './helpers';
import { operator } from './operator';
import { SCREENSHOT_DIR, SHOT_SIZES, shoot } from './shots';

/**
 * The affiliate programme (issue 14 §5), on PostgreSQL with the operator CLI: a visitor registers
 * as an affiliate with an ID image (waiting; the commission report is refused with the spec's
 * message), the operator approves (verified: code, link, expiry), a second visitor registers
 * through the affiliate's link, gets a deposit (a bank-transfer top-up the operator credits) and
 * buys pulsa on the purchase screen, and the affiliate sees this month's commission with that
 * user's row. Screenshots affiliate-*.png at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: phone).
 */
const PIN = '123456';

test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `affiliate-${name}`);

async function fillAccount(page: Page, u: ReturnType<typeof newUser>) {
  await page.getByLabel('Nama lengkap').fill(u.name);
  await page.getByLabel('Email', { exact: true }).fill(u.email);
  await page.getByLabel('Nomor HP (WhatsApp)').fill(u.hp);
  await page.getByLabel('Kata sandi', { exact: true }).fill(u.password);
  await page.getByLabel('Konfirmasi kata sandi').fill(u.password);
}

test('a visitor becomes a verified affiliate and earns a commission on a referral’s purchase', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();

  // The public registration page: the account, the bank account, the ID image, the programme's rule.
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'Daftar sebagai afiliasi' }).click();
  await expect(page).toHaveURL(/\/affiliate\/register$/);
  await expect(page.getByTestId('affiliate-percent')).toHaveText('Komisi 10% dari margin');
  // Any real image will do as the identity document: a picture of this very page.
  const idImage = await page.screenshot({ clip: { x: 0, y: 0, width: 412, height: 260 } });
  await shot(page, 'register');
  const u = { ...newUser(), name: 'Sari Afiliasi' };
  await fillAccount(page, u);
  await page.getByLabel('Nama bank').fill('BCA');
  await page.getByLabel('Nama pemilik rekening').fill('Sari Afiliasi');
  await page.getByLabel('Nomor rekening').fill('12345678901');
  await page.locator('input[name="id_image"]').setInputFiles({
    name: 'ktp.png',
    mimeType: 'image/png',
    buffer: idImage,
  });
  await expect(page.getByTestId('affiliate-id-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Daftar afiliasi' }).click();

  // Waiting for the administrator; the commission report is refused with the spec's message.
  await expect(page).toHaveURL(/\/account\/affiliate$/);
  // From here on, signed in: the affiliate screens log no error (a visitor's 401 before is expected).
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await expect(page.getByTestId('affiliate-status-pill')).toHaveText('Menunggu verifikasi admin');
  await expect(page.getByTestId('affiliate-report-refused')).toHaveText(
    'Laporan komisi belum dapat diakses karena akun afiliasi Anda belum diverifikasi.',
  );
  await page.getByText('Pendaftaran afiliasi terkirim').waitFor();
  await page.getByRole('button', { name: 'Tutup' }).click();
  await shot(page, 'waiting');

  // The operator sees the application with the bank account, and approves it.
  const queue = await operator('pending');
  const line = queue.split('\n').find((l) => l.includes(u.hp)) ?? '';
  expect(line).toContain('Sari Afiliasi');
  expect(line).toContain('BCA 12345678901');
  const id = line.trim().split(/\s+/)[0] ?? '';
  expect(await operator('approve', 'affiliate', id)).toContain('verified');

  await page.reload();
  await expect(page.getByTestId('affiliate-status-pill')).toHaveText('Terverifikasi');
  const code = (await page.getByTestId('affiliate-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId('affiliate-url')).toHaveText(new RegExp(`/r/${code}$`));
  const expiry = new Date(Date.now() + 365 * 86_400_000).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  });
  await expect(page.getByTestId('affiliate-expiry')).toContainText(expiry.split(' ').pop() ?? '');

  // A second visitor registers through the affiliate's link, gets a deposit and buys pulsa.
  const other = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const buyer = await other.newPage();
  await buyer.goto(`/r/${code}`);
  await expect(buyer).toHaveURL(new RegExp(`/auth/register\\?ref=${code}$`));
  const b = { ...newUser(), name: 'Dodi Pembeli' };
  await fillAccount(buyer, b);
  await expect(buyer.getByLabel('Kode referral (opsional)')).toHaveValue(code);
  await buyer.getByRole('button', { name: 'Daftar', exact: true }).click();
  await skipPinStep(buyer);
  expect((await api(buyer, 'POST', 'account/pin/store', { pin: PIN, pin_confirmation: PIN })).status).toBe(
    200,
  );
  const topup = await api<{ code: string }>(buyer, 'POST', 'deposit/topup', {
    nominal: 50_000,
    method: 'bank_transfer:bca',
  });
  expect(topup.status).toBe(201);
  await operator('deposit:approve', topup.data.code);
  await buyer.goto('/prabayar/pulsa');
  await buyer.getByLabel('Nomor HP').fill(`08123${String(Date.now()).slice(-7)}`);
  const card = buyer.getByTestId('product-grid').getByRole('button', { name: /Telkomsel 10\.000/ });
  const price = rupiah(await card.getByTestId('product-price').textContent());
  await card.click();
  const sheet = buyer.getByRole('dialog');
  await sheet.getByLabel('PIN transaksi').fill(PIN);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(buyer.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(price).toBeGreaterThan(10_000);
  await other.close();

  // The affiliate's report for this month: the referral's row (masked) with a commission.
  await page.reload();
  const row = page.getByTestId('affiliate-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Do** Pe*****');
  const totals = page.getByTestId('affiliate-totals');
  await expect(totals).toContainText('Transaksi sukses1');
  const commission = rupiah(await row.locator('dd').nth(2).textContent());
  const margin = rupiah(await row.locator('dd').nth(1).textContent());
  expect(margin).toBeGreaterThan(0);
  expect(commission).toBe(Math.floor(margin / 10));
  await shot(page, 'verified');
  // The report itself on the phone, in view (the full-page shot has the bottom bar over it).
  if (SHOT_SIZES.some((s) => s.name === 'mobile')) {
    await page.getByTestId('affiliate-report').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/affiliate-report-mobile.png` });
  }
  expect(errors).toEqual([]);
  await context.close();
});
