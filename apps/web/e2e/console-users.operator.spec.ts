import { expect, type Page, test } from '@playwright/test';
import { createOwner, createStaff, openMenuEntry, staffPage } from './console-helpers';
import { api, consoleErrors, newUser, register } from './helpers';
import { shoot } from './shots';

/**
 * The console's Users pages (issue 18, part 2), on PostgreSQL with the operator CLI: `create-admin`
 * makes an owner, who enrols TOTP (codes made here with otplib) and creates a customer-service
 * account. A member signs in on a phone and on a laptop (accepted from the phone) and locks the PIN
 * with five wrong tries. The CS signs in with TOTP, finds the member by phone, revokes the laptop
 * (that browser's next API call is 401; the phone keeps working), lifts the PIN lock (the right PIN
 * works again) and makes the member an agent — each after a confirmation. The owner's audit log
 * lists the three changes by the CS. Screenshots console-users-*.png at 412×823 and 1280×800
 * (SCREENSHOT_SIZES=mobile: the phone only).
 */
test.setTimeout(150_000);

const shot = (page: Page, name: string) => shoot(page, `console-users-${name}`);
const PIN = '246810';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('customer service finds a member, revokes a device, lifts the PIN lock and changes the category; the audit lists it', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const cs = { email: `cs-${run}@konter.local`, name: 'Citra Layanan', password: 'layanan-rahasia-1' };
  const owner = await createOwner('owner-u');

  // The owner adds a customer-service account.
  const o = await staffPage(browser, owner, '/admin/staff');
  await expect(o.page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await createStaff(o.page, cs, /Layanan pelanggan/);

  // A member on a phone (first device) and a laptop the phone accepts; a PIN locked by five wrong tries.
  const member = { ...newUser(), name: 'Sari Pelanggan' };
  const phoneContext = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const phone = await phoneContext.newPage();
  await register(phone, member);
  expect((await api(phone, 'POST', 'account/pin/store', { pin: PIN, pin_confirmation: PIN })).status).toBe(
    200,
  );
  const laptopContext = await browser.newContext({ userAgent: LAPTOP_UA });
  const laptop = await laptopContext.newPage();
  await laptop.goto('/auth/login');
  const login = await api<{ device_id: string }>(laptop, 'POST', 'auth/login', {
    login: member.email,
    password: member.password,
  });
  expect(login.status).toBe(202);
  expect((await api(phone, 'POST', `account/device/${login.data.device_id}/accept`, {})).status).toBe(200);
  expect((await api<{ device_status: string }>(laptop, 'GET', 'auth/device-status')).data.device_status).toBe(
    'trusted',
  );
  expect((await api(laptop, 'GET', 'account')).status).toBe(200);
  const tries: number[] = [];
  for (let i = 0; i < 5; i++)
    tries.push((await api(phone, 'POST', 'account/pin/verify', { pin: '000000' })).status);
  expect(tries).toEqual([422, 422, 422, 422, 429]);

  // Customer service signs in (the menu offers Users) and finds the member by phone.
  const c = await staffPage(browser, cs, '/admin');
  const page = c.page;
  const errors = consoleErrors(page);
  await expect(page.getByRole('heading', { name: `Selamat datang, ${cs.name}` })).toBeVisible();
  await openMenuEntry(page, 'Pengguna');
  await expect(page.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  await page.getByLabel('Cari pengguna').fill(member.hp);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${member.hp}$`));
  const found = page.getByTestId('user-row');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(member.name);
  await expect(found).toContainText('Member');
  await shot(page, 'search');
  await found.getByRole('link', { name: `Buka ${member.name}` }).click();
  await expect(page.getByRole('heading', { name: member.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-pin-state')).toContainText('Terkunci sampai');
  await expect(page.getByTestId('user-device')).toHaveCount(2);
  await expect(page.getByTestId('user-session')).toHaveCount(2);
  await shot(page, 'detail');

  // Revoke the laptop: asked first; then its next call is 401, the phone's still 200.
  const laptopDevice = page.getByTestId('user-device').filter({ hasText: 'Firefox · Windows' });
  await laptopDevice.getByRole('button', { name: 'Cabut Firefox · Windows' }).click();
  const revoke = page.getByRole('alertdialog', { name: 'Cabut perangkat Firefox · Windows?' });
  await expect(revoke).toContainText('Anggota menerima notifikasi');
  await shot(page, 'revoke-confirm');
  await revoke.getByRole('button', { name: 'Cabut perangkat' }).click();
  await expect(page.getByText('Perangkat Firefox · Windows dicabut.')).toBeVisible();
  await expect(laptopDevice).toContainText('Dicabut');
  await expect(page.getByTestId('user-session')).toHaveCount(1);
  expect((await api(laptop, 'GET', 'account')).status).toBe(401);
  expect((await api(phone, 'GET', 'account')).status).toBe(200);

  // Lift the PIN lock: the right PIN works again at once.
  await page.getByRole('button', { name: 'Buka kunci PIN' }).click();
  const unlock = page.getByRole('alertdialog', { name: `Buka kunci PIN ${member.name}?` });
  await unlock.getByRole('button', { name: 'Buka kunci' }).click();
  await expect(page.getByText(`Kunci PIN ${member.name} dibuka.`)).toBeVisible();
  await expect(page.getByTestId('user-pin-state')).toContainText('Tidak terkunci');
  expect((await api(phone, 'POST', 'account/pin/verify', { pin: PIN })).status).toBe(200);

  // Make the member an agent: the dialog names both categories; the member's account says so.
  await page.getByTestId('user-standing').getByRole('button', { name: 'Ubah kategori' }).click();
  const category = page.getByRole('alertdialog', { name: `Kategori ${member.name}` });
  await category.getByRole('radio', { name: /Agen/ }).check();
  await expect(category).toContainText('Ubah dari Member menjadi Agen?');
  await shot(page, 'category');
  await category.getByRole('button', { name: 'Ubah kategori' }).click();
  await expect(page.getByText(`Kategori ${member.name} sekarang Agen.`)).toBeVisible();
  await expect(page.getByTestId('user-category-value')).toContainText('Agen');
  expect((await api<{ category: number }>(phone, 'GET', 'account')).data.category).toBe(2);
  await shot(page, 'detail-after');

  // The demo master: its balances, ledger history and its downline (the demo agent), whose page
  // links back to it as upline.
  await page.getByRole('link', { name: 'Kembali ke pencarian' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${member.hp}$`));
  await page.getByLabel('Cari pengguna').fill('081200000003');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByTestId('user-row').getByRole('link', { name: 'Buka Master Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Master Demo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-deposit')).not.toHaveText('Rp 0');
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible();
  const downline = page.getByTestId('user-downlines').getByRole('link', { name: /Agen Demo/ });
  await expect(downline).toBeVisible();
  await shot(page, 'master');
  await downline.click();
  await expect(page.getByRole('heading', { name: 'Agen Demo', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-upline')).toContainText('Master Demo');

  // The owner's audit log: the three changes, by the CS, on this member.
  await o.page.goto('/admin/audit?action=user.');
  const entries = o.page.getByTestId('audit-entry').filter({ hasText: member.email });
  await expect(entries).toHaveCount(3);
  for (const label of ['Perangkat pengguna dicabut', 'Kunci PIN pengguna dibuka', 'Kategori pengguna diubah'])
    await expect(entries.filter({ hasText: label }).filter({ hasText: cs.email })).toHaveCount(1);
  const change = entries.filter({ hasText: 'Kategori pengguna diubah' });
  await change.getByRole('button', { name: 'Lihat perubahan' }).click();
  await expect(change.getByTestId('audit-diff')).toContainText('category');
  await shot(o.page, 'audit');

  expect(errors).toEqual([]);
  for (const ctx of [o.context, c.context, phoneContext, laptopContext]) await ctx.close();
});
