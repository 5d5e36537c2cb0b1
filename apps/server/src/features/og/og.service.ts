import { createHash } from 'node:crypto';
import { isOperatorType, PREPAID_TYPE_LABELS, type PrepaidType } from '@konter/core/catalog';
import type { PrepaidProductView } from '@konter/core/contracts/catalog';
import { formatRupiah } from '@konter/core/money';
import type { Deps, Locale } from '../../lib/deps.js';
import { publicPricelist } from '../catalog/index.js';
import { getSiteSettings } from '../site/index.js';
import type { OgBrand, OgCard } from './cards.js';
import { typeIcon } from './icons.js';
import { findPublishedPostTitle } from './og.repository.js';
import { marketingType } from './pages.js';
import { renderCard } from './render.js';
import { ogText } from './texts.js';

// The Open Graph images of the public pages: each function reads what its page shows (site
// settings, the public price list, a published post), describes the card in the reader's language,
// and answers the image from the cache: its slot is the page and the language, its version a hash
// of the card — so a changed price, site name or title is a new image at once, whatever process
// changed it (the catalogue keeps no version of its own that another process's change would bump).

export interface OgImage {
  png: Buffer;
  /** Strong validator of the image: the hash of everything drawn on it. */
  etag: string;
  cached: boolean;
}

/** Bumped when a layout changes, so no kept image of the old layout is served. */
const LAYOUT_VERSION = 1;
/** The default logo of the site settings (features/site: the built-in artwork). */
const BUILTIN_LOGO = '/api/v1/marketing/artwork/logo.svg';
/** How many brands a price-list card shows. */
const PRICELIST_BRANDS = 6;
/** The product types on the home card. */
const HOME_TYPES: readonly PrepaidType[] = ['pulsa', 'data', 'electricity', 'games'];

async function brandOf(deps: Deps): Promise<OgBrand> {
  const site = await getSiteSettings(deps.database.db);
  const siteName = site.sitename.trim() || 'Konter';
  return {
    siteName,
    mark: site.logo === BUILTIN_LOGO ? 'builtin' : { initial: [...siteName][0]!.toUpperCase() },
    host: new URL(deps.config.APP_URL).host,
  };
}

async function image(deps: Deps, page: string, locale: Locale, card: OgCard): Promise<OgImage> {
  const version = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, card]))
    .digest('base64url')
    .slice(0, 22);
  const { png, cached } = await deps.ogImages.get(`${page}?lang=${locale}`, version, () => renderCard(card));
  return { png, etag: `"${version}"`, cached };
}

/** A product a visitor can buy now (cut-off windows aside: they pass within hours). */
const buyable = (p: PrepaidProductView) => p.active && !p.price_adjustment && p.stock !== 0;

/** The cheapest buyable member price of each brand of a type, as the public price list shows them. */
async function cheapestByBrand(deps: Deps, type: PrepaidType) {
  const { brands } = await publicPricelist(deps, type);
  return brands.flatMap((b) => {
    const prices = b.products.filter(buyable).map((p) => p.price);
    return prices.length ? [{ name: b.name, count: prices.length, price: Math.min(...prices) }] : [];
  });
}

/** The landing page `/`: the site's name and the landing's tagline. */
export async function homeImage(deps: Deps, locale: Locale): Promise<OgImage> {
  const brand = await brandOf(deps);
  return image(deps, 'home', locale, {
    kind: 'home',
    brand,
    title: ogText('tagline', locale),
    subtitle: ogText('subtitle', locale, { site: brand.siteName }),
    chips: HOME_TYPES.map((t) => ({ label: PREPAID_TYPE_LABELS[t][locale], icon: typeIcon(t) })),
  });
}

/** `/pricelist/{type}`: a few brands with their cheapest price. */
export async function pricelistImage(deps: Deps, type: PrepaidType, locale: Locale): Promise<OgImage> {
  const [brand, brands] = await Promise.all([brandOf(deps), cheapestByBrand(deps, type)]);
  // The brands with the most products, shown in the price list's order.
  const shown = new Set(
    [...brands]
      .sort((a, b) => b.count - a.count)
      .slice(0, PRICELIST_BRANDS)
      .map((b) => b.name),
  );
  const rest = brands.length - shown.size;
  const group = ogText(
    type === 'international' ? 'groupCountry' : isOperatorType(type) ? 'groupOperator' : 'groupBrand',
    locale,
  );
  return image(deps, `pricelist/${type}`, locale, {
    kind: 'pricelist',
    brand,
    title: ogText('pricelistTitle', locale, { product: PREPAID_TYPE_LABELS[type][locale] }),
    icon: typeIcon(type),
    note: ogText('cheapestPer', locale, { group }),
    rows: brands
      .filter((b) => shown.has(b.name))
      .map((b) => ({ name: b.name, from: ogText('from', locale), price: formatRupiah(b.price) })),
    more: rest > 0 ? ogText('more', locale, { n: rest }) : null,
    empty: brands.length === 0 ? ogText('pricelistEmpty', locale) : null,
  });
}

/** `/m/{slug}`: the product's marketing line and its lowest price. Null for an unknown slug. */
export async function marketingImage(deps: Deps, slug: string, locale: Locale): Promise<OgImage | null> {
  const type = marketingType(slug);
  if (!type) return null;
  const [brand, brands] = await Promise.all([brandOf(deps), cheapestByBrand(deps, type)]);
  const product = PREPAID_TYPE_LABELS[type][locale];
  const lowest = brands.length ? Math.min(...brands.map((b) => b.price)) : null;
  return image(deps, `m/${slug}`, locale, {
    kind: 'marketing',
    brand,
    title: ogText('marketingTitle', locale, { product }),
    text: ogText('marketingText', locale, { product }),
    icon: typeIcon(type),
    price: lowest === null ? null : ogText('startingAt', locale, { price: formatRupiah(lowest) }),
  });
}

/** `/blog/posts/{slug}`: the post's title. Null unless the post is published. */
export async function blogImage(deps: Deps, slug: string, locale: Locale): Promise<OgImage | null> {
  const [brand, title] = await Promise.all([brandOf(deps), findPublishedPostTitle(deps.database.db, slug)]);
  if (title === undefined) return null;
  return image(deps, `blog/${slug}`, locale, {
    kind: 'blog',
    brand,
    kicker: ogText('blog', locale),
    title: title.slice(0, 200),
    icon: 'document',
  });
}
