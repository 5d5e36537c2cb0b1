// Web budget benchmark (issue 5 §5; see README.md). Builds the web app (Vite production build),
// then:
//   1. initial JS for `/`: the entry script and its modulepreloads from dist/index.html, gzipped
//      (level 9) — budget 150 KiB, aim 100 KiB;
//   2. starts the server on the build (embedded PGlite in a temporary DATA_DIR) and opens `/` and a
//      few routes in Debian's Chromium, recording which JS files each one fetches: no route chunk
//      may load on `/`, and each route's chunk must load when (and only when) it is visited;
//   3. Lighthouse (mobile form factor, its default simulated throttling) on `/`, recording the
//      performance score and LCP.
// Writes bench/web/results.json. Run: npx tsx bench/web/run.ts
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3210);
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_KIB = 150;
const AIM_KIB = 100;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

// ---- 1. build and the static initial JS ----
console.log('building the web app…');
execFileSync('npm', ['run', 'build', '-w', '@konter/web'], { cwd: root, stdio: 'inherit' });
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initialFiles = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((m) => m[1] as string);
const initial = initialFiles.map((f) => ({ file: f, raw: readFileSync(join(dist, f)).length, gzip: gz(f) }));
const initialGzip = initial.reduce((s, f) => s + f.gzip, 0);
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
console.log(`initial JS for / (static): ${kib(initialGzip)} KiB gzip in ${initial.length} files`);

// ---- 2. the server on the build; what the browser fetches per route ----
async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'konter-bench-web-'));
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

/** Route → the chunk name (file prefix) that must load on demand there, and only there. */
const ROUTES: Array<{ path: string; chunk: string }> = [
  { path: '/auth/login', chunk: 'login-' },
  { path: '/auth/register', chunk: 'register-' },
  { path: '/pricelist/pulsa', chunk: 'pricelist-' },
];

execFileSync('npm', ['run', 'build', '-w', '@konter/server'], { cwd: root, stdio: 'inherit' });
const { child, dataDir } = await startServer();
const onDemand: Array<{ route: string; chunk: string; loadedOnHome: boolean; loadedOnRoute: boolean }> = [];
let homeFetched: string[] = [];
let runtimeInitialGzip = 0;
let lh: { performance: number; lcpMs: number; fcpMs: number; tbtMs: number; cls: number } | null = null;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless'] });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/assets/') && u.pathname.endsWith('.js')) fetched.push(u.pathname.slice(1));
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  homeFetched = [...fetched];
  runtimeInitialGzip = homeFetched.reduce((s, f) => s + gz(f), 0);
  for (const r of ROUTES) {
    const before = fetched.length;
    // Client-side navigation, as a user would move: the route's chunk is fetched lazily.
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, r.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const now = fetched.slice(before);
    onDemand.push({
      route: r.path,
      chunk: r.chunk,
      loadedOnHome: homeFetched.some((f) => f.startsWith(`assets/${r.chunk}`)),
      loadedOnRoute: now.some((f) => f.startsWith(`assets/${r.chunk}`)),
    });
  }
  await browser.close();

  // ---- 3. Lighthouse mobile ----
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(`${BASE}/`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (lhr) {
      lh = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      };
    }
  } finally {
    chrome.kill();
  }
} finally {
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const results = {
  date: new Date().toISOString(),
  initialJs: {
    staticGzipKiB: kib(initialGzip),
    runtimeGzipKiB: kib(runtimeInitialGzip),
    budgetKiB: BUDGET_KIB,
    aimKiB: AIM_KIB,
    files: initial.map((f) => ({ file: f.file, rawKiB: kib(f.raw), gzipKiB: kib(f.gzip) })),
    fetchedOnHome: homeFetched,
  },
  jsChunks: allJs.length,
  onDemand,
  lighthouse: lh,
};
writeFileSync(join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ ...results, initialJs: { ...results.initialJs, files: undefined } }, null, 2));

const failures: string[] = [];
if (kib(Math.max(initialGzip, runtimeInitialGzip)) > BUDGET_KIB)
  failures.push(`initial JS over ${BUDGET_KIB} KiB`);
for (const r of onDemand) {
  if (r.loadedOnHome) failures.push(`${r.chunk} loads on /`);
  if (!r.loadedOnRoute) failures.push(`${r.chunk} did not load on ${r.route}`);
}
if (failures.length) {
  console.error(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('budget OK');
