import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from './api/catalog';
import { collectionJsonLd, productJsonLd } from './structured-data';

const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 3,
  slug: 'kabel-data-1-m',
  name: 'Kabel Data 1 m',
  description: 'Kabel USB-C',
  price: 25_000,
  images: ['/api/v1/shop/image/4', '/api/v1/shop/image/5'],
  weight_g: 50,
  dimensions: { length_cm: 10, width_cm: 5, height_cm: 2 },
  min_quantity: 1,
  stock: 7,
  sold: 2,
  collections: [],
  variants: [],
  ...over,
});

describe('the shop’s structured data', () => {
  it('offers a product at its price in IDR, available while it has stock', () => {
    expect(productJsonLd(product())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': '/shop/product/kabel-data-1-m',
      name: 'Kabel Data 1 m',
      description: 'Kabel USB-C',
      image: '/api/v1/shop/image/4',
      sku: '3',
      offers: {
        '@type': 'Offer',
        url: '/shop/product/kabel-data-1-m',
        price: 25_000,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
      },
    });
    const soldOut = productJsonLd(product({ stock: 0, description: '', images: [] }));
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(soldOut).not.toHaveProperty('description');
    expect(soldOut).not.toHaveProperty('image');
  });

  it('offers each variant of a product with variants, from the lowest to the highest price', () => {
    const ld = productJsonLd(
      product({
        price: 285_000,
        stock: 2,
        variants: [
          { id: 1, name: '58 mm', price: 285_000, stock: 2 },
          { id: 2, name: '80 mm', price: 650_000, stock: 0 },
        ],
      }),
    );
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'IDR',
      lowPrice: 285_000,
      highPrice: 650_000,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      offers: [
        {
          '@type': 'Offer',
          name: '58 mm',
          price: 285_000,
          priceCurrency: 'IDR',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          name: '80 mm',
          price: 650_000,
          priceCurrency: 'IDR',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });

  it('lists a collection’s products in the order shown', () => {
    const card = (id: number, slug: string, name: string): ProductCard => ({
      id,
      slug,
      name,
      price: 1000,
      image: null,
      stock: 1,
      sold: 0,
      min_quantity: 1,
      has_variants: false,
    });
    const collection = {
      id: 1,
      slug: 'aksesoris-hp',
      name: 'Aksesoris HP',
      description: '',
      image: null,
      product_count: 5,
    };
    expect(
      collectionJsonLd(collection, [card(9, 'powerbank', 'Powerbank'), card(4, 'case', 'Case')]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': '/shop/collection/aksesoris-hp',
      name: 'Aksesoris HP',
      numberOfItems: 5,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: '/shop/product/powerbank', name: 'Powerbank' },
        { '@type': 'ListItem', position: 2, url: '/shop/product/case', name: 'Case' },
      ],
    });
  });
});
