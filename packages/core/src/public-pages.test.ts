import { describe, expect, it } from 'vitest';
import { POSTPAID_TYPES, PREPAID_TYPES } from './catalog.js';
import {
  alternates,
  blogPostPath,
  HELP_SECTIONS,
  LANGUAGES,
  localizedUrl,
  MARKETING_PAGES,
  PUBLIC_PAGE_PATHS,
  SHOP_PAGE_PATHS,
  shopCollectionPath,
  shopProductPath,
} from './public-pages.js';

describe('localizedUrl', () => {
  it('gives Indonesian the bare path and the other languages ?lang=', () => {
    expect(localizedUrl('https://konter.example', '/pricelist/pulsa', 'id')).toBe(
      'https://konter.example/pricelist/pulsa',
    );
    expect(localizedUrl('https://konter.example/', '/pricelist/pulsa', 'en')).toBe(
      'https://konter.example/pricelist/pulsa?lang=en',
    );
    expect(localizedUrl('https://konter.example', '/', 'zh')).toBe('https://konter.example/?lang=zh');
    expect(localizedUrl('https://konter.example', '/', 'id')).toBe('https://konter.example/');
  });

  it('keeps a query the path has and replaces a lang it carries', () => {
    expect(localizedUrl('https://konter.example', '/blog/posts?page=2', 'en')).toBe(
      'https://konter.example/blog/posts?page=2&lang=en',
    );
    expect(localizedUrl('https://konter.example', '/help?lang=zh', 'id')).toBe('https://konter.example/help');
    expect(localizedUrl('https://konter.example', '/help?lang=zh', 'en')).toBe(
      'https://konter.example/help?lang=en',
    );
  });

  it('keeps a path prefix of the origin', () => {
    expect(localizedUrl('https://example.com/konter/', '/agency', 'en')).toBe(
      'https://example.com/konter/agency?lang=en',
    );
  });
});

describe('alternates', () => {
  it('lists every language and x-default = the Indonesian URL', () => {
    expect(alternates('https://konter.example', '/m/data')).toEqual([
      { hreflang: 'id', href: 'https://konter.example/m/data' },
      { hreflang: 'en', href: 'https://konter.example/m/data?lang=en' },
      { hreflang: 'zh', href: 'https://konter.example/m/data?lang=zh' },
      { hreflang: 'x-default', href: 'https://konter.example/m/data' },
    ]);
    expect(LANGUAGES).toEqual(['id', 'en', 'zh']);
  });
});

describe('PUBLIC_PAGE_PATHS', () => {
  it('holds each public page once, from the catalogue’s types', () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(PUBLIC_PAGE_PATHS).toHaveLength(
      // …, help centre and its 6 sections, then the blog index and the developer docs.
      1 + Object.keys(MARKETING_PAGES).length + POSTPAID_TYPES.length + 1 + PREPAID_TYPES.length + 1 + 6 + 2,
    );
    expect(PUBLIC_PAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/m/listrik',
        '/m/pascabayar/kirim-uang',
        '/agency',
        '/pricelist/pulsa',
        '/pricelist/aktivasi-voucher',
        '/help',
        '/help/hubungi-kami',
        '/blog/posts',
        '/developer',
      ]),
    );
    expect(HELP_SECTIONS).toHaveLength(6);
    // Every marketing page sells a prepaid type.
    expect(
      Object.values(MARKETING_PAGES).every((t) => (PREPAID_TYPES as readonly string[]).includes(t)),
    ).toBe(true);
    expect(blogPostPath('cara-isi-deposit')).toBe('/blog/posts/cara-isi-deposit');
  });
});

describe('the shop’s public pages', () => {
  it('are its index, its help pages, and a product’s and a collection’s page by slug', () => {
    expect(SHOP_PAGE_PATHS).toEqual([
      '/shop',
      '/shop/help',
      '/shop/help/cara-belanja',
      '/shop/help/pembayaran',
      '/shop/help/pengiriman',
      '/shop/help/pengembalian',
    ]);
    expect(PUBLIC_PAGE_PATHS.some((p) => p.startsWith('/shop'))).toBe(false);
    expect(shopProductPath('kabel-data-1-m')).toBe('/shop/product/kabel-data-1-m');
    expect(shopCollectionPath('a b')).toBe('/shop/collection/a%20b');
  });
});
