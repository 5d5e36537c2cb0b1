import { expect, type Page, test } from '@playwright/test';
import { appReady, newUser, register } from './helpers';
import { shoot } from './shots';

/**
 * The shop's browsing and cart (issue 15, spec §2 shop routes, §4 cart behaviour): a visitor browses
 * the shop, searches, sorts, opens a collection and a product with variants, fills the local cart
 * (the badge counts it), registers — the local cart is uploaded and shows as the account's cart —,
 * types a quantity beyond the stock (put back, with the server's message) and removes a line.
 * Screenshots shop-<name>-<size>.png at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone).
 */

const shot = (page: Page, name: string) => shoot(page, `shop-${name}`, { lazyImages: true });

test.setTimeout(90_000);

test('a visitor fills a local cart, registers, and the cart is theirs on the server', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    const text = `${m.text()} @ ${m.location().url}`;
    // Expected answers the browser logs: the visitor's session probe (401) and the stock-limit
    // refusal the journey provokes (422 on shop/cart/edit).
    if (m.type() !== 'error') return;
    if (/status of 401 .*\/api\/v1\/(account|auth\/device-status)$/.test(text)) return;
    if (/status of 422 .*\/api\/v1\/shop\/cart\/edit\/\d+$/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const badge = page.getByTestId('cart-badge');

  // The shop home: collections and the newest products, two to a row.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Produk terbaru' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Printer Kasir/ }).first()).toBeVisible();
  await expect(page.getByText('Habis').first()).toBeVisible(); // a product out of stock says so
  await shot(page, 'index');

  // Search (the page's own field on a phone): Enter lands on /shop/search with sort=latest.
  await page.getByRole('searchbox', { name: 'Cari produk' }).fill('printer');
  await page.getByRole('searchbox', { name: 'Cari produk' }).press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?search=printer&sort=latest$/);
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.filter({ hasText: 'Printer Struk Mini' })).toHaveCount(1);
  await page.getByLabel('Urutkan').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  // Dearest first: the Bluetooth printer (from Rp 285.000) before the mini one (Rp 199.000).
  await expect(results.first()).toContainText('Printer Kasir Thermal Bluetooth');
  await shot(page, 'search');

  // A collection, then the product with variants.
  await page.goto('/shop/collection/printer-kasir');
  await expect(page.getByRole('heading', { name: 'Printer Kasir', level: 1 })).toBeVisible();
  await shot(page, 'collection');
  await page.getByRole('link', { name: /Printer Kasir Thermal Bluetooth/ }).click();
  await expect(page.getByRole('heading', { name: 'Printer Kasir Thermal Bluetooth' })).toBeVisible();
  // A visitor's product page is server-rendered (ADR 0015): its buttons answer once the app runs.
  await appReady(page);
  // Without a variant the cart refuses politely; picking 80 mm shows its price.
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Pilih varian dulu sebelum menambahkan ke keranjang.')).toBeVisible();
  await page.getByRole('radio', { name: /80 mm/ }).click();
  await expect(page.getByText('Rp 650.000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: 'Tutup' }).click(); // the "added" snackbar
  await shot(page, 'product');

  // "Buy now" adds another product and opens the (local) cart.
  await page.goto('/shop/product/kertas-thermal-58-x-48-mm-isi-10');
  await appReady(page);
  await page.getByRole('button', { name: 'Beli sekarang' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(badge).toHaveText('3');
  await expect(page.getByRole('link', { name: /Kertas Thermal 58/ }).first()).toBeVisible();
  await expect(page.getByText('Varian: 80 mm')).toBeVisible();
  await shot(page, 'cart-visitor');
  // A visitor's checkout is the login, back to the cart after.
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    '/auth/login?redirect=%2Fshop%2Fcart',
  );

  // Registering uploads the local cart: the badge and the cart are the server's now.
  await register(page, newUser());
  await expect(badge).toHaveText('3');
  expect(await page.evaluate(() => localStorage.getItem('localCart'))).toBeNull();
  await page.goto('/shop/cart');
  const printerQty = page.getByRole('textbox', { name: 'Jumlah Printer Kasir Thermal Bluetooth' });
  await expect(printerQty).toHaveValue('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('Rp 1.345.000');
  await shot(page, 'cart-member');

  // Beyond the stock (3 of 80 mm): shown, then put back with the server's message.
  await printerQty.fill('9');
  await printerQty.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Jumlah melebihi stok: tersedia 3 barang.');
  await expect(printerQty).toHaveValue('2');
  await expect(badge).toHaveText('3');

  // Removing asks first, and the line goes once the server has removed it.
  await page.getByRole('button', { name: /Hapus Kertas Thermal 58/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('link', { name: /Kertas Thermal 58/ })).toHaveCount(0);
  await expect(badge).toHaveText('2');

  // The shop's own help pages.
  await page.goto('/shop/help/cara-belanja');
  await expect(page.getByRole('heading', { name: 'Cara belanja' })).toBeVisible();
  await shot(page, 'help');

  expect(errors).toEqual([]);
  await context.close();
});
