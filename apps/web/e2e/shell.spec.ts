import { mkdirSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type Request,
  type Route,
  test,
} from '@playwright/test';
import { agentContext } from './deposit-helpers';
import { appReady, DEMO_MEMBER, memberContext, newUser, skipPinStep } from './helpers';
import { RECORD_ROUTES, ROUTE_VISITS } from './shell-routes';

/**
 * The app shell: the visitor journey (landing → help → register), every route of the router at a
 * phone and a desktop size without a console error or an uncaught page error (screenshots in
 * /tmp/shots-shell/), and no raw i18n key after switching to English and Chinese with the language picker.
 */
const shots = process.env.SHELL_SHOT_DIR ?? '/tmp/shots-shell';
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.describe.configure({ mode: 'serial' });

/** Collects console errors and uncaught page errors of a page. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    // The visitor's session probes (GET account, auth/device-status → 401) are expected answers the
    // browser logs.
    if (
      m.type() === 'error' &&
      !/status of 401 .*\/api\/v1\/(account|auth\/device-status)$/.test(
        `${m.text()} @ ${m.location().url}`,
      ) &&
      // The walk's one-page checkout link (abc123) does not exist: its page says so (404 answer).
      !/status of 404 .*\/api\/v1\/checkout\/public\//.test(`${m.text()} @ ${m.location().url}`) &&
      // The shop's walk links (cart id abc123, order SHP000000000000) do not exist either (404).
      !/status of 404 .*\/api\/v1\/shop\/(public\/checkout|transactions\/detail)\//.test(
        `${m.text()} @ ${m.location().url}`,
      ) &&
      // The walk's shipment (MC261127AAAAAAAA) does not exist either: its page says so (404).
      !/status of 404 .*\/api\/v1\/mlo\/transaction\/sicepat\/MC261127AAAAAAAA$/.test(
        `${m.text()} @ ${m.location().url}`,
      )
    )
      errors.push(`console: ${m.text()} @ ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

const fileName = (url: string) =>
  url
    .replace(/^\//, '')
    .replace(/[/?=&:]+/g, '_')
    .replace(/_+$/, '') || 'root';

/** Requests of each page still in flight, and when the last one started or ended. */
const traffic = new WeakMap<Page, { pending: Set<Request>; since: number }>();
function trackRequests(page: Page) {
  const t = { pending: new Set<Request>(), since: Date.now() };
  traffic.set(page, t);
  page.on('request', (r) => {
    t.pending.add(r);
    t.since = Date.now();
  });
  // Its answer (headers) is enough: a request served by the service worker may never be 'finished'.
  const done = (r: Request) => {
    if (t.pending.delete(r)) t.since = Date.now();
  };
  page.on('response', (res) => done(res.request()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * The page has loaded what it asks for: no request waiting for its answer for 250 ms (Playwright's
 * networkidle waits 500 ms after the last one; twice per route of the walk, that wait was a third of
 * its time), then no element busy. A request still unanswered after 10 s is let go.
 */
async function settle(page: Page) {
  const t = traffic.get(page);
  if (!t) await page.waitForLoadState('networkidle');
  else
    for (const t0 = Date.now(); Date.now() - t0 < 10_000; await page.waitForTimeout(25))
      if (t.pending.size === 0 && Date.now() - t.since >= 250) break;
  if (t?.pending.size)
    console.log(`settle: ${page.url()} still waits for ${[...t.pending].map((r) => r.url()).join(', ')}`);
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 5000 })
    .catch(() => {});
}

test('visitor lands, reads help and registers', async ({ page }) => {
  const errors = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(
    page
      .getByText('Bagaimana cara mulai?')
      .or(page.getByRole('heading', { name: /FAQ|Pertanyaan/ }))
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: /Pusat Bantuan/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('link', { name: 'Panduan keamanan' }).first().click();
  await expect(page.getByText(/minimal 8 karakter/)).toBeVisible();
  await page.goto('/help/tidak-ada');
  await expect(page).toHaveURL(/\/help$/);
  await page.goto('/help/hubungi-kami');
  // The captcha is a proof of work the browser does in a worker from the first focus: no puzzle.
  const captcha = page.getByTestId('captcha-status');
  await expect(captcha).toHaveText('Verifikasi otomatis, tanpa teka-teki.');
  await page.getByLabel('Nama').fill('Budi');
  await page.getByLabel('Email').fill('budi@example.com');
  await page.getByLabel('Subjek').fill('Tanya deposit');
  await page.getByLabel('Pesan').fill('Berapa lama deposit masuk?');
  await expect(captcha).toHaveText('Terverifikasi');
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Pesan terkirim. Terima kasih!')).toBeVisible();
  await expect(page.getByLabel('Nama')).toHaveValue('');
  const user = newUser();
  await page.goto('/');
  await page.getByRole('link', { name: 'Daftar' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register/);
  await page.getByLabel('Nama lengkap').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Nomor HP (WhatsApp)').fill(user.hp);
  await page.getByLabel('Kata sandi', { exact: true }).fill(user.password);
  await page.getByLabel('Konfirmasi kata sandi').fill(user.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  // The PIN step of the sign-up (skippable), then the home.
  await expect(page.getByRole('heading', { name: 'Buat PIN transaksi' })).toBeVisible();
  await skipPinStep(page);
  await expect(page.getByText(`Halo, ${user.name.split(' ')[0]}!`)).toBeVisible();
  expect(errors).toEqual([]);
});

/** Answers a GET of the API with the server's own answer, its `data` changed by `patch`. */
async function patchData(page: Page, glob: string, patch: (data: Record<string, unknown>) => unknown) {
  await page.route(glob, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const res = await route.fetch();
    const json = (await res.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: res, json: { ...json, data: patch(json.data) } });
  });
}

/** Client-side navigation, as the router does it for a link (no document load). */
const pushUrl = (page: Page, url: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);

const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };

test.describe('shell behaviour', () => {
  test('isPublic is the login guard, in both layouts; `/` is a marketing page without footer', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/);
    await page.goto('/webapp/prabayar/pulsa');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fwebapp%2Fprabayar%2Fpulsa$/);
    await page.goto('/help');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a purchase route outside the allowed menu goes to the first menu entry', async ({ browser }) => {
    const context = await memberContext(browser, { viewport: phone });
    const page = await context.newPage();
    const item = (type: string) => ({
      name: type,
      route: `prabayar::${type}`,
      routeLanding: `/m/${type}`,
      type,
      icon: 'smartphone',
      moduleType: 'prabayar',
      backendID: `prabayar:${type}`,
    });
    await page.route('**/api/v1/menu', (route) =>
      route.fulfill({
        json: {
          data: { layout: 'grid', groups: [{ category: 'primary', items: [item('data'), item('pulsa')] }] },
        },
      }),
    );
    await page.goto('/prabayar/games');
    await expect(page).toHaveURL(/\/prabayar\/data$/);
    // The redirected page settled (its lazy route loaded) before the next navigation, which a late
    // redirect would otherwise undo on a loaded machine.
    await expect(page.getByRole('heading', { name: 'Paket Data', level: 1 })).toBeVisible();
    await pushUrl(page, '/prabayar/pulsa');
    await expect(page).toHaveURL(/\/prabayar\/pulsa$/);
    await context.close();
  });

  test('topupByExcel needs excel access, checked once and cached; without it the page asks for access', async ({
    browser,
  }) => {
    const context = await memberContext(browser, { viewport: phone });
    const page = await context.newPage();
    let checks = 0;
    let access = false;
    await page.route('**/api/v1/prabayar/checkExcel', (route) => {
      checks++;
      return route.fulfill({ json: { data: { excelAccess: access, limit: 1000, maxRows: 100 } } });
    });
    // Its uploads' history needs access: sent back to the purchase page.
    await page.goto('/prabayar/topupByExcel/riwayat');
    await expect(page).toHaveURL(/\/prabayar\/(?!topupByExcel)[\w-]+$/);
    // Its own page stays and says how to ask for access (the console's approval queue decides).
    await page.locator('main a[href$="/prabayar/topupByExcel"]').first().click();
    await expect(page).toHaveURL(/\/prabayar\/topupByExcel$/);
    await expect(page.getByTestId('excel-access-gate')).toContainText('Top up lewat Excel perlu izin');
    expect(checks).toBe(1);
    // Granted: the uploads' history stays (a new page load asks again, once).
    access = true;
    await page.goto('/prabayar/topupByExcel/riwayat');
    await expect.poll(() => checks).toBe(2);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/prabayar\/topupByExcel\/riwayat$/);
    await context.close();
  });

  test('body scroll locks for an overlay query key; the sidebar opens with a query flag and closes on back', async ({
    browser,
  }) => {
    const context = await agentContext(browser, { viewport: phone });
    const page = await context.newPage();
    await patchData(page, '**/api/v1/site/config', (d) => ({ ...d, agentCategory: 2 }));
    const overflow = () => page.evaluate(() => document.body.style.overflow);
    await page.goto('/help?confirmDialog=1');
    await expect.poll(overflow).toBe('hidden');
    await page.goto('/help');
    await expect.poll(overflow).toBe('');
    await page.goto('/agent-center/dashboard');
    await page.getByRole('button', { name: 'Menu pusat agen' }).click();
    await expect(page).toHaveURL(/[?&]sidebar=true/);
    await expect(page.getByRole('dialog', { name: 'Menu pusat agen' })).toBeVisible();
    await expect.poll(overflow).toBe('hidden');
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/agent-center\/dashboard$/);
    await expect.poll(overflow).toBe('');
    await context.close();
  });

  test('the bell opens a 450px hover panel with 5 skeleton rows while loading; the progress bar shows', async ({
    browser,
  }) => {
    const context = await memberContext(browser, { viewport: desktop });
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/notification/today*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('notification-bell').hover();
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(450);
    await expect(panel.getByRole('status').locator('.animate-pulse')).toHaveCount(5);
    // A data request the page waits for shows the progress bar (spec §4).
    await expect(page.getByRole('progressbar')).toBeVisible();
    release();
    await expect(panel.locator('.animate-pulse')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await context.close();
  });

  test('a failing carousel shows its placeholder and "failed to initialize banner"', async ({
    page,
    baseURL,
  }) => {
    // The browser's own request fails here: the landing as the app renders it (a session cookie,
    // not a valid session, gets the app's shell instead of the server-rendered page).
    await page.context().addCookies([{ name: 'konter_session', value: 'none', url: baseURL! }]);
    await page.route('**/api/v1/marketing/carousel/**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error', code: 'internal' } }),
    );
    await page.goto('/');
    await expect(page.getByTestId('carousel-placeholder')).toBeVisible();
    await expect(page.getByText('failed to initialize banner')).toBeVisible();
  });

  test('the chat query parameter opens and closes the live chat', async ({ browser }) => {
    const context = await memberContext(browser, { viewport: phone });
    const page = await context.newPage();
    await patchData(page, '**/api/v1/site/config', (d) => ({
      ...d,
      liveChat: { enabled: true, widgetId: null, scriptUrl: '/e2e-chat-widget.js' },
    }));
    // A stand-in for the widget's script: the same API the app drives (maximize/minimize, onLoad).
    await page.route('**/e2e-chat-widget.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(function () {
          var api = window.Tawk_API;
          api.maximize = function () { window.__chat = 'open'; };
          api.minimize = function () { window.__chat = 'close'; };
          setTimeout(function () { api.onLoad && api.onLoad(); }, 300);
        })();`,
      }),
    );
    const chat = () => page.evaluate(() => (window as { __chat?: string }).__chat ?? null);
    await page.goto('/?chat=open');
    // While the widget loads, the spec's "please wait" notice.
    await expect(page.getByText('Mohon tunggu…')).toBeVisible();
    await expect.poll(chat).toBe('open');
    await pushUrl(page, '/?chat=close');
    await expect.poll(chat).toBe('close');
    await expect(page.getByRole('button', { name: 'Obrolan' })).toBeVisible();
    await context.close();
  });

  test('display preferences apply app-wide, in the Android layout too', async ({ browser }) => {
    const context = await memberContext(browser, { viewport: phone });
    const page = await context.newPage();
    await page.route('**/api/v1/setting/display-preference', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: { data: { font_size: 'large', font_family: 'default', corner_roundness: 'soft' } },
          })
        : route.continue(),
    );
    const root = () =>
      page.evaluate(() => ({
        fontSize: getComputedStyle(document.documentElement).fontSize,
        corners: document.documentElement.dataset.corners ?? null,
      }));
    await page.goto('/');
    await expect.poll(root).toEqual({ fontSize: '18px', corners: 'soft' });
    await page.goto('/webapp/prabayar/pulsa');
    await expect.poll(root).toEqual({ fontSize: '18px', corners: 'soft' });
    await context.close();
  });

  test('toolbar: shop search on Enter, cart badge from the local cart', async ({ browser }) => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Cari di toko' });
    await search.press('Enter');
    await expect(page).toHaveURL(/\/help$/);
    await search.fill('kopi susu');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\/search\?search=kopi\+susu&sort=latest$/);
    // The address changes before the search page's chunk has rendered (a router transition); the
    // toolbar field is remounted with the term then, so clear it only once the page shows.
    await expect(page.getByRole('heading', { level: 1, name: /kopi susu/ })).toBeVisible();
    await expect(search).toHaveValue('kopi susu');
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop$/);
    // Leaving the search page by a link empties the field (the term belongs to that page).
    await search.fill('kabel');
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /kabel/ })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bantuan' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(search).toHaveValue('');
    await page.goto('/shop');
    // The badge: total quantity of the local cart; an invalid stored cart is removed.
    const badge = page.getByTestId('cart-badge');
    await expect(badge).toHaveCount(0); // an empty cart shows no badge
    await page.evaluate(() => {
      localStorage.setItem(
        'localCart',
        JSON.stringify(
          [
            { id: '1', product_id: 1, variant_id: null, quantity: 2 },
            { id: '2:5', product_id: 2, variant_id: 5, quantity: 3 },
          ].map((line) => ({
            ...line,
            notes: null,
            name: 'Kabel',
            slug: 'kabel',
            price: 20000,
            image: null,
            variant_name: null,
            stock: 9,
            min_quantity: 1,
          })),
        ),
      );
      localStorage.setItem('localCartCount', '2');
    });
    await page.reload();
    await appReady(page); // /shop is server-rendered for a visitor: the stored cart shows once the app runs
    await expect(badge).toHaveText('5');
    await page.evaluate(() => {
      localStorage.setItem('localCart', '{rusak');
      localStorage.setItem('localCartCount', '4');
    });
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('link', { name: 'Keranjang (0)' })).toBeVisible();
    await expect(badge).toHaveCount(0);
    expect(
      await page.evaluate(() => [localStorage.getItem('localCart'), localStorage.getItem('localCartCount')]),
    ).toEqual([null, null]);
    // Phones: the cart shows in the shop or when it holds something; elsewhere the toolbar stays light.
    await page.setViewportSize(phone);
    await page.goto('/help');
    await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeHidden();
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();
    await context.close();
  });

  test('route metadata: ?title= on editableTitle routes, keepAlive scroll, flex pages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const slug = await blogSlug(page);
    const toolbar = page.getByRole('banner');
    await page.goto(`/blog/posts/${slug}?title=Judul%20dari%20tautan`);
    await expect(toolbar.getByText('Judul dari tautan')).toBeVisible();
    await page.goto('/help/faq?title=Judul%20dari%20tautan');
    await expect(toolbar.getByText('Tanya jawab')).toBeVisible();
    await expect(toolbar.getByText('Judul dari tautan')).toHaveCount(0);
    // keepAlive (the price list): coming back by a link restores where the user was — once the app
    // runs (before that, a link is a plain page load).
    await page.goto('/pricelist/pulsa');
    await appReady(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const target = Math.min(600, await page.evaluate(() => document.body.scrollHeight - innerHeight - 10));
    expect(target).toBeGreaterThan(100);
    await page.evaluate((y) => scrollTo(0, y), target);
    // dispatchEvent: a real click without Playwright scrolling the link into view first.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Bantuan' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/help$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Daftar harga' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/pricelist\/pulsa$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(target);
    // flex: the not-found page's content area is a flex column (its message centred in it).
    await page.goto('/halaman-tidak-ada');
    await expect(page.locator('main')).toHaveClass(/flex-col/);
    await page.goto('/help');
    await expect(page.locator('main')).not.toHaveClass(/flex-col/);
    await context.close();
  });

  test('multi-courier: off shows "not enabled"; on, its bottom nav; crossing the area loads the page', async ({
    browser,
  }) => {
    const context = await memberContext(browser, { viewport: phone });
    const page = await context.newPage();
    // The demo data switches the preference on; the site's default (spec §9.2) is off.
    await patchData(page, '**/api/v1/site/config', (d) => ({
      ...d,
      preferences: { ...(d.preferences as object), multicourier: false },
    }));
    await page.goto('/multi-courier');
    await expect(page.getByRole('heading', { name: 'Multi Kurir belum diaktifkan' })).toBeVisible();
    await page.unroute('**/api/v1/site/config');
    await patchData(page, '**/api/v1/site/config', (d) => ({
      ...d,
      preferences: { ...(d.preferences as object), multicourier: true },
    }));
    await page.goto('/multi-courier');
    await expect(page.getByRole('heading', { name: 'Multi Kurir', exact: true })).toBeAttached();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByRole('link')).toHaveText(['Beranda', 'Akun']);
    const mark = () => page.evaluate(() => Object.assign(window, { __samePage: true }));
    const samePage = () => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);
    await mark();
    await nav.getByRole('link', { name: 'Akun' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect.poll(samePage).toBe(false);
    // Inside one area links stay client-side.
    await mark();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Riwayat' })
      .click();
    await expect(page).toHaveURL(/\/history$/);
    expect(await samePage()).toBe(true);
    await context.close();
  });
});

async function blogSlug(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/blog/posts');
  const body = (await res.json()) as { data?: Array<{ slug: string }> };
  return body.data?.[0]?.slug ?? 'tidak-ada';
}

/** A call to the API from inside the page, with the page's CSRF token (as the app sends it). */
async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const res = await fetch(`/api/v1/${p}`, {
        method: m,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-CSRF-TOKEN': token,
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
      return { status: res.status, data: json?.data as never };
    },
    [method, path, body] as const,
  );
}

let records: Record<string, string> | null = null;
/**
 * Concrete URLs for RECORD_ROUTES: rows of the demo member made through the API once per run — a
 * Telkomsel top-up (its receipt and the notification it wrote), a PDAM bill inquiry (the postpaid
 * receipt) and a deposit top-up request (its confirmation page).
 */
async function recordUrls(page: Page): Promise<Record<string, string>> {
  if (records) return records;
  await page.goto('/');
  // A number of its own per run: the same number and product are accepted once a day (spec §9.2).
  const number = `08123${String(Date.now()).slice(-7)}`;
  const products = await api<{ products: Array<{ code: string }> }>(
    page,
    'GET',
    `prabayar/products?type=pulsa&destination=${number}`,
  );
  const code = products.data?.products[0]?.code;
  expect(code, 'a pulsa product').toBeTruthy();
  const bought = await api<{ ref_id: string }>(page, 'POST', 'prabayar/transaction', {
    product_code: code,
    destination: number,
    pin: DEMO_MEMBER.pin,
  });
  expect(bought.status, 'prepaid purchase').toBeLessThan(300);
  const bills = await api<{ products: Array<{ code: string }> }>(
    page,
    'GET',
    'pascabayar/products?type=pdam',
  );
  const inquiry = await api<{ ref_id: string }>(page, 'POST', 'pascabayar/inquiry', {
    product_code: bills.data?.products[0]?.code,
    customer_no: '530000000007',
  });
  expect(inquiry.status, 'postpaid inquiry').toBeLessThan(300);
  const settings = await api<{ banks: Array<{ method: string }> }>(page, 'GET', 'deposit/settings');
  const topup = await api<{ code: string }>(page, 'POST', 'deposit/topup', {
    nominal: 50_000,
    method: settings.data.banks[0]?.method,
  });
  expect(topup.status, 'deposit top-up request').toBe(201);
  // The purchase's notification is written when it settles.
  let notification: number | undefined;
  await expect
    .poll(async () => {
      notification = (await api<Array<{ id: number }>>(page, 'GET', 'notification/today')).data?.[0]?.id;
      return notification;
    })
    .toBeTruthy();
  records = {
    '/receipt/prabayar/:refId': `/receipt/prabayar/${bought.data.ref_id}`,
    '/receipt/pascabayar/:id': `/receipt/pascabayar/${inquiry.data.ref_id}`,
    '/payment/deposit/topup/:code': `/payment/deposit/topup/${topup.data.code}`,
    '/notification/:type/:id': `/notification/today/${notification}`,
  };
  return records;
}

/**
 * Each route is opened once, at the phone size, then looked at again at the desktop size (the
 * viewport resized in place): the desktop layout's components mount and render on the resize, so a
 * console error of either size shows, and the run costs one page load per route instead of two.
 * The server's HTML does not depend on the viewport, so hydration is checked by the one load.
 */
test(`every route at ${sizes.map((s) => `${s.width}x${s.height}`).join(' and ')} without console errors`, async ({
  browser,
}) => {
  test.setTimeout(900_000);
  mkdirSync(shots, { recursive: true });
  const failures: string[] = [];
  const [first, ...others] = sizes;
  const contexts: Record<'guest' | 'member', BrowserContext> = {
    guest: await (browser as Browser).newContext({ viewport: first }),
    member: await memberContext(browser, { viewport: first }),
  };
  const pages = {
    guest: await contexts.guest.newPage(),
    member: await contexts.member.newPage(),
  };
  const errors = { guest: watch(pages.guest), member: watch(pages.member) };
  trackRequests(pages.guest);
  trackRequests(pages.member);
  const slug = await blogSlug(pages.guest);
  const made = await recordUrls(pages.member);
  const visits = [
    ...ROUTE_VISITS,
    ...RECORD_ROUTES.map((r) => ({ url: made[r] ?? r, as: 'member' as const })),
  ];
  const took: { url: string; ms: number }[] = [];
  for (const visit of visits) {
    const page = pages[visit.as];
    const url = visit.url.replace(':slug', slug);
    const t0 = Date.now();
    errors[visit.as].length = 0;
    await page.setViewportSize(first);
    await page.goto(url);
    // A server-rendered page: start the app, so a hydration error shows as a console error here.
    await page.mouse.move(1, 1);
    for (const size of [first, ...others]) {
      if (size !== first) await page.setViewportSize(size);
      await settle(page);
      // Full-page shots of every route are for people to look at; CI checks text and console only
      // (the shots took about half of the walk's time there).
      if (!process.env.CI)
        await page.screenshot({
          path: `${shots}/${visit.as}-${fileName(url)}-${size.name}.png`,
          fullPage: true,
        });
      const raw = await page.locator('body').innerText();
      if (/\b[a-z]+(\.[a-zA-Z0-9-]+){2,}\b/.test(raw.replace(/\S+@\S+|\d+\.\d+\.\d+|https?:\S+/g, '')))
        failures.push(`${visit.as} ${url} (${size.name}): text looks like a raw i18n key`);
      for (const e of errors[visit.as].splice(0)) failures.push(`${visit.as} ${url} (${size.name}): ${e}`);
    }
    took.push({ url, ms: Date.now() - t0 });
  }
  // The walk's time is CI's largest journey: the slowest routes, to see what a slow walk waits for.
  took.sort((a, b) => b.ms - a.ms);
  console.log(
    `route walk: ${took.length} routes, slowest: ${took
      .slice(0, 8)
      .map((r) => `${r.url} ${r.ms} ms`)
      .join(', ')}`,
  );
  for (const c of Object.values(contexts)) await c.close();
  expect(failures).toEqual([]);
});

// One test a language: each walks 12 pages at the phone size (about half a minute on a quiet
// machine; the two in one test came near the 60-second limit on a loaded CI machine).
for (const lng of ['en', 'zh'] as const) {
  test(`${lng === 'en' ? 'English' : 'Chinese'} shows no raw i18n key`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await memberContext(browser, { viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const missing: string[] = [];
    // i18next reports a missing key through the console in development only; in the build the
    // visible text is checked for `ns:key` / `a.b.c` shapes instead.
    // Switch the way a person does: the language picker on the account page (it also saves the choice).
    const pick = async (to: 'id' | 'en' | 'zh') => {
      await page.goto('/account');
      await page.locator('select:has(option[value="zh"])').first().selectOption(to);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    };
    await pick(lng);
    for (const url of [
      '/',
      '/account',
      '/account/display',
      '/help',
      '/help/faq',
      '/help/hubungi-kami',
      '/agency',
      '/m/data',
      '/shop',
      '/agent-center/dashboard',
      '/blog/posts',
      '/prabayar/pulsa',
    ]) {
      await page.goto(url);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const text = await page.locator('body').innerText();
      // A raw key shows as `ns:a.b` or `a.b.c` (lower-case segments); e-mails and URLs are not keys.
      const words = text.replace(/\S+@\S+|https?:\S+/g, ' ').split(/\s+/);
      const keys = words.filter((w) => /^(?:[a-z]+:)?[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z0-9-]*)+[.,]?$/.test(w));
      for (const k of keys) missing.push(`${lng} ${url}: ${k}`);
    }
    await pick('id');
    await context.close();
    expect(missing).toEqual([]);
  });
}
