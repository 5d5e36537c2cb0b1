// Renders the PWA icons (public/icons/*.png) from public/icon.svg with the machine's Chromium:
// no network, no image library. Run: node apps/web/scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const pub = join(import.meta.dirname, '..', 'public');
const svg = readFileSync(join(pub, 'icon.svg'), 'utf8');
// Maskable icons keep their content inside the central 80 % safe zone: the mark on a full bleed.
const maskable = svg
  .replace('viewBox="0 0 64 64"', 'viewBox="-8 -8 80 80"')
  .replace('<rect width="64" height="64" rx="14"', '<rect x="-8" y="-8" width="80" height="80"');
const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

mkdirSync(join(pub, 'icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.locator('svg').screenshot({ path: join(pub, 'icons', icon.file), omitBackground: true });
  console.log('wrote', icon.file);
}
await browser.close();
