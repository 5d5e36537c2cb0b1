import { expect, type Page } from '@playwright/test';

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
  await expect(page.getByText(`Halo, ${user.name.split(' ')[0]}!`)).toBeVisible();
}

export async function fillLogin(page: Page, login: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email atau nomor HP').fill(login);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}
