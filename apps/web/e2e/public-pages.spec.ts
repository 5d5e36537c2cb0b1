import { expect, type Page, test } from '@playwright/test';

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
