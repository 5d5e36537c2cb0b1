import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_MASTER, demoContext, newUser, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * Downlines and their prices (issue 14 §1): the demo master registers an agent (the set-password link
 * goes out by WhatsApp and e-mail), sets a pulsa markup and sees the downline price follow; a custom
 * price below the buying price is refused; the demo agent (not a master) reads why the page is not
 * theirs. Screenshots at 412×823 and 1280×800 in <repo>/screenshots/agency-*.png.
 */
const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };
const SEEDED_PULSA_MARKUP = '1000';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const shot = (page: Page, name: string) => shoot(page, `agency-${name}`);

async function pageAs(browser: Browser, account: { login: string; greeting: string }) {
  const context = await demoContext(browser, account, { viewport: { width: 412, height: 823 } });
  return context.newPage();
}

async function saveMarkup(page: Page, value: string) {
  const input = page.getByTestId('markup-row-pulsa').locator('input');
  await input.fill(value);
  await page.getByRole('button', { name: /^Simpan \d+ perubahan$/ }).click();
  await expect(page.getByText('Markup disimpan')).toBeVisible();
}

test('the master registers an agent', async ({ browser }) => {
  const page = await pageAs(browser, DEMO_MASTER);
  await page.goto('/agent-center/agent');
  await expect(page.getByRole('heading', { name: 'Daftarkan agen', exact: true })).toBeVisible();
  await shot(page, 'page');
  const u = newUser();
  const form = page.getByTestId('register-agent-form');
  await form.getByLabel('Nama lengkap').fill('Sari Agen');
  await form.getByLabel('E-mail').fill(u.email);
  await form.getByLabel('Nomor HP (WhatsApp)').fill(u.hp);
  await form.getByRole('button', { name: 'Daftarkan agen' }).click();
  await expect(form.getByText(/Sari Agen terdaftar sebagai agen Anda/)).toBeVisible();
  await shot(page, 'registered');
  // The same e-mail again: refused on the field, nothing created.
  await form.getByLabel('Nama lengkap').fill('Sari Agen');
  await form.getByLabel('E-mail').fill(u.email);
  await form.getByLabel('Nomor HP (WhatsApp)').fill(newUser().hp);
  await form.getByRole('button', { name: 'Daftarkan agen' }).click();
  await expect(form.getByText(/sudah/i).first()).toBeVisible();
});

test('the master sets a pulsa markup and the downline price follows', async ({ browser }) => {
  const page = await pageAs(browser, DEMO_MASTER);
  await page.goto('/agent-center/agent');
  await saveMarkup(page, '1.250');
  const row = page.getByTestId('product-price-row').first();
  await expect(async () => {
    const buying = rupiah(await row.getByTestId('master-price').textContent());
    const downline = rupiah(await row.getByTestId('downline-price').textContent());
    expect(downline - buying).toBe(1250);
  }).toPass();
  // A custom price below the buying price is refused with the rule's message.
  await row.getByLabel('Harga khusus (Rp)').fill('1');
  await row.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(row.getByText(/tidak boleh lebih rendah dari harga beli Anda/)).toBeVisible();
  await shot(page, 'prices');
  // Back to the demo data's markup, so other journeys see the seeded prices.
  await page.reload();
  await saveMarkup(page, SEEDED_PULSA_MARKUP);
});

test('an agent who is not a master reads why the page is not theirs', async ({ browser }) => {
  const page = await pageAs(browser, DEMO_AGENT);
  await page.goto('/account/agent');
  await expect(page.getByText('Khusus agen master')).toBeVisible();
  await shot(page, 'gate');
});
