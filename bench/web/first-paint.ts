// First paint on a slow phone, with and without index.html's toolbar frame (the boot bar painted
// before the scripts run). Chromium from Debian, slow 4G (150 ms RTT, 1.6 Mbit/s down) and a 4x
// slower CPU, cache and service worker off; the frame is removed from the HTML in flight for the
// "without" runs, so both load the same build. Needs a running production server:
//   npm run build && PORT=3300 DATA_DIR=$(mktemp -d) node scripts/start.mjs &
//   BASE_URL=http://127.0.0.1:3300 npx tsx bench/web/first-paint.ts
import { chromium } from 'playwright';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});

async function load(withFrame: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!withFrame)
    await page.route(`${base}/`, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/<div class="boot-bar"[^>]*>.*?<\/div><\/div>/s, '');
      await route.fulfill({ response: res, body });
    });
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForSelector('h1');
  const r = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    heading: performance.now(),
  }));
  await context.close();
  return r;
}

for (let i = 0; i < runs; i++) {
  const a = await load(true);
  const b = await load(false);
  console.log(
    `with frame: FCP ${a.fcp.toFixed(0)} ms (landing heading by ${a.heading.toFixed(0)} ms) | ` +
      `without: FCP ${b.fcp.toFixed(0)} ms (heading by ${b.heading.toFixed(0)} ms)`,
  );
}
await browser.close();
