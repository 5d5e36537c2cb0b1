import { isPrepaidType, type PrepaidType } from '@konter/core/catalog';
import { MARKETING_PAGES } from '@konter/core/public-pages';
import type { Locale } from '../../lib/deps.js';

// Which public page has which Open Graph image.

/** The product type of a marketing page /m/{slug} (MARKETING_PAGES), or null. */
export function marketingType(slug: string): PrepaidType | null {
  const type = Object.hasOwn(MARKETING_PAGES, slug) ? MARKETING_PAGES[slug] : undefined;
  return isPrepaidType(type) ? type : null;
}

const BLOG_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Paths that are not pages: the API, the images themselves, the operator's tools, files. */
const NOT_A_PAGE = /^\/(api|og|_sim|dev|assets)(\/|$)|\.[a-z0-9]+$/i;

/**
 * The Open Graph image of a public page's path (`og:image`), or null for paths that are not pages.
 * `/` → `/og/home.png`, `/pricelist/pulsa` → `/og/pricelist/pulsa.png`, `/m/data` → `/og/m/data.png`,
 * `/blog/posts/x` → `/og/blog/x.png`; any other page (help, agency, the postpaid marketing pages, an
 * unknown type) → the home image. With a locale other than Indonesian the image carries `?lang=`.
 */
export function ogImagePath(pathname: string, locale: Locale = 'id'): string | null {
  const path = pathname.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
  if (NOT_A_PAGE.test(path)) return null;
  const lang = locale === 'id' ? '' : `?lang=${locale}`;
  const [, section, name, rest] = path.split('/');
  let image = '/og/home.png';
  if (section === 'pricelist' && name && rest === undefined && isPrepaidType(name)) {
    image = `/og/pricelist/${name}.png`;
  } else if (section === 'm' && name && rest === undefined && marketingType(name)) {
    image = `/og/m/${name}.png`;
  } else if (section === 'blog' && name === 'posts' && rest && BLOG_SLUG.test(rest) && rest.length <= 120) {
    if (path.split('/').length === 4) image = `/og/blog/${rest}.png`;
  }
  return image + lang;
}
