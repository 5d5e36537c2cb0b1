// Web budget benchmark (issues 5 and 12; see README.md). On the production build, with the server on
// it (embedded PGlite in a temporary DATA_DIR), for `/`, `/pricelist/pulsa`, a blog post and the
// shop's index, a collection and a product (issue 15), each
// loaded two ways on the same run:
//   after  — as a visitor: the server-rendered page (ADR 0015);
//   before — the same page as the app renders it in the browser, the way every page arrived before
//            issue 12: a request with a session cookie gets the SPA's shell (the cookie is no real
//            session, so the app then shows the visitor's page);
// it records
//   1. the JavaScript the first view fetches until the network is idle, gzip (level 9) of the files
//      in dist/ — hard limit 100 KiB for `after` (the script exits 1 above it);
//   2. whether the page's main content is in the HTML with JavaScript off (`after` must be);
//   3. that route chunks still load on demand once the app runs (login, register, price list);
//   4. unless BENCH_WEB_LIGHTHOUSE=0: Lighthouse 13 (mobile, simulated Moto G-class CPU ×4 and slow
//      4G), BENCH_WEB_RUNS runs (default 5) per page and way, median of each metric.
// With Lighthouse, writes bench/web/results.json (README.md shows it). Run: npm run bench:web.
// BENCH_WEB_SKIP_BUILD=1 uses the build that is there (CI: the journeys' build).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const env = process.env;
const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'apps/web/dist');
const CHROMIUM = env.CHROMIUM ?? '/usr/bin/chromium';
const PORT = Number(env.BENCH_WEB_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const LIMIT_KIB = 100;
const RUNS = Number(env.BENCH_WEB_RUNS ?? 5);
const LIGHTHOUSE = env.BENCH_WEB_LIGHTHOUSE !== '0';
/** Any value: not a session, but the server then sends the SPA's shell (features/web). */
const SPA_COOKIE = 'konter_session=bench-web-before';
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzCache = new Map<string, number>();
const gz = (file: string) => {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzCache.set(file, n);
  }
  return n;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

if (env.BENCH_WEB_SKIP_BUILD !== '1') {
  console.log('building the web app and the server…');
  execFileSync('npm', ['run', 'build', '-w', '@konter/web'], { cwd: root, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build', '-w', '@konter/server'], { cwd: root, stdio: 'inherit' });
}
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'konter-bench-web-'));
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return { child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

type Way = 'before' | 'after';
interface PageCheck {
  path: string;
  /** Text the page's main content holds, read from the API. */
  content: string[];
}

/** JS fetched until the network is idle, with nobody touching the page. */
async function firstViewJs(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) fetched.push(u.pathname.slice(1));
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await page.close();
  // Inline scripts count too (the loader of a server-rendered page).
  const html = await (await fetch(`${BASE}${path}`, { headers: await cookieHeader(context) })).text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([^<]+)<\/script>/g),
  ]
    .map((m) => gzipSync(m[1] as string, { level: 9 }).length)
    .reduce((s, n) => s + n, 0);
  return { files: fetched, gzipKiB: kib(fetched.reduce((s, f) => s + gz(f), 0) + inline) };
}
async function cookieHeader(context: BrowserContext): Promise<Record<string, string>> {
  const c = (await context.cookies()).find((x) => x.name === 'konter_session');
  return c ? { cookie: `${c.name}=${c.value}` } : {};
}

/** The page's HTML with JavaScript off: does it hold the content? */
async function contentWithoutJs(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  check: PageCheck,
  way: Way,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    locale: 'id-ID',
  });
  if (way === 'before') await context.addCookies([{ name: 'konter_session', value: 'x', url: BASE }]);
  const page = await context.newPage();
  await page.goto(`${BASE}${check.path}`);
  const text = (await page.locator('body').textContent()) ?? '';
  await context.close();
  return check.content.every((c) => text.includes(c));
}

