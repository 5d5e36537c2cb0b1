import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoContext, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * One-page checkout (issue 13 §2, ADR 0016): the demo agent creates a link with a Rp 1.000 markup; a
 * visitor (a fresh browser, no account) opens it, buys pulsa for a random number, pays on the
 * simulated Midtrans page and comes back to the live status and the SN; the agent's report shows
 * the sale. Screenshots of each screen at 412×823 and 1280×800 in <repo>/screenshots/.
 */
const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };

test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => shoot(page, `checkout-${name}`);

let linkPath = '';
let destination = '';
let refId = '';

async function agentPage(browser: Browser) {
  const context = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  return context.newPage();
}

test('the agent creates a checkout link with a Rp 1.000 markup', async ({ browser }) => {
  const page = await agentPage(browser);
  await page.goto('/account');
  await page.getByRole('link', { name: /Link Checkout/ }).click();
  await expect(page).toHaveURL(/\/account\/checkout-links$/);
  await page.getByLabel('Jenis produk').selectOption('pulsa');
  await page.getByLabel('Operator / brand').selectOption('telkomsel');
  const markup = page.getByLabel('Keuntungan per transaksi (Rp)');
  await markup.fill('1000');
  // The live example: the agent's own price and the visitor's (+ 1.000).
  await expect(page.getByText(/Contoh: .* pembeli membayar Rp/)).toBeVisible();
  const example = (await page.getByText(/Contoh: /).textContent()) ?? '';
  const [own, sell] = [...example.matchAll(/Rp\s?[\d.]+/g)].map((m) => rupiah(m[0]));
  expect(sell! - own!).toBe(1000);
  await page.getByRole('button', { name: 'Buat link' }).click();
  await expect(page.getByText('Link dibuat.')).toBeVisible();
  const url = (await page.getByTestId('checkout-url').first().textContent()) ?? '';
  expect(url).toMatch(/\/checkout\/pulsa\/telkomsel\/[a-z0-9]{8,10}$/);
  linkPath = new URL(url).pathname;
  await expect(page.getByRole('link', { name: 'Bagikan via WhatsApp' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await shot(page, 'links');
  await page.context().close();
});

test('a visitor buys pulsa through the link, pays on the gateway page and gets the SN', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(linkPath);
  await expect(page.getByTestId('checkout-seller')).toHaveText('Agen Demo');
  // One-page checkout: no footer.
  await expect(page.locator('footer')).toHaveCount(0);
  destination = `0812${String(Date.now()).slice(-8)}`;
  // An XL number on a Telkomsel link: said at once, by the same rule as the server's.
  await page.getByLabel('Nomor tujuan').fill('087812345678');
  await page.getByLabel('Nomor tujuan').blur();
  await expect(page.getByText('Nomor tidak sesuai dengan produk.')).toBeVisible();
  await page.getByLabel('Nomor tujuan').fill(destination);
  const nominal = page.locator('label:has(input[name="product"]:enabled)').first();
  const price = rupiah(await nominal.locator('span').nth(1).textContent());
  await nominal.click();
  await page.locator('label:has(input[name="payment_method"])', { hasText: 'GoPay' }).click();
  const total = rupiah(await page.getByTestId('checkout-total').textContent());
  expect(total).toBeGreaterThan(price);
  await shot(page, 'visitor');
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(destination);
  await dialog.getByRole('button', { name: 'Ya, bayar' }).click();
  await expect(page).toHaveURL(/\/_sim\/midtrans\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/pulsa\/telkomsel\/.*order=TRX/, { timeout: 15_000 });
  const status = page.getByTestId('checkout-status');
  await expect(status).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  await expect(page.getByTestId('checkout-sn')).not.toBeEmpty();
  await expect(page.getByText('Berhasil', { exact: true })).toBeVisible();
  refId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(refId).toMatch(/^TRX/);
  await shot(page, 'receipt');
  // Without its token the order cannot be read.
  const noToken = await page.request.get(`/api/v1/checkout/public/orders/${refId}`);
  expect(noToken.status()).toBe(404);
  await context.close();
});

test("the agent's report shows the sale", async ({ browser }) => {
  const page = await agentPage(browser);
  await page.goto('/account/laporan/transaksi');
  await expect(page.getByText(destination).first()).toBeVisible({ timeout: 15_000 });
  await page.context().close();
});
