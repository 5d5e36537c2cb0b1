import { SHOP_NOTES_MAX } from '@konter/core/contracts/shop';
import { formatRupiah } from '@konter/core/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

/** One cart line as the cart page shows it, from the server cart or the local one. */
export interface CartLineView {
  key: string;
  name: string;
  slug: string;
  variant_name: string | null;
  image: string | null;
  price: number;
  quantity: number;
  notes: string | null;
  subtotal: number;
  stock: number;
  min_quantity: number;
}

/**
 * A cart line: picture, name, variant, unit price, quantity stepper, notes (saved when the field is
 * left), the line's subtotal and remove. `problem` is the server's answer to a refused edit.
 */
export function CartLine({
  line,
  problem,
  onQuantity,
  onNotes,
  onRemove,
}: {
  line: CartLineView;
  problem?: string | null;
  onQuantity: (quantity: number) => void;
  onNotes: (notes: string | null) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('shop');
  const notesId = useId();
  const problemId = useId();
  const [notes, setNotes] = useState(line.notes ?? '');
  // A reverted edit (or another tab) changes the line: the field follows.
  useEffect(() => setNotes(line.notes ?? ''), [line.notes]);
  const overStock = line.quantity > line.stock;
  return (
    <li className="flex gap-3 py-4" aria-describedby={problem ? problemId : undefined}>
      <Link to={`/shop/product/${encodeURIComponent(line.slug)}`} className="shrink-0" tabIndex={-1}>
        <ProductImage src={line.image} className="size-20 rounded-xl border border-slate-200 sm:size-24" />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/shop/product/${encodeURIComponent(line.slug)}`}
              className="line-clamp-2 font-medium text-slate-900 hover:text-brand-800"
            >
              {line.name}
            </Link>
            {line.variant_name && (
              <p className="text-sm text-slate-600">{t('cart.variant', { name: line.variant_name })}</p>
            )}
            <p className="text-sm text-slate-600 tabular-nums">{formatRupiah(line.price)}</p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.remove', { name: line.name })}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
          >
            <Icon name="trash" className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            min={Math.max(1, line.min_quantity)}
            onChange={onQuantity}
            label={t('product.quantityOf', { name: line.name })}
          />
          <p className="font-semibold text-slate-900 tabular-nums">{formatRupiah(line.subtotal)}</p>
        </div>
        <p className={overStock ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-500'}>
          {line.stock <= 0
            ? t('soldOut')
            : t(line.min_quantity > 1 ? 'cart.stockAndMin' : 'cart.stock', {
                count: line.stock,
                min: line.min_quantity,
              })}
        </p>
        {problem && (
          <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <div>
          <label htmlFor={notesId} className="sr-only">
            {t('cart.notesOf', { name: line.name })}
          </label>
          <input
            id={notesId}
            type="text"
            value={notes}
            maxLength={SHOP_NOTES_MAX}
            placeholder={t('cart.notesPlaceholder')}
            onChange={(e) => setNotes(e.target.value)}
            onBlur={() => {
              const next = notes.trim() || null;
              if (next !== (line.notes ?? null)) onNotes(next);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
            className="block min-h-10 w-full rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm placeholder:text-slate-400 focus:border-brand-600 focus:bg-white focus:outline-3 focus:outline-brand-500/40"
          />
        </div>
      </div>
    </li>
  );
}
