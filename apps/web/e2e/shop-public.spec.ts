import { expect, type Page, test } from '@playwright/test';
import { rupiah } from './helpers';
import { shoot } from './shots';

/**
 * The visitors' one-page shop checkout (issue 15, calls §7.6): a visitor's cart kept on the server
 * (make-cart, as "Beli tanpa akun" does), then on /shop/checkout/{id} the buyer, the address by the
 * region search, the cheapest courier, a gateway channel (GoPay) → the simulated Midtrans page →
 * back to /shop/checkout/{code}, which shows the order paid (awaiting confirmation).
 * Screenshots shop-public-*.png at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */

test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `shop-public-${name}`);

test('a visitor buys through the one-page checkout and pays on the gateway page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/shop/product/kertas-thermal-58-x-48-mm-isi-10');
  await expect(page.getByRole('button', { name: 'Tambah ke keranjang' })).toBeVisible();
  const errors: string[] = [];
  // A visitor's session probes (GET account → 401) are expected answers the browser logs.
  page.on('console', (m) => {
    const where = `${m.text()} @ ${m.location().url}`;
    if (m.type() === 'error' && !/status of 401 .*\/api\/v1\/(account|auth\/device-status)$/.test(where))
      errors.push(where);
  });

  // The visitor's cart on the server: two rolls packs of thermal paper.
  const made = await page.evaluate(async () => {
    const list = await fetch('/api/v1/shop/product/detail', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '',
      },
      body: JSON.stringify({ slug: 'kertas-thermal-58-x-48-mm-isi-10' }),
    }).then((r) => r.json() as Promise<{ data: { id: number } }>);
    const res = await fetch('/api/v1/shop/public/make-cart', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-TOKEN': document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '',
      },
      body: JSON.stringify({ items: [{ product_id: list.data.id, quantity: 2 }] }),
    });
    return (await res.json()) as { data: { id: string } };
  });
  await page.goto(`/shop/checkout/${made.data.id}`);
  const form = page.getByTestId('public-checkout');
  await expect(form).toContainText('Kertas Thermal 58 x 48 mm');
  // One-page checkout: no footer.
  await expect(page.locator('footer')).toHaveCount(0);

  // Paying without the details says what is missing, nothing leaves.
  await form.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(form.getByText(/harus diisi/).first()).toBeVisible();

  await form.getByLabel('Nama penerima').fill('Dewi Pembeli');
  await form.getByLabel('Nomor HP penerima').fill('081377788899');
  await form.getByLabel('E-mail').fill('dewi.pembeli@example.com');
  await form.getByRole('combobox').fill('Menteng');
  const option = form.getByRole('option').filter({ hasText: 'Jakarta Pusat' }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await form.getByLabel('Kode pos').fill('10310');
  await form.getByLabel('Alamat lengkap').fill('Jl. Teuku Umar No. 5');
  const options = form.getByTestId('shipping-options').locator('label');
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  await options.first().click();
  await form.getByTestId('pay-channels').locator('label', { hasText: 'GoPay' }).first().click();
  const total = rupiah(await form.getByTestId('order-total').textContent());
  expect(total).toBeGreaterThan(2 * 45_000);
  await shot(page, 'checkout');
  await form.getByRole('button', { name: /^Bayar Rp/ }).click();

  // The gateway's hosted page (the Midtrans simulator), then back to the order's page.
  await expect(page).toHaveURL(/\/_sim\/midtrans\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/SHP[0-9A-Z]{12}/, { timeout: 15_000 });
  const order = page.getByTestId('public-order');
  await expect(order).toHaveAttribute('data-status', 'pending', { timeout: 20_000 });
  await expect(order).toContainText('Menunggu konfirmasi');
  expect(rupiah(await order.getByTestId('order-total').textContent())).toBe(total);
  await shot(page, 'paid');
  expect(errors).toEqual([]);
  await context.close();
});
