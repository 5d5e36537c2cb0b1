import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';

export interface TestUser {
  name: string;
  email: string;
  hp: string;
  password: string;
}

/** A unique user per call: registration must not collide with earlier runs or tests. */
export function newUser(): TestUser {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-10);
  return { name: 'Budi Santoso', email: `e2e-${n}@example.com`, hp: `08${n}`, password: 'rahasia-123' };
}

export async function register(page: Page, user: TestUser) {
  await page.goto('/auth/register');
  await page.getByLabel('Nama lengkap').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Nomor HP (WhatsApp)').fill(user.hp);
  await page.getByLabel('Kata sandi', { exact: true }).fill(user.password);
  await page.getByLabel('Konfirmasi kata sandi').fill(user.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await skipPinStep(page);
  await expect(page.getByText(`Halo, ${user.name.split(' ')[0]}!`)).toBeVisible();
}

/** The step after registering (/welcome/pin): "Nanti saja" goes on to the home without a PIN. */
export async function skipPinStep(page: Page) {
  await expect(page).toHaveURL(/\/welcome\/pin/);
  await page.getByRole('button', { name: 'Nanti saja' }).click();
}

export async function fillLogin(page: Page, login: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email atau nomor HP').fill(login);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** The embedded server's demo member (Rp 500.000 deposit, PIN set). */
export const DEMO_MEMBER = {
  login: '081200000001',
  password: 'konter123',
  pin: '123456',
  greeting: 'Halo, Member!',
};

/**
 * A browser context logged in as the demo member. The first login of a run is the account's first
 * (trusted) device; every later context reuses that session (saved next to the run's data), so no
 * spec triggers the new-device approval.
 */
export async function memberContext(browser: Browser, options: BrowserContextOptions = {}) {
  return demoContext(browser, DEMO_MEMBER, options);
}

/** The demo master agent (category 3, Rp 10.000.000 deposit, the same password and PIN). */
export const DEMO_MASTER = { login: '081200000003', greeting: 'Halo, Master!' };

/**
 * A browser context logged in as a demo account. Its session is kept in the run's data directory:
 * a second browser of the same account would be a new device waiting for approval.
 */
export async function demoContext(
  browser: Browser,
  account: { login: string; greeting: string },
  options: BrowserContextOptions = {},
) {
  // Per database: a session of the embedded run's server means nothing to the PostgreSQL one.
  const db = process.env.E2E_DATABASE_URL ? '-pg' : '';
  const file = join(process.env.KONTER_E2E_DATA_DIR ?? tmpdir(), `e2e-session-${account.login}${db}.json`);
  if (existsSync(file)) return browser.newContext({ ...options, storageState: file });
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await fillLogin(page, account.login, DEMO_MEMBER.password);
  await expect(page.getByText(account.greeting)).toBeVisible();
  await context.storageState({ path: file });
  await page.close();
  return context;
}

/** "Rp 487.750" → 487750 */
export const rupiah = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * Starts the app on a server-rendered public page (ADR 0015: its scripts load on the first
 * interaction) and waits until it runs; on the app's own pages it is ready already.
 */
export async function appReady(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** A call to the API from inside the page, with the page's CSRF token (as the app sends it). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const res = await fetch(`/api/v1/${p}`, {
        method: m,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-CSRF-TOKEN': token,
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
      return { status: res.status, data: json?.data as T };
    },
    [method, path, body] as const,
  );
}

/**
 * The console errors a page logs from now on, apart from refused calls (a 4xx the page answers
 * itself is logged by the browser as a failed resource).
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
  );
  return errors;
}
