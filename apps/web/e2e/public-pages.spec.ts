import { expect, type Page, test } from '@playwright/test';
import { shoot } from './shots';

/**
 * Public pages arrive as server-rendered HTML (issue 12, ADR 0015): their content is there with
 * JavaScript off, a visitor's first view runs no script of the app, and the app takes the page over
 * on the first interaction without fetching what the HTML holds.
 */

interface Post {
  slug: string;
  title: string;
  excerpt: string;
}

/** Screenshots (ssr-*.png) at 412×823 and 1280×800; SCREENSHOT_SIZES=mobile takes the phone's only. */

const shot = (page: Page, name: string) => shoot(page, `ssr-${name}`);

/** A demo product with variants (apps/server/src/features/shop/demo-catalog.ts). */
const PRINTER = {
  slug: 'printer-kasir-thermal-bluetooth',
  name: 'Printer Kasir Thermal Bluetooth',
  description: /cetak struk dari aplikasi Konter/,
};

async function firstPost(page: Page): Promise<Post> {
  const res = await page.request.get('/api/v1/blog/posts');
  const post = (await res.json()).data[0] as Post | undefined;
  if (!post) throw new Error('the demo data has no blog post');
  return post;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, a price list, the blog and a post hold their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jualan pulsa & produk digital jadi lebih mudah',
    );
    // The FAQ opens without a script (<details>).
    await page.getByText('Bagaimana cara mulai?').click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
    await expect(page).toHaveTitle('Jualan pulsa & produk digital jadi lebih mudah · Konter');

    // The price list: operators and rupiah prices from the catalogue, a link per product type.
    const prices = await (await page.request.get('/api/v1/pricelist/pulsa')).json();
    const brand = prices.data.brands[0] as { name: string; products: Array<{ name: string }> };
    await page.goto('/pricelist/pulsa');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pulsa');
    await expect(page.getByText(brand.products[0]!.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Rp [\d.]+$/).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Paket Data/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricelist\/data$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paket Data');

    const post = await firstPost(page);
    await page.goto('/blog/posts');
    await page.getByRole('link', { name: post.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} · Konter`);
    await expect(page.locator('.blog-content p').first()).not.toBeEmpty();
  });

  test('each page names itself to search engines, in its language', async ({ page }) => {
    const res = await page.goto('/pricelist/pulsa?lang=en');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const head = page.locator('head');
    await expect(head.locator('link[rel=canonical]')).toHaveAttribute('href', /\/pricelist\/pulsa\?lang=en$/);
    await expect(head.locator('link[hreflang=id]')).toHaveAttribute('href', /\/pricelist\/pulsa$/);
    await expect(head.locator('link[hreflang=zh]')).toHaveAttribute('href', /\/pricelist\/pulsa\?lang=zh$/);
    await expect(head.locator('link[hreflang=x-default]')).toHaveAttribute('href', /\/pricelist\/pulsa$/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/pricelist\/pulsa\.png\?lang=en$/,
    );
    expect((await page.request.get('/og/pricelist/pulsa.png?lang=en')).headers()['content-type']).toBe(
      'image/png',
    );
    await expect(head.locator('meta[name=description]')).not.toHaveAttribute('content', '');

    // Structured data: the organisation and the FAQ on the landing, the post on a post.
    await page.goto('/');
    const landing = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = landing.map((j) => (JSON.parse(j) as { '@type': string })['@type']);
    expect(types).toEqual(['Organization', 'FAQPage']);
    const post = await firstPost(page);
    await page.goto(`/blog/posts/${post.slug}`);
    const [posting] = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(JSON.parse(posting!)).toMatchObject({ '@type': 'BlogPosting', headline: post.title });

    expect((await page.request.get('/blog/posts/no-such-post')).status()).toBe(404);
  });

  test('the shop’s pages hold their products, prices and structured data; an unknown product is a 404', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toko');
    await expect(page.getByRole('link', { name: /Printer Kasir Thermal Bluetooth/ }).first()).toBeVisible();

    // A collection, then its product by the link (a plain page load without the app).
    await page.goto('/shop/collection/printer-kasir');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Printer Kasir');
    const [list] = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(JSON.parse(list!)).toMatchObject({ '@type': 'ItemList', name: 'Printer Kasir' });
    await page
      .getByRole('link', { name: new RegExp(PRINTER.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/${PRINTER.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRINTER.name);
    await expect(page.getByText('Rp 285.000').first()).toBeVisible();
    await expect(page.getByText(PRINTER.description).first()).toBeVisible();
    await expect(page).toHaveTitle(`${PRINTER.name} · Konter`);
    const head = page.locator('head');
    await expect(head.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`/shop/product/${PRINTER.slug}$`),
    );
    await expect(head.locator('link[hreflang=en]')).toHaveAttribute('href', /\?lang=en$/);
    const [product] = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(JSON.parse(product!)).toMatchObject({
      '@type': 'Product',
      name: PRINTER.name,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: 285000 },
    });
    await shot(page, 'shop-product');

    await page.goto('/shop/help/pembayaran');
    await expect(page.getByRole('heading', { name: 'Pembayaran' }).first()).toBeVisible();

    const missing = await page.goto('/shop/product/tidak-ada-produk-ini');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Produk tidak ditemukan')).toBeVisible();
  });
});

test('a visitor’s first view runs no script of the app; the first touch starts it, with nothing fetched again', async ({
  page,
}) => {
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto('/pricelist/pulsa', { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
  expect(api).toEqual([]);

  await page.mouse.move(20, 20);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Hydrated from the HTML's data: the price list, the account and the settings are not asked again.
  expect(api).toEqual([]);
  expect(errors).toEqual([]);

  // Now a SPA: the next page comes without a document load.
  await page.evaluate(() => {
    (window as unknown as { __stillHere: boolean }).__stillHere = true;
  });
  await page
    .getByRole('link', { name: /Paket Data/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pricelist\/data$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paket Data');
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
});

test('a visitor’s shop product page hydrates without asking again; its buttons work once the app runs', async ({
  page,
}) => {
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto(`/shop/product/${PRINTER.slug}`, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
  await page.mouse.move(20, 20);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // The product, the account and the settings came with the HTML; pictures are no API calls to count.
  expect(api.filter((p) => !p.startsWith('/api/v1/shop/image/'))).toEqual([]);
  await page.getByRole('radio', { name: /58 mm/ }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByTestId('cart-badge').first()).toHaveText('1');
  expect(errors).toEqual([]);
});
