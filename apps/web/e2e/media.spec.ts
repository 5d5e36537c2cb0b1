import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { agentContext } from './deposit-helpers';
import { memberContext } from './helpers';

/**
 * Price-list images (issue 14 §6) as the demo agent: create an image with a background and their
 * own prices (live preview), see it in the list, download it (counted); a member is told calmly
 * that the generator is for agents. Screenshots of each screen at 412×823 and 1280×800.
 */
const outDir = process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');
const sizes = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
type Size = (typeof sizes)[number];

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

async function shot(page: Page, name: string, size: Size) {
  mkdirSync(outDir, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${outDir}/media-${name}-${size.name}.png`, fullPage: true });
}

const background = () => ({
  name: 'latar.png',
  mimeType: 'image/png',
  buffer: readFileSync(resolve(import.meta.dirname, '../public/icons/icon-512.png')),
});

async function agentPage(browser: Browser, size: Size) {
  const context = await agentContext(browser, { viewport: { width: size.width, height: size.height } });
  return context.newPage();
}

for (const size of sizes) {
  test(`agent creates, lists and downloads a price-list image (${size.name})`, async ({ browser }) => {
    const page = await agentPage(browser, size);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto('/media/content-creation');
    await expect(page.getByRole('link', { name: 'Buat gambar' })).toBeVisible();
    await shot(page, '01-list', size);

    await page.getByRole('link', { name: 'Buat gambar' }).click();
    await expect(
      page.getByText('Pilih operator dan minimal satu nominal untuk melihat pratinjau.'),
    ).toBeVisible();
    await page.getByTestId('media-brand').selectOption('telkomsel');
    const nominals = page.getByTestId('media-nominal');
    await expect(nominals.first()).toBeVisible();
    for (let i = 0; i < 3; i++) await nominals.nth(i).getByRole('checkbox').check();
    await page.getByTestId('media-top-text').fill(`Pulsa murah Konter Agen ${size.name}`);
    await page.getByLabel('Teks bawah').fill('Hubungi 0812-0000-0002, buka 24 jam');
    await page.getByTestId('media-background').setInputFiles(background());
    await expect(page.getByText('latar.png')).toBeVisible();
    const preview = page.getByTestId('media-preview');
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    await shot(page, '02-create', size);

    await page.getByTestId('media-save').click();
    await expect(page.getByText('Gambar tersimpan')).toBeVisible();
    await expect(page).toHaveURL(/\/media\/content-creation$/);
    const item = page.getByTestId('media-item').filter({ hasText: `Pulsa murah Konter Agen ${size.name}` });
    await expect(item).toBeVisible();
    await expect(item.getByRole('img')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => item.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(360);
    const before = await page.getByTestId('media-downloads').textContent();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByTestId('media-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pricelist-telkomsel-\d+\.png$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    expect({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 800,
    });
    await expect(page.getByText('Gambar diunduh')).toBeVisible();
    const today = (s: string | null) => Number(/(\d+) dari/.exec(s ?? '')?.[1]);
    await expect
      .poll(async () => today(await page.getByTestId('media-downloads').textContent()))
      .toBe(today(before) + 1);
    await shot(page, '03-list-with-image', size);

    // Edit: the saved image opens in the form with its nominals and background.
    await item.getByRole('link', { name: 'Ubah' }).click();
    await expect(page.getByText('Memakai latar yang tersimpan')).toBeVisible();
    await expect(page.getByTestId('media-preview')).toBeVisible({ timeout: 20_000 });
    await shot(page, '04-edit', size);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('a member is told the generator is for agents', async ({ browser }) => {
  for (const size of sizes) {
    const context = await memberContext(browser, { viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/media/content-creation');
    await expect(page.getByRole('heading', { name: 'Khusus untuk agen' })).toBeVisible();
    await shot(page, '05-member', size);
    await page.goto('/media/content-creation/create');
    await expect(page.getByRole('heading', { name: 'Khusus untuk agen' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  }
});
