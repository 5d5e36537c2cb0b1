import { formatRupiah } from '@konter/core/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCard as Product } from '../api/catalog';
import { ProductImage } from './product-image';

/** A product on a list: picture, name, price ("from" when it has variants), sold count, "Habis". */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const soldOut = product.stock <= 0;
  return (
    <Link
      to={`/shop/product/${encodeURIComponent(product.slug)}`}
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs hover:border-brand-300 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <span className="relative block">
        <ProductImage src={product.image} className={soldOut ? 'opacity-60' : undefined} />
        {soldOut && (
          <span className="absolute top-2 left-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-bold text-white">
            {t('soldOut')}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 min-h-10 text-sm font-medium text-slate-900 group-hover:text-brand-800">
          {product.name}
        </span>
        <span className="font-bold text-slate-900 tabular-nums">
          {product.has_variants && (
            <span className="mr-1 text-xs font-normal text-slate-500">{t('priceFrom')}</span>
          )}
          {formatRupiah(product.price)}
        </span>
        <span className="text-xs text-slate-500">{t('sold', { count: product.sold })}</span>
      </span>
    </Link>
  );
}
