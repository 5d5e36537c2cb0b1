import { expect, test } from '@playwright/test';
import { fillLogin, newUser, register } from './helpers';

test('register, approve a second device from the first, then log out', async ({ browser }) => {
  const user = newUser();
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();

  // A: registering trusts this first device and logs in.
  await register(a, user);
  await expect(a.getByTestId('deposit-balance')).toHaveText('Rp 0');

  // B: a new device waits for approval.
  await fillLogin(b, user.email, user.password);
  await expect(b).toHaveURL(/\/auth\/device$/);
  await expect(b.getByRole('heading', { name: 'Menunggu persetujuan' })).toBeVisible();

  // A: the attempt shows up in the device list; allow it.
  await a.goto('/account/devices');
  const attempt = a.getByTestId('device-item').filter({ hasText: 'Percobaan login baru' });
  await expect(attempt).toHaveCount(1);
  await attempt.getByRole('button', { name: 'Izinkan' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'sekarang diizinkan' })).toBeVisible();

  // B: the 2-second poll notices the approval and moves on to the account.
  await expect(b).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(b.getByText(user.email)).toBeVisible();

  // B: log out (with confirmation) and land on the login page.
  await b.getByRole('button', { name: 'Keluar' }).click();
  await b.getByRole('alertdialog').getByRole('button', { name: 'Keluar' }).click();
  await expect(b).toHaveURL(/\/auth\/login/);
  expect((await b.request.get('/api/v1/account')).status()).toBe(401);

  // A stays logged in.
  expect((await a.request.get('/api/v1/account')).status()).toBe(200);
});

test('a wrong password shows the error on the form', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await page.context().clearCookies();

  await fillLogin(page, user.email, 'bukan-sandinya');
  await expect(page.getByRole('alert').filter({ hasText: 'kata sandi salah' })).toBeVisible();
  await expect(page.getByLabel('Email atau nomor HP')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a POST with a wrong CSRF token is refused with 419 and changes nothing', async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await page.context().clearCookies();
  await page.goto('/auth/login'); // a fresh CSRF cookie, no session

  const res = await page.request.post('/api/v1/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': 'not-the-token' },
    data: { login: user.email, password: user.password },
  });
  expect(res.status()).toBe(419);
  expect((await res.json()).code).toBe('csrf_mismatch');
  expect((await page.request.get('/api/v1/account')).status()).toBe(401);

  // The same request with the page's own token works, so the refusal was the token's doing.
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const ok = await page.request.post('/api/v1/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token ?? '' },
    data: { login: user.email, password: 'still-wrong-password' },
  });
  expect(ok.status()).toBe(422);
});
