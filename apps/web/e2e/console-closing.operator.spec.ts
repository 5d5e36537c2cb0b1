import { expect, type Page, test } from '@playwright/test';
import { claimedTopup, createOwner, createStaff, depositOf, rupiahText, staffPage } from './console-helpers';
import { consoleErrors, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * Issue 18's closing journey, on PostgreSQL: an owner made by `create-admin` creates a finance and a
 * customer-service account, each of whom signs in with a TOTP code. A member claims a bank top-up;
 * finance opens the approval first, customer service approves it — the member's deposit rises once —
 * and finance's late click changes nothing. Finance then finds the claim in the deposits report and
 * the approval (by customer service) in the audit log. The owner switches Multicourier off — the
 * member's app says it is not enabled — and on again, and changes a product's member price, which the
 * member's price list shows at once (then puts it back). Staff work at 1280×800, customer service on
 * a phone (412×823); screenshots console-closing-*.png.
 */
test.setTimeout(150_000);

const DESKTOP = { width: 1280, height: 800 };
const shot = (page: Page, name: string) => shoot(page, `console-closing-${name}`);
const PRODUCT = /Telkomsel Nelpon 100 Menit/;

/** The member's price of the product on the SMS & calls page. */
async function memberPrice(page: Page): Promise<number> {
  await page.goto('/prabayar/smstel');
  await page.getByLabel('Nomor HP').fill('081234567890');
  const card = page.getByTestId('product-grid').getByRole('button', { name: PRODUCT });
  await expect(card).toBeVisible();
  return rupiah(await card.getByTestId('product-price').textContent());
}

test('owner, finance and customer service run the site: a claim approved once, reported and audited; a flag and a price the member app obeys', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const cs = { email: `cs-z-${run}@konter.local`, name: 'Citra Layanan', password: 'layanan-rahasia-1' };
  const finance = {
    email: `fin-z-${run}@konter.local`,
    name: 'Fina Keuangan',
    password: 'keuangan-rahasia-1',
  };

  // The owner creates finance and customer service.
  const owner = await createOwner('owner-z');
  const o = await staffPage(browser, owner, '/admin/staff', DESKTOP);
  const errors = consoleErrors(o.page);
  await expect(o.page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await createStaff(o.page, cs, /Layanan pelanggan/);
  await createStaff(o.page, finance, /Keuangan/);
  await shot(o.page, 'staff');

  // A member claims a bank top-up with its proof.
  const claim = await claimedTopup(browser, 'Dewi Pelanggan', 'Sudah transfer jam 09.40');
  const { m, code, topup } = claim;

  // Finance (TOTP) opens the approval first; customer service (TOTP, on a phone) approves it.
  const f = await staffPage(browser, finance, '/admin/approvals?kind=deposit', DESKTOP);
  const financeErrors = consoleErrors(f.page);
  const financeCard = f.page.getByTestId(`approval-deposit-${code}`);
  await expect(financeCard).toBeVisible();
  await financeCard.getByTestId('approval-approve').click();
  const late = f.page.getByRole('alertdialog', { name: 'Setujui Klaim deposit?' });
  await expect(late).toBeVisible();

  const c = await staffPage(browser, cs, '/admin/approvals?kind=deposit');
  const csErrors = consoleErrors(c.page);
  const card = c.page.getByTestId(`approval-deposit-${code}`);
  await expect(card.getByTestId('approval-amount')).toHaveText(rupiahText(topup.total));
  await card.getByTestId('approval-approve').click();
  await c.page
    .getByRole('alertdialog', { name: 'Setujui Klaim deposit?' })
    .getByRole('button', { name: 'Setujui' })
    .click();
  await expect(c.page.getByText('Klaim deposit Dewi Pelanggan disetujui.')).toBeVisible();
  await shot(c.page, 'cs-approved');
  await expect.poll(() => depositOf(m)).toBe(topup.total);

  // Finance's click, a moment late, changes nothing.
  await late.getByRole('button', { name: 'Setujui' }).click();
  await expect(f.page.getByText('Sudah diputuskan oleh orang lain. Antrean diperbarui.')).toBeVisible();
  expect(await depositOf(m)).toBe(topup.total);

  // Finance sees it in the deposits report (credited after a claim, BCA) and in the audit log.
  await f.page.goto('/admin/reports');
  await f.page.getByRole('tab', { name: 'Deposit & penarikan' }).click();
  const row = f.page.getByTestId('money-row-claim-bank_transfer:bca');
  await expect(row).toBeVisible();
  // Its amount (the last column): this claim and any other claim of today.
  expect(rupiah(await row.getByText(/^Rp\s[\d.]+$/).textContent())).toBeGreaterThanOrEqual(topup.total);
  await shot(f.page, 'finance-report');
  await f.page.goto('/admin/audit?action=approval.');
  const entry = f.page.getByTestId('audit-entry').filter({ hasText: `deposit:${code}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(cs.email);
  await expect(entry).toContainText('Klaim deposit disetujui');
  await shot(f.page, 'finance-audit');

  // The owner switches Multicourier off: the member's app says it is not enabled; then on again.
  await o.page.goto('/admin/site');
  const flag = o.page.getByTestId('flag-multicourier');
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await flag.click();
  await expect(flag).toHaveAttribute('aria-checked', 'false');
  await shot(o.page, 'flag-off');
  await m.goto('/multi-courier');
  await expect(m.getByRole('heading', { name: 'Multi Kurir belum diaktifkan' })).toBeVisible();
  await flag.click();
  await expect(flag).toHaveAttribute('aria-checked', 'true');
  await m.goto('/multi-courier');
  // The area again, with its own two-entry bottom navigation.
  await expect(m.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link')).toHaveText([
    'Beranda',
    'Akun',
  ]);
  await expect(m.getByRole('heading', { name: 'Multi Kurir belum diaktifkan' })).toHaveCount(0);

  // The owner changes the product's member price: the member's price list shows it at once.
  const before = await memberPrice(m);
  await o.page.goto('/admin/catalogue?type=smstel&q=tseltlp');
  // A table row at 1280 px, a card on a phone (a screenshot leaves the page at the phone size).
  const product = o.page.getByTestId('product-tseltlp100');
  await product.getByTestId('product-edit').click();
  const dialog = o.page.getByTestId('product-dialog');
  await dialog.getByLabel('Harga manual').check();
  await dialog.getByTestId('price-input-member').fill(String(before + 500));
  await shot(o.page, 'catalogue-edit');
  await dialog.getByTestId('prices-save').click();
  await expect(product.getByTestId('product-mode')).toHaveText('Manual');
  expect(await memberPrice(m)).toBe(before + 500);
  // …and back to the markups.
  await product.getByTestId('product-edit').click();
  await dialog.getByLabel('Ikuti markup').check();
  await dialog.getByTestId('prices-save').click();
  await expect(product.getByTestId('product-mode')).toHaveText('Markup');
  expect(await memberPrice(m)).toBe(before);

  expect([...errors, ...financeErrors, ...csErrors]).toEqual([]);
  for (const ctx of [o.context, f.context, c.context, claim.context]) await ctx.close();
});
