import { blogSlugParams } from '@konter/core/contracts/blog';
import {
  alternates,
  blogPostPath,
  LANGUAGES,
  localizedUrl,
  PUBLIC_PAGE_PATHS,
  SHOP_PAGE_PATHS,
  shopCollectionPath,
  shopProductPath,
} from '@konter/core/public-pages';
import type { Config } from '../../config.js';
import type { Deps } from '../../lib/deps.js';
import { publishedPostDates } from '../blog/index.js';
import { listShopPageDates } from '../shop/index.js';
import { getSiteSettings } from '../site/index.js';

/**
 * Paths no crawler should walk: the API, signed-in pages (account, history, report, notifications,
 * receipts, payment returns, the shop's cart, checkout and orders), the shop's search (a page per
 * query), sign-in flows, the Android shell's /webapp pages and the operator's tools (/dev, /_sim —
 * mounted only outside production, loopback-only).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/account',
  '/auth/',
  '/dev/',
  '/_sim/',
  '/webapp',
  '/receipt/',
  '/notification',
  '/payment/',
  '/history',
  '/report',
  '/shop/search',
  '/shop/cart',
  '/shop/checkout/',
  '/shop/transaction',
  '/shop/report',
  '/shop/deposit/',
  '/shop/notification',
] as const;

/** robots.txt: everything public may be crawled, the paths above not; where the sitemap is. */
export function robotsTxt(config: Config): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${config.APP_URL}/sitemap.xml`,
    '',
  ].join('\n');
}

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/**
 * sitemap.xml in Google's form for localized pages: one `<url>` per page and language (the
 * Indonesian URL has no parameter, the others `?lang=`), each listing every variant of its page as
 * `<xhtml:link rel="alternate" hreflang>` plus `x-default`. Pages: PUBLIC_PAGE_PATHS, the
 * published blog posts (with their last change as `<lastmod>`) and, when the site's shop is on,
 * the shop's pages, active products and collections (with theirs); origin APP_URL.
 */
export async function sitemapXml(deps: Deps): Promise<string> {
  const origin = deps.config.APP_URL;
  const posts = await publishedPostDates(deps);
  const db = deps.database.db;
  const shop = (await getSiteSettings(db)).shop ? await listShopPageDates(db) : null;
  const pages: SitemapPage[] = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    // Only slugs the post page accepts: any other would answer an error, not a post.
    ...posts
      .filter((p) => blogSlugParams.safeParse({ slug: p.slug }).success)
      .map((p) => ({ path: blogPostPath(p.slug), lastModified: p.lastModified })),
    ...(shop
      ? [
          ...SHOP_PAGE_PATHS.map((path) => ({ path })),
          ...shop.collections.map((c) => ({
            path: shopCollectionPath(c.slug),
            lastModified: c.lastModified,
          })),
          ...shop.products.map((p) => ({ path: shopProductPath(p.slug), lastModified: p.lastModified })),
        ]
      : []),
  ];
  const urls = pages.flatMap(({ path, lastModified }) => {
    const links = alternates(origin, path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`)
      .join('\n');
    const lastmod = lastModified ? `\n    <lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${xml(localizedUrl(origin, path, lang))}</loc>${lastmod}\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
