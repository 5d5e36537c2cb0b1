import { expect, type Page, test } from '@playwright/test';
import { api, appReady, newUser, register, rupiah } from './helpers';
import { operator } from './operator';
import { shoot } from './shots';

/**
 * The shop's done-when journey (issue 15), on PostgreSQL with the operator CLI: a visitor puts a
 * charger in the local cart, registers (the cart is uploaded), gets a PIN and a deposit (a bank
 * top-up the operator credits), adds an address by the region search, applies HEMAT10, checks out
 * with the cheapest courier, pays from the deposit (the deposit drops by exactly the total), and the
 * operator confirms, ships and completes the order while the buyer watches the order page (it is
 * read again every few seconds while open: the CLI's process cannot reach the server's sockets).
 * Screenshots shop-*.png at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */
const PIN = '123456';
const PRODUCT = {
  slug: 'charger-fast-charging-20w-usb-c',
  name: 'Charger Fast Charging 20W USB-C',
  price: 65_000,
};

test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `shop-${name}`);

const deposit = async (page: Page) => (await api<{ deposit: number }>(page, 'GET', 'account')).data.deposit;

test('a visitor registers with a local cart, checks out with a coupon, pays from the deposit; the operator ships', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();

  // A visitor's local cart: one charger, the toolbar badge counts it.
  await page.goto(`/shop/product/${PRODUCT.slug}`);
  await appReady(page); // server-rendered for a visitor (ADR 0015): the buttons answer once the app runs
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByTestId('cart-badge').first()).toHaveText('1');

  // Registering uploads the local cart to the member's server cart.
  const u = { ...newUser(), name: 'Sari Belanja' };
  await register(page, u);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} @ ${m.location().url}`));
  await expect
    .poll(
      async () =>
        (await api<{ total_quantity: number }>(page, 'POST', 'shop/cart/list', {})).data.total_quantity,
    )
    .toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('localCart'))).toBeNull();

  // A PIN and Rp 200.000 in the deposit (a bank top-up the operator credits).
  expect((await api(page, 'POST', 'account/pin/store', { pin: PIN, pin_confirmation: PIN })).status).toBe(
    200,
  );
  const topup = await api<{ code: string }>(page, 'POST', 'deposit/topup', {
    nominal: 200_000,
    method: 'bank_transfer:bca',
  });
  expect(topup.status).toBe(201);
  await operator('deposit:approve', topup.data.code);

  // Checkout: no address yet → add one with the region search (all fields required).
  await page.goto('/shop/cart/checkout');
  await expect(page.getByText('Belum ada alamat pengiriman.')).toBeVisible();
  await page.getByTestId('checkout-address').getByRole('button', { name: 'Tambah alamat' }).click();
  const form = page.getByTestId('shop-address-form');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    form.getByText('Nama penerima harus diisi.').or(form.getByText(/harus diisi/).first()),
  ).toBeVisible();
  await form.getByLabel('Label alamat').fill('Rumah');
  await form.getByLabel('Nama penerima').fill('Sari Belanja');
  await form.getByLabel('Nomor HP penerima').fill(u.hp);
  await form.getByRole('combobox').fill('Gambir');
  const option = form.getByRole('option').filter({ hasText: 'Jakarta Pusat' }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await shot(page, 'address-form');
  await option.click();
  await expect(form.getByTestId('region-picked')).toContainText('Gambir');
  await form.getByLabel('Kode pos').fill('10110');
  await form.getByLabel('Alamat lengkap').fill('Jl. Medan Merdeka Barat No. 12, RT 01/RW 02');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('checkout-address')).toContainText('Jl. Medan Merdeka Barat No. 12');

  // The courier options, cheapest first; HEMAT10 takes 10 % off the subtotal.
  const options = page.getByTestId('shipping-options').locator('label');
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  const prices = await options.evaluateAll((ls) =>
    ls.map((l) => Number((l.textContent ?? '').match(/Rp\s?([\d.]+)$/)?.[1]?.replace(/\./g, '') ?? 0)),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await options.first().click();
  const shipping = rupiah(await page.getByTestId('total-shipping').textContent());
  expect(shipping).toBe(prices[0]);
  await page.getByLabel('Kode kupon').fill('HEMAT10');
  await page.getByRole('button', { name: 'Pakai' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('HEMAT10');
  const discount = PRODUCT.price / 10;
  expect(rupiah(await page.getByTestId('total-discount').textContent())).toBe(discount);
  const total = PRODUCT.price + shipping - discount;
  expect(rupiah(await page.getByTestId('order-total').textContent())).toBe(total);
  await shot(page, 'checkout');
  await page.getByRole('button', { name: 'Buat pesanan' }).click();

  // The payment step: the countdown, the deposit with its balance; the PIN confirms the amount.
  await expect(page).toHaveURL(/\/shop\/checkout\/SHP[0-9A-Z]{12}$/);
  const code = page.url().split('/').pop() ?? '';
  await expect(page.getByTestId('pay-countdown')).toContainText(/\d{2}:\d{2}/);
  expect(rupiah(await page.getByTestId('order-total').textContent())).toBe(total);
  await page.getByTestId('pay-channels').locator('label', { hasText: 'Saldo deposit' }).click();
  await shot(page, 'payment');
  const before = await deposit(page);
  await page.getByRole('button', { name: /^Bayar Rp/ }).click();
  const confirm = page.getByTestId('pay-confirm');
  expect(rupiah(await confirm.getByTestId('pay-confirm-amount').textContent())).toBe(total);
  expect(rupiah(await confirm.getByTestId('pay-balance-after').textContent())).toBe(before - total);
  await confirm.getByLabel('PIN transaksi').fill(PIN);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Bayar Rp/ })
    .click();

  // Paid: the order page, awaiting confirmation; the deposit dropped by exactly the total.
  await expect(page).toHaveURL(new RegExp(`/shop/transaction/detail/${code}$`));
  const status = page.getByTestId('order-head').getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  expect(await deposit(page)).toBe(before - total);
  await shot(page, 'order-pending');

  // The operator moves it; the buyer's open order page follows without a reload.
  await operator('shop:order-confirm', code);
  await expect(status).toHaveAttribute('data-status', 'processed', { timeout: 15_000 });
  await operator('shop:order-ship', code, '--awb', 'JNE0123456789');
  await expect(status).toHaveAttribute('data-status', 'shipped', { timeout: 15_000 });
  await expect(page.getByTestId('order-awb')).toHaveText('JNE0123456789');
  await shot(page, 'order-shipped');
  await operator('shop:order-done', code);
  await expect(status).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(5);

  // The order list (tab "Selesai") and the shop report.
  await page.goto('/shop/transaction/done');
  await expect(page.getByTestId('order-card').filter({ hasText: code })).toBeVisible();
  await shot(page, 'orders');
  await page.goto('/account/laporan/shop');
  await expect(page.getByTestId('order-card').filter({ hasText: code })).toBeVisible();
  await shot(page, 'report');
  expect(errors).toEqual([]);
  await context.close();
});
