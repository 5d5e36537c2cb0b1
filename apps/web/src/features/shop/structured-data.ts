import { shopCollectionPath, shopProductPath } from '@konter/core/public-pages';
import type { CollectionView, ProductCard, ProductDetail } from './api/catalog';

// Structured data (schema.org JSON-LD) of the shop's server-rendered pages (ADR 0015): a product's
// offers and a collection's list, written into the page's <head> by <PageMeta>. Paths in `url`,
// `image` and `@id` are made absolute by the server.

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const availability = (stock: number) => (stock > 0 ? IN_STOCK : OUT_OF_STOCK);

/**
 * schema.org Product for search engines (ADR 0015): the price in IDR and the availability from the
 * stock; a product with variants offers each variant, summed up as an AggregateOffer.
 */
export function productJsonLd(p: ProductDetail): Record<string, unknown> {
  const url = shopProductPath(p.slug);
  const prices = p.variants.map((v) => v.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    ...(p.images[0] ? { image: p.images[0] } : {}),
    sku: String(p.id),
    offers:
      p.variants.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'IDR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: p.variants.length,
            availability: availability(p.stock),
            offers: p.variants.map((v) => ({
              '@type': 'Offer',
              name: v.name,
              price: v.price,
              priceCurrency: 'IDR',
              availability: availability(v.stock),
            })),
          }
        : {
            '@type': 'Offer',
            url,
            price: p.price,
            priceCurrency: 'IDR',
            availability: availability(p.stock),
          },
  };
}

/** schema.org ItemList of a collection's products as the page shows them (the first page). */
export function collectionJsonLd(c: CollectionView, products: ProductCard[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': shopCollectionPath(c.slug),
    name: c.name,
    numberOfItems: c.product_count,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: shopProductPath(p.slug),
      name: p.name,
    })),
  };
}
