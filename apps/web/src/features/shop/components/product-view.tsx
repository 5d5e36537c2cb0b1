import { SHOP_NOTES_MAX } from '@konter/core/contracts/shop';
import { formatRupiah } from '@konter/core/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useAccount } from '../../../lib/auth';
import { useAddToCart } from '../api/cart';
import type { ProductDetail } from '../api/catalog';
import { addToLocalCart } from '../local-cart';
import { shopErrorText } from '../shop-error';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';

/** Pictures: the chosen one large, the others as thumbnails to pick. */
function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('shop');
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  return (
    <div className="space-y-2">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage src={shown} alt={name} />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.picture', { n: i + 1 })}
                aria-pressed={i === current}
                className={cn(
                  'block size-16 overflow-hidden rounded-xl border-2',
                  i === current ? 'border-brand-600' : 'border-transparent',
                )}
              >
                <ProductImage src={src} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The product page (spec §2 shop product/{product_slug}): pictures, price (the picked variant's),
 * variants, quantity within the minimum and the stock, notes, weight and size, and "add to cart" /
 * "buy now" (adds, then the cart). Visitors fill the local cart; members the server cart.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shop');
  const { data: account } = useAccount();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const add = useAddToCart();
  const notesId = useId();
  const variantLabelId = useId();
  const hasVariants = product.variants.length > 0;
  const [variantId, setVariantId] = useState<number | null>(() =>
    product.variants.length === 1 ? (product.variants[0]?.id ?? null) : null,
  );
  const variant = product.variants.find((v) => v.id === variantId) ?? null;
  const stock = variant ? variant.stock : product.stock;
  const price = variant ? variant.price : product.price;
  const min = Math.max(1, product.min_quantity);
  const [quantity, setQuantity] = useState(min);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const soldOut = stock <= 0;
  const needVariant = hasVariants && !variant;

  const submit = async (mode: 'add' | 'buy') => {
    setProblem(null);
    if (needVariant) {
      setProblem(t('product.chooseVariant'));
      return;
    }
    const line = {
      product_id: product.id,
      variant_id: variant?.id ?? null,
      quantity,
      notes: notes.trim() || null,
    };
    if (!account) {
      const result = addToLocalCart({
        ...line,
        name: product.name,
        slug: product.slug,
        price,
        image: product.images[0] ?? null,
        variant_name: variant?.name ?? null,
        stock,
        min_quantity: min,
      });
      if (!result.ok) {
        setProblem(t(`localError.${result.error}`, { available: result.available, min }));
        return;
      }
    } else {
      setBusy(mode);
      try {
        await add.mutateAsync(line);
      } catch (e) {
        setProblem(shopErrorText(t, e));
        return;
      } finally {
        setBusy(null);
      }
    }
    setNotes('');
    if (mode === 'buy') {
      navigate('/shop/cart');
      return;
    }
    snackbar.show({
      color: 'success',
      message: t('product.added', { name: product.name }),
      action: { label: t('product.viewCart'), onClick: () => navigate('/shop/cart') },
    });
  };

  const { length_cm, width_cm, height_cm } = product.dimensions;
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-8">
      <Gallery images={product.images} name={product.name} />
      <div className="space-y-5">
        <div className="space-y-1">
          <h1 className="text-xl font-bold text-slate-900 md:text-2xl">{product.name}</h1>
          <p className="text-2xl font-bold text-brand-800 tabular-nums" aria-live="polite">
            {hasVariants && !variant && (
              <span className="mr-1 text-sm font-normal text-slate-500">{t('priceFrom')}</span>
            )}
            {formatRupiah(price)}
          </p>
          <p className="text-sm text-slate-600">
            {t('sold', { count: product.sold })} ·{' '}
            {soldOut ? (
              <span className="font-semibold text-red-700">{t('soldOut')}</span>
            ) : (
              t('product.stock', { count: stock })
            )}
          </p>
        </div>

        {hasVariants && (
          <fieldset className="space-y-2">
            <legend id={variantLabelId} className="text-sm font-semibold text-slate-800">
              {t('product.variant')}
            </legend>
            <div role="radiogroup" aria-labelledby={variantLabelId} className="flex flex-wrap gap-2">
              {product.variants.map((v) => {
                const out = v.stock <= 0;
                const checked = v.id === variantId;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a chip-styled radio button
                  <button
                    key={v.id}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    disabled={out}
                    onClick={() => {
                      setVariantId(v.id);
                      setProblem(null);
                      setQuantity((q) => Math.max(min, Math.min(q, Math.max(v.stock, min))));
                    }}
                    className={cn(
                      'min-h-11 rounded-xl border px-3 text-left text-sm',
                      checked
                        ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
                      out &&
                        'cursor-not-allowed border-dashed text-slate-400 line-through hover:border-slate-300',
                    )}
                  >
                    {v.name}
                    <span className="ml-2 text-xs font-normal text-slate-500 no-underline">
                      {out ? t('soldOut') : formatRupiah(v.price)}
                    </span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="space-y-1.5">
          <p className="text-sm font-semibold text-slate-800">{t('product.quantity')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper
              value={quantity}
              min={min}
              max={Math.max(stock, min)}
              onChange={(n) => {
                setQuantity(n);
                setProblem(null);
              }}
              label={t('product.quantityOf', { name: product.name })}
              disabled={soldOut}
            />
            {!soldOut && !needVariant && (
              <p className="text-sm text-slate-600">
                {t('product.subtotal', { amount: formatRupiah(price * quantity) })}
              </p>
            )}
          </div>
          <p className="text-xs text-slate-500">
            {min > 1 ? t('product.minHelp', { min }) : t('product.stockHelp')}
          </p>
        </div>

        <div className="space-y-1.5">
          <label htmlFor={notesId} className="block text-sm font-semibold text-slate-800">
            {t('product.notes')} <span className="font-normal text-slate-500">({t('optional')})</span>
          </label>
          <textarea
            id={notesId}
            value={notes}
            maxLength={SHOP_NOTES_MAX}
            rows={2}
            onChange={(e) => setNotes(e.target.value)}
            placeholder={t('product.notesPlaceholder')}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base placeholder:text-slate-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-500/40"
          />
        </div>

        {problem && <Alert tone="error">{problem}</Alert>}

        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            disabled={soldOut || busy !== null}
            loading={busy === 'add'}
            onClick={() => void submit('add')}
          >
            {t('product.addToCart')}
          </Button>
          <Button
            disabled={soldOut || busy !== null}
            loading={busy === 'buy'}
            onClick={() => void submit('buy')}
          >
            {t('product.buyNow')}
          </Button>
        </div>

        <Card className="space-y-3">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-500">{t('product.weight')}</dt>
              <dd className="font-medium text-slate-900">
                {t('product.grams', { count: product.weight_g })}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('product.dimensions')}</dt>
              <dd className="font-medium text-slate-900">
                {t('product.cm', { l: length_cm, w: width_cm, h: height_cm })}
              </dd>
            </div>
          </dl>
          {product.description && (
            <div>
              <h2 className="mb-1 text-sm font-semibold text-slate-800">{t('product.description')}</h2>
              <p className="whitespace-pre-line text-sm text-slate-700">{product.description}</p>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
