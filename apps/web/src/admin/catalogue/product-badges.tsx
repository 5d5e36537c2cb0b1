import type { ConsoleProduct } from '@konter/core/contracts/console-catalogue';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../components/ui/pill';

/** Where the prices come from and the product's state: manual/markup, adjustment, promo, inactive. */
export function ProductBadges({ product }: { product: ConsoleProduct }) {
  const { t } = useTranslation('console');
  return (
    <div className="flex flex-wrap gap-1">
      <Pill
        tone={
          product.price_mode === 'manual' ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-700'
        }
        data-testid="product-mode"
      >
        {t(`catalogue.mode.${product.price_mode}`)}
      </Pill>
      {product.price_adjustment && (
        <Pill tone="bg-amber-100 text-amber-900" data-testid="product-adjustment">
          {t('catalogue.badge.adjustment')}
        </Pill>
      )}
      {product.promo && (
        <Pill tone="bg-pink-100 text-pink-800">
          {t('catalogue.badge.promo', {
            left: Math.max(0, (product.promo_stock ?? 0) - product.sold_qty),
            stock: product.promo_stock ?? 0,
          })}
        </Pill>
      )}
      {(!product.active || product.delisted) && (
        <Pill tone="bg-red-100 text-red-800">
          {t(product.delisted ? 'catalogue.badge.delisted' : 'catalogue.badge.inactive')}
        </Pill>
      )}
      {product.disabled && (
        <Pill tone="bg-slate-800 text-white" data-testid="product-disabled">
          {t('catalogue.badge.disabled')}
        </Pill>
      )}
    </div>
  );
}
