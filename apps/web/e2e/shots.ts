import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** Where journeys write their review screenshots (SCREENSHOT_DIR, else <repo>/../screenshots). */
export const SCREENSHOT_DIR =
  process.env.SCREENSHOT_DIR ?? resolve(import.meta.dirname, '../../../screenshots');

/** The two sizes every new screen is looked at: a mid-range Android phone and a laptop. */
export const SCREEN_SIZES = [
  { name: 'mobile', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export const PHONE = SCREEN_SIZES[0];

const only = process.env.SCREENSHOT_SIZES?.split(',').map((s) => s.trim());
/** The sizes this run shoots: SCREENSHOT_SIZES=mobile (CI) takes the phone's only. */
export const SHOT_SIZES = SCREEN_SIZES.filter((s) => !only || only.includes(s.name));

/**
 * Full-page screenshots `<file>-<size>.png` at each of SHOT_SIZES, once the page is idle and its
 * fonts are in (with `lazyImages`, after one pass down the page so lazy pictures have loaded); the
 * page is left at the phone size.
 */
export async function shoot(page: Page, file: string, opts: { lazyImages?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const size of SHOT_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    if (opts.lazyImages) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
      });
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${file}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
}