async function lighthouseRuns(path: string, way: Way) {
  const runs: Array<{ performance: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(way === 'before' ? { extraHeaders: { Cookie: SPA_COOKIE } } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    } finally {
      chrome.kill();
    }
  }
  const pick = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
  return {
    runs: runs.length,
    median: {
      performance: pick('performance'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    },
    all: runs,
  };
}

const { child, dataDir } = await startServer();
const pages: Array<Record<string, unknown>> = [];
const onDemand: Array<{ route: string; chunk: string; loadedBefore: boolean; loadedOnRoute: boolean }> = [];
try {
  // The pages and what their content says, from the API.
  const posts = (await (await fetch(`${BASE}/api/v1/blog/posts`)).json()) as {
    data: Array<{ slug: string; title: string }>;
  };
  const post = posts.data[0];
  if (!post) throw new Error('the demo data has no blog post');
  const pricelist = (await (await fetch(`${BASE}/api/v1/pricelist/pulsa`)).json()) as {
    data: Array<{ products?: Array<{ name: string }>; name?: string }>;
  };
  const productName = JSON.stringify(pricelist).match(/"name":"([^"]+)"/)?.[1] ?? '';
  // The shop (issue 15): its first collection and that collection's first product.
  const collections = (await (await fetch(`${BASE}/api/v1/shop/collection`)).json()) as {
    data: Array<{ slug: string; name: string }>;
  };
  const collection = collections.data[0];
  if (!collection) throw new Error('the demo data has no shop collection');
  const inCollection = (await (await fetch(`${BASE}/api/v1/shop/collection/${collection.slug}`)).json()) as {
    data: { products: Array<{ slug: string; name: string }> };
  };
  const shopProduct = inCollection.data.products[0];
  if (!shopProduct) throw new Error(`the shop collection ${collection.slug} has no product`);
  const checks: PageCheck[] = [
    { path: '/', content: ['Jualan pulsa'] },
    { path: '/pricelist/pulsa', content: ['Rp ', productName].filter(Boolean) },
    { path: `/blog/posts/${post.slug}`, content: [post.title] },
    { path: '/shop', content: [collection.name, 'Rp '] },
    { path: `/shop/collection/${collection.slug}`, content: [collection.name, shopProduct.name] },
    { path: `/shop/product/${shopProduct.slug}`, content: [shopProduct.name, 'Rp '] },
  ];

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
  for (const check of checks) {
    const entry: Record<string, unknown> = { path: check.path };
    for (const way of ['before', 'after'] as const) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        locale: 'id-ID',
        viewport: { width: 412, height: 823 },
      });
      if (way === 'before') await context.addCookies([{ name: 'konter_session', value: 'x', url: BASE }]);
      const js = await firstViewJs(context, check.path);
      await context.close();
      const noJs = await contentWithoutJs(browser, check, way);
      const lh = LIGHTHOUSE ? await lighthouseRuns(check.path, way) : null;
      entry[way] = {
        jsGzipKiB: js.gzipKiB,
        jsFiles: js.files.length,
        contentWithoutJs: noJs,
        lighthouse: lh,
      };
      console.log(
        `${check.path} ${way}: JS ${js.gzipKiB} KiB in ${js.files.length} files; content without JS: ${noJs}` +
          (lh
            ? `; Lighthouse median of ${lh.runs}: ${lh.median.performance}, LCP ${lh.median.lcpMs} ms, FCP ${lh.median.fcpMs} ms, TBT ${lh.median.tbtMs} ms, CLS ${lh.median.cls}`
            : ''),
      );
    }
    pages.push(entry);
  }

  // Route chunks on demand once the app runs: a tap starts it, then client-side navigation.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) fetched.push(u.pathname.slice(1));
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const started = [...fetched];
  for (const r of [
    { path: '/auth/login', chunk: 'login-' },
    { path: '/auth/register', chunk: 'register-' },
    { path: '/pricelist/data', chunk: 'pricelist-' },
  ]) {
    const before = fetched.length;
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, r.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    onDemand.push({
      route: r.path,
      chunk: r.chunk,
      loadedBefore: started.some((f) => f.startsWith(`assets/${r.chunk}`)),
      loadedOnRoute: fetched.slice(before).some((f) => f.startsWith(`assets/${r.chunk}`)),
    });
  }
  await browser.close();
} finally {
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const results = {
  date: new Date().toISOString(),
  limitKiB: LIMIT_KIB,
  jsChunks: allJs.length,
  pages,
  onDemand,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

type WayResult = {
  jsGzipKiB: number;
  contentWithoutJs: boolean;
  lighthouse: { runs: number; median: Record<string, number> } | null;
};
const failures: string[] = [];
for (const p of pages) {
  const after = p.after as WayResult;
  if (after.jsGzipKiB > LIMIT_KIB)
    failures.push(`${p.path}: ${after.jsGzipKiB} KiB of JS for the first view (limit ${LIMIT_KIB})`);
  if (!after.contentWithoutJs)
    failures.push(`${p.path}: main content missing from the HTML without JavaScript`);
}
for (const r of onDemand) {
  if (r.loadedBefore) failures.push(`${r.chunk} loads on / before its route`);
  if (!r.loadedOnRoute) failures.push(`${r.chunk} did not load on ${r.route}`);
}
if (failures.length) {
  console.error(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  `budget OK: every first view ≤ ${LIMIT_KIB} KiB of JS, content in the HTML, route chunks on demand`,
);
