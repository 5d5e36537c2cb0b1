import { type Browser, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { api, newUser, register } from './helpers';
import { operator } from './operator';

// Helpers of the console journeys (*.operator.spec.ts under /admin): staff accounts made by the CLI and
// the owner's Staff page, and a browser signed in with password and TOTP.

/**
 * The authenticator's code, `ahead` 30-second steps from now. A code is accepted once per step
 * (the server's replay guard) and one step either side: a later sign-in of the same person in the
 * same half-minute uses the next step's code instead of waiting.
 */
export const totp = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

export interface StaffLogin {
  email: string;
  password: string;
}

/** A new owner made by `npm run admin -- create-admin` (its e-mail unique to the run). */
export async function createOwner(prefix: string): Promise<StaffLogin> {
  const owner = {
    email: `${prefix}-${Date.now().toString(36)}@konter.local`,
    password: 'pemilik-rahasia-1',
  };
  expect(
    await operator(
      'create-admin',
      '--email',
      owner.email,
      '--name',
      'Olga Owner',
      '--password',
      owner.password,
      '--force',
    ),
  ).toContain(owner.email);
  return owner;
}

/**
 * A console browser (the phone size unless `viewport` says otherwise) signed in on `path` by an account
 * that has not enrolled yet: password, then the enrolment with a code of the key the page shows.
 */
export async function staffPage(
  browser: Browser,
  who: StaffLogin,
  path: string,
  viewport = { width: 412, height: 823 },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByRole('heading', { name: 'Pasang autentikator' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Kode 6 digit').fill(await totp(secret));
  await page.getByRole('button', { name: 'Konfirmasi & masuk' }).click();
  return { context, page, secret };
}

/** The owner, on the Staff page, adds an account with one role (`role`: the checkbox's label). */
export async function createStaff(
  page: Page,
  who: { email: string; name: string; password: string },
  role: RegExp,
) {
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  const form = page.getByTestId('staff-create');
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Nama').fill(who.name);
  await form.getByLabel('Kata sandi', { exact: true }).fill(who.password);
  await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'Buat akun' }).click();
  await expect(page.getByText(`Akun ${who.email} dibuat.`)).toBeVisible();
}

/** Opens a page of the console's menu on a phone (the drawer). */
export async function openMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name }).click();
}

/** A member's deposit balance (GET account). */
export const depositOf = async (page: Page) =>
  (await api<{ deposit: number }>(page, 'GET', 'account')).data.deposit;

/**
 * A new member (phone size) who asks for a Rp 100.000 BCA top-up and, "already transferred but not
 * credited", claims it with a proof picture and a note: what customer service then approves.
 */
export async function claimedTopup(browser: Browser, name: string, note: string) {
  const member = { ...newUser(), name };
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const m = await context.newPage();
  await register(m, member);
  expect(await depositOf(m)).toBe(0);
  await m.goto('/payment/deposit/topup');
  await m.getByRole('radio', { name: 'Rp 100.000', exact: true }).check();
  await m.getByRole('radio', { name: /Transfer BCA/ }).check();
  await m.getByRole('button', { name: 'Lanjut' }).click();
  await m.getByRole('dialog').getByRole('button', { name: 'Buat permintaan' }).click();
  const confirmation = m.getByTestId('topup-confirmation');
  await expect(confirmation).toHaveAttribute('data-status', 'pending');
  const code = decodeURIComponent(new URL(m.url()).pathname.split('/').pop() ?? '');
  expect(code).toMatch(/^DEP/);
  await m.getByText('Sudah transfer tapi belum masuk?').click();
  await m.getByLabel('Catatan (opsional)').fill(note);
  await m
    .locator('input[type=file]')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: await m.screenshot() });
  await m.getByRole('button', { name: 'Kirim bukti transfer' }).click();
  await expect(confirmation).toHaveAttribute('data-status', 'claimed');
  const topup = (await api<{ total: number; nominal: number }>(m, 'GET', `deposit/topup/${code}`)).data;
  return { member, context, m, code, topup };
}

/** Rupiah as the console writes it ("Rp 100.123"). */
export const rupiahText = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;
