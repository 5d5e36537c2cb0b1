import { expect, type Page, test } from '@playwright/test';
import { createOwner, createStaff, staffPage } from './console-helpers';
import { DEMO_AGENT } from './deposit-helpers';
import { consoleErrors, demoContext, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * The console's Catalogue page (issue 18), on PostgreSQL with the operator CLI: `create-admin` makes
 * an owner, who creates a catalogue account. The catalogue staff member finds Telkomsel Nelpon 100,
 * opens it, sets a manual agent price Rp 1.000 above the current one (the margin shown as typed) and
 * saves; the demo agent's SMS & calls list (member app) shows the new price at once. Then the markups,
 * "sync now" (its counts) and the rc statistics; finally the product goes back to the markups and the
 * agent sees the old price again; an own cut-off window around now makes the product unavailable in the
 * agent's list until the supplier's window is followed again. Screenshots console-catalogue-*.png at 412×823 and 1280×800.
 */
test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `console-catalogue-${name}`);
// Not pulsa or data: the demo agent buys those at the demo master's downline prices (seed.ts).
const PRODUCT = /Telkomsel Nelpon 100 Menit/;

/** The demo agent's price of the product in the member app's SMS & calls page. */
async function agentPrice(page: Page): Promise<number> {
  await page.goto('/prabayar/smstel');
  await page.getByLabel('Nomor HP').fill('081234567890');
  const card = page.getByTestId('product-grid').getByRole('button', { name: PRODUCT });
  await expect(card).toBeVisible();
  return rupiah(await card.getByTestId('product-price').textContent());
}

/** Why the demo agent cannot buy the product now (the grid's reason line), or null. */
async function agentReason(page: Page): Promise<string | null> {
  await page.goto('/prabayar/smstel');
  await page.getByLabel('Nomor HP').fill('081234567890');
  const card = page.getByTestId('product-grid').getByRole('button', { name: PRODUCT });
  await expect(card).toBeVisible();
  const reason = card.getByTestId('unavailable-reason');
  return (await reason.count()) > 0 ? reason.textContent() : null;
}

/** Jakarta wall-clock time (HH:MM) `minutes` from now. */
const wib = (minutes: number) =>
  new Date(Date.now() + (7 * 60 + minutes) * 60_000).toISOString().slice(11, 16);

test("catalogue staff change a product's agent price; the demo agent's price list shows it at once", async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const cat = { email: `katalog-${run}@konter.local`, name: 'Kiki Katalog', password: 'katalog-rahasia-1' };
  const owner = await createOwner('owner-cat');
  const o = await staffPage(browser, owner, '/admin/staff');
  await expect(o.page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await createStaff(o.page, cat, /^Katalog/);
  await o.context.close();

  const agentContext = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  const agent = await agentContext.newPage();
  const before = await agentPrice(agent);
  expect(before).toBeGreaterThan(0);

  // The catalogue staff member finds the product and sets a manual agent price.
  const c = await staffPage(browser, cat, '/admin/catalogue?type=smstel&q=tseltlp');
  const page = c.page;
  const errors = consoleErrors(page);
  await expect(page.getByRole('heading', { name: 'Katalog', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('price-agent')).toHaveText(`Rp ${before.toLocaleString('id-ID')}`);
  await shot(page, 'products');

  await card.getByTestId('product-edit').click();
  const dialog = page.getByTestId('product-dialog');
  await dialog.getByLabel('Harga manual').check();
  const next = before + 1_000;
  await dialog.getByTestId('price-input-agent').fill(String(next));
  await expect(dialog.getByTestId('margin-agent')).toContainText('+Rp');
  await shot(page, 'edit');
  await dialog.getByTestId('prices-save').click();
  await expect(page.getByText(/^Harga tseltlp100 disimpan\.$/)).toBeVisible();
  await expect(card.getByTestId('price-agent')).toHaveText(`Rp ${next.toLocaleString('id-ID')}`);
  await expect(card.getByTestId('product-mode')).toHaveText('Manual');

  // The demo agent's price list answers the new price at once.
  expect(await agentPrice(agent)).toBe(next);

  // Markups, sync now and the rc statistics.
  await page.getByRole('tab', { name: 'Markup' }).click();
  await expect(page.getByTestId('markup-form')).toBeVisible();
  await shot(page, 'markups');
  await page.getByRole('tab', { name: 'Sinkron' }).click();
  await page.getByTestId('sync-now').click();
  await expect(page.getByTestId('sync-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sync-created')).toHaveText('0');
  await shot(page, 'sync');
  await page.getByRole('tab', { name: 'Kode rc' }).click();
  await expect(page.getByLabel('Per')).toBeVisible();
  await shot(page, 'rc');

  // An own cut-off window around now: the agent's list shows the product unavailable at once.
  await page.getByRole('tab', { name: 'Produk' }).click();
  await card.getByTestId('product-edit').click();
  const cutOff = dialog.getByTestId('cut-off-form');
  await cutOff.getByLabel('Jam sendiri').check();
  const [start, end] = [wib(-60), wib(60)];
  await cutOff.getByLabel('Dari (WIB)').fill(start);
  await cutOff.getByLabel('Sampai (WIB)').fill(end);
  await cutOff.scrollIntoViewIfNeeded();
  await shot(page, 'cut-off');
  await cutOff.getByTestId('cut-off-save').click();
  await expect(page.getByText(/^Cut-off tseltlp100 disimpan\.$/)).toBeVisible();
  await expect(card).toContainText(`Cut-off sendiri ${start}–${end}`);
  expect(await agentReason(agent)).toBe(`Cut-off ${start}–${end} WIB`);
  await card.getByTestId('product-edit').click();
  await cutOff.getByLabel('Ikuti pemasok').check();
  await cutOff.getByTestId('cut-off-save').click();
  await expect(card).not.toContainText('Cut-off sendiri');
  expect(await agentReason(agent)).toBeNull();

  // Back to the markups: the agent pays the old price again.
  await card.getByTestId('product-edit').click();
  await dialog.getByLabel('Ikuti markup').check();
  await dialog.getByTestId('prices-save').click();
  await expect(card.getByTestId('product-mode')).toHaveText('Markup');
  expect(await agentPrice(agent)).toBe(before);
  expect(errors).toEqual([]);
  await agentContext.close();
  await c.context.close();
});
