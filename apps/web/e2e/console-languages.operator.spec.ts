import { expect, type Page, test } from '@playwright/test';
import enConsole from '../src/lib/i18n/locales/en/console';
import idConsole from '../src/lib/i18n/locales/id/console';
import zhConsole from '../src/lib/i18n/locales/zh/console';
import { createOwner, staffPage } from './console-helpers';
import { shoot } from './shots';

/**
 * Issue 18: the console in English and Chinese. The owner (who opens every page) switches the
 * language and walks every page and every tab of it: each page's heading is its title in that
 * language, no text of the console's Indonesian catalogue shows through (a literal left in a
 * screen), and no key is shown raw (a missing text). Screenshots console-<lang>-<page>[-<tab>].png.
 */

type Tree = { [k: string]: string | Tree };
const lookup = (tree: Tree, key: string): string => {
  const v = key
    .split('.')
    .reduce<string | Tree | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);
  if (typeof v !== 'string') throw new Error(`no text ${key}`);
  return v;
};
const flatten = (t: Tree, prefix = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );

// The console's menu (src/admin/nav.ts CONSOLE_PAGES): path, title key and number of tabs.
const PAGES = [
  ['dashboard', 'dashboard.nav', 0],
  ['approvals', 'approvals.nav', 0],
  ['users', 'users.nav', 0],
  ['catalogue', 'catalogue.nav', 4],
  ['site', 'site.nav', 8],
  ['reports', 'reports.nav', 3],
  ['shop', 'shop.nav', 6],
  ['developers', 'developers.nav', 0],
  ['staff', 'nav.staff', 0],
  ['audit', 'nav.audit', 0],
] as const;

const catalogues = { en: enConsole as unknown as Tree, zh: zhConsole as unknown as Tree };

// Indonesian texts of the console that differ from their English and Chinese ones and are long
// enough not to be a name or a number: if one shows on an English or Chinese page, a screen wrote it
// itself or took the wrong language.
const indonesian = flatten(idConsole as unknown as Tree)
  .filter(([key, text]) => {
    const en = lookup(catalogues.en, key);
    return text.length >= 12 && !text.includes('{{') && text !== en && !/^[\p{Lu}\d\s.,:/-]+$/u.test(text);
  })
  .map(([, text]) => text);
const keys = flatten(idConsole as unknown as Tree)
  .map(([k]) => k)
  .filter((k) => k.split('.').length >= 3);

async function check(page: Page, lang: 'en' | 'zh', where: string) {
  const text = await page.locator('main').innerText();
  // Whole texts of the page's smallest elements (labels, buttons, headings): data that merely
  // contains an Indonesian phrase (a banner's caption) is not a leftover.
  const leaves = new Set(
    await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('*')]
          .filter((e) => e.children.length === 0)
          .map((e) => (e as HTMLElement).innerText?.trim() ?? ''),
      ),
  );
  const leftovers = indonesian.filter((s) => leaves.has(s));
  expect(leftovers, `${lang} ${where}: Indonesian texts`).toEqual([]);
  const raw = keys.filter((k) => text.includes(k));
  expect(raw, `${lang} ${where}: raw keys`).toEqual([]);
}

// The screenshots are for people reviewing the languages; CI checks the texts only (time).
// shoot() leaves the phone size; the walk goes on in the wide layout (tabs: a phone gets the Site
// page's sections as a select).
async function look(page: Page, file: string) {
  if (!process.env.CI) await shoot(page, file);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner reads every console page and tab in English and in Chinese', async ({ browser }) => {
  test.setTimeout(600_000);
  const owner = await createOwner('lang-owner');
  const { page, context } = await staffPage(browser, owner, '/admin/dashboard', { width: 1280, height: 800 });
  await expect(
    page.getByRole('heading', { name: lookup(idConsole as unknown as Tree, 'dashboard.nav') }),
  ).toBeVisible();
  for (const lang of ['en', 'zh'] as const) {
    await page.setViewportSize({ width: 1280, height: 800 }); // the menu's language select shows
    await page
      .getByLabel(/^(Bahasa|Language|语言)$/)
      .filter({ visible: true })
      .first()
      .selectOption(lang);
    for (const [path, titleKey, count] of PAGES) {
      await page.goto(`/admin/${path}`);
      const title = lookup(catalogues[lang], titleKey);
      await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
      const tabs = page.getByRole('main').getByRole('tab');
      await expect(tabs).toHaveCount(count); // rendered once the page's data is in
      await page.waitForLoadState('networkidle');
      await check(page, lang, path);
      await look(page, `console-${lang}-${path}`);
      for (let i = 1; i < count; i++) {
        await tabs.nth(i).click();
        await page.waitForLoadState('networkidle');
        await check(page, lang, `${path} tab ${i}`);
        await look(page, `console-${lang}-${path}-${i}`);
      }
    }
  }
  await context.close();
});
