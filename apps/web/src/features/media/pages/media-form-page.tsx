import type { PrepaidType } from '@konter/core/catalog';
import {
  MEDIA_ITEMS_MAX,
  type MediaPricelist,
  type MediaPricelistRequest,
} from '@konter/core/contracts/media';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { showSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAccount } from '../../../lib/auth';
import { errorMessage } from '../../../lib/error-message';
import { formatRupiah } from '../../../lib/money';
import { pickableBrands, prepaidTypeLabel, useBrands, usePrepaidProducts } from '../../catalog';
import { canMakeImages, mediaPaths } from '../access';
import { mediaQuery, previewImage, useSaveImage } from '../api';
import { backgroundDataUrl } from '../background-image';
import { AgentsOnly } from '../components/agents-only';

/** Product types a price list is made of (not the Excel, eSIM or send-money pages). */
const TYPES: PrepaidType[] = [
  'pulsa',
  'data',
  'electricity',
  'games',
  'voucher',
  'emoney',
  'tv',
  'smstel',
  'validityPackage',
  'starterPacks',
  'aktivasi-voucher',
  'pertagas',
];
const SWATCHES = ['#ffffff', '#111827', '#fde047', '#0f766e', '#dc2626'];

/** A suggested selling price: the buying price plus a little, rounded up to the next Rp 500. */
const suggest = (buy: number) => Math.ceil((buy + 500) / 500) * 500;

type Background = { kind: 'none' } | { kind: 'keep' } | { kind: 'new'; url: string; name: string };

/** /media/content-creation/create and /edit/:id: the form with a live preview. */
export default function MediaFormPage() {
  const { t } = useTranslation('media');
  const { id } = useParams();
  const account = useAccount();
  const existing = useQuery({ ...mediaQuery(id ?? ''), enabled: Boolean(id) && canMakeImages(account.data) });
  if (account.isPending) return <PageSkeleton label={t('title')} />;
  if (!canMakeImages(account.data)) return <AgentsOnly />;
  if (id && existing.isPending) return <PageSkeleton label={t('form.editTitle')} />;
  if (id && existing.isError)
    return (
      <Page title={t('form.editTitle')} toolbarTitle>
        <Alert tone="error">{errorMessage(t, existing.error)}</Alert>
      </Page>
    );
  return <MediaForm id={id} initial={existing.data} key={id ?? 'new'} />;
}

function MediaForm({ id, initial }: { id?: string; initial?: MediaPricelist }) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const uid = useId();
  const [type, setType] = useState<PrepaidType>(initial?.product_type ?? 'pulsa');
  const [brand, setBrand] = useState(initial?.brand ?? '');
  const [prices, setPrices] = useState<Map<string, number | null>>(
    () => new Map(initial?.items.map((i) => [i.code, i.price]) ?? []),
  );
  const [topText, setTopText] = useState(initial?.top_text ?? '');
  const [bottomText, setBottomText] = useState(initial?.bottom_text ?? '');
  const [color, setColor] = useState(initial?.text_color ?? '#ffffff');
  const [background, setBackground] = useState<Background>(
    initial?.has_background ? { kind: 'keep' } : { kind: 'none' },
  );
  const [bgProblem, setBgProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useSaveImage(id);

  const brands = useBrands(type);
  const brandList = brands.data ? pickableBrands(brands.data.brands) : [];
  const products = usePrepaidProducts(brand ? { type, brand } : null);
  const productList = products.data?.products ?? [];

  const body = useMemo((): MediaPricelistRequest => {
    const items = productList
      .filter((p) => prices.has(p.code))
      .map((p) => ({ code: p.code, price: prices.get(p.code) ?? p.price }));
    return {
      product_type: type,
      brand,
      items,
      top_text: topText,
      bottom_text: bottomText,
      text_color: color,
      ...(background.kind === 'new' ? { background_image: background.url } : {}),
      ...(background.kind === 'none' ? { background_image: null } : {}),
    };
  }, [productList, prices, type, brand, topText, bottomText, color, background]);

  // The preview follows the form once it has stopped changing for a moment.
  const settled = useDebouncedValue(body, 600);
  const bgToken = background.kind === 'new' ? background.name : background.kind;
  const previewKey = JSON.stringify({ ...settled, background_image: bgToken });
  const preview = useQuery({
    queryKey: ['media', 'preview', id ?? '', previewKey],
    queryFn: ({ signal }) => previewImage(settled, id, signal),
    enabled: Boolean(settled.brand) && settled.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true, loading: false },
  });

  const toggle = (code: string, buy: number) =>
    setPrices((old) => {
      const next = new Map(old);
      if (next.has(code)) next.delete(code);
      else if (next.size < MEDIA_ITEMS_MAX) next.set(code, suggest(buy));
      return next;
    });

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    const res = await backgroundDataUrl(file);
    if ('problem' in res) {
      setBgProblem(res.problem === 'size' ? t('form.tooLarge') : t('form.badType'));
      return;
    }
    setBgProblem(null);
    setBackground({ kind: 'new', url: res.url, name: `${file.name}:${file.size}:${Date.now()}` });
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(body, {
      onSuccess: () => {
        showSnackbar({ message: id ? t('form.saved') : t('form.created'), color: 'success' });
        navigate(mediaPaths.list);
      },
    });
  };

  const canPreview = Boolean(brand) && body.items.length > 0;

  return (
    <Page title={id ? t('form.editTitle') : t('form.createTitle')} toolbarTitle>
      <form onSubmit={submit} className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section
          className="order-first space-y-2 md:sticky md:top-4 md:order-last md:self-start"
          aria-labelledby={`${uid}-preview`}
        >
          <h2 id={`${uid}-preview`} className="text-sm font-semibold text-slate-700">
            {t('form.preview')}
          </h2>
          <div className="relative flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            {canPreview && preview.data ? (
              <img
                src={preview.data.image}
                alt={t('form.previewAlt')}
                className="size-full object-contain"
                data-testid="media-preview"
              />
            ) : (
              <p className="px-6 text-center text-sm text-slate-600">
                {canPreview ? t('form.previewLoading') : t('form.previewEmpty')}
              </p>
            )}
            {canPreview && preview.isFetching && preview.data && (
              <span className="absolute right-2 bottom-2 rounded-full bg-white/90 px-2 py-0.5 text-xs text-slate-700">
                {t('form.previewLoading')}
              </span>
            )}
          </div>
          {canPreview && preview.isError && <Alert tone="warning">{errorMessage(t, preview.error)}</Alert>}
        </section>

        <div className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <label htmlFor={`${uid}-type`} className="block text-sm font-medium text-slate-700">
                {t('form.type')}
              </label>
              <select
                id={`${uid}-type`}
                className={fieldClasses(false)}
                value={type}
                onChange={(e) => {
                  // Another type or brand starts a new selection.
                  setType(e.target.value as PrepaidType);
                  setBrand('');
                  setPrices(new Map());
                }}
                data-testid="media-type"
              >
                {TYPES.map((ty) => (
                  <option key={ty} value={ty}>
                    {prepaidTypeLabel(ty)}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${uid}-brand`} className="block text-sm font-medium text-slate-700">
                {t('form.brand')}
              </label>
              <select
                id={`${uid}-brand`}
                className={fieldClasses(false)}
                value={brand}
                onChange={(e) => {
                  setBrand(e.target.value);
                  setPrices(new Map());
                }}
                data-testid="media-brand"
              >
                <option value="">{t('form.brandChoose')}</option>
                {brandList.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('form.nominals')}</legend>
            <p className="text-sm text-slate-600">{t('form.nominalsHelp', { max: MEDIA_ITEMS_MAX })}</p>
            {!brand && <p className="text-sm text-slate-500">{t('form.chooseBrandFirst')}</p>}
            {brand && products.isPending && <PageSkeleton rows={3} label={t('form.nominals')} />}
            {brand && products.data && productList.length === 0 && (
              <p className="text-sm text-slate-500">{t('form.noProducts')}</p>
            )}
            {brand && productList.length > 0 && (
              <p className="text-xs text-slate-500">
                {t('form.selected', { count: prices.size, max: MEDIA_ITEMS_MAX })}
              </p>
            )}
            <ul className="space-y-2">
              {productList.map((p) => {
                const checked = prices.has(p.code);
                const value = prices.get(p.code) ?? null;
                return (
                  <li
                    key={p.code}
                    className="rounded-xl border border-slate-200 bg-white p-3"
                    data-testid="media-nominal"
                  >
                    <label className="flex cursor-pointer items-start gap-3">
                      <input
                        type="checkbox"
                        className="mt-1 size-5 accent-brand-600"
                        checked={checked}
                        disabled={!checked && prices.size >= MEDIA_ITEMS_MAX}
                        onChange={() => toggle(p.code, p.price)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium text-slate-900">{p.name}</span>
                        <span className="block text-sm text-slate-600">
                          {t('form.buyPrice', { price: formatRupiah(p.price) })}
                        </span>
                      </span>
                    </label>
                    {checked && (
                      <div className="mt-2 pl-8">
                        <CurrencyField
                          label={<span className="sr-only">{t('form.sellPrice', { name: p.name })}</span>}
                          value={value}
                          onChange={(v) => setPrices((old) => new Map(old).set(p.code, v))}
                          min={0}
                          containerClassName="space-y-0"
                        />
                        {value !== null && value < p.price && (
                          <p className="mt-1 text-xs text-amber-700">
                            {t('form.belowBuy', { price: formatRupiah(p.price) })}
                          </p>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>

          <TextField
            label={t('form.topText')}
            placeholder={t('form.topPlaceholder')}
            value={topText}
            maxLength={80}
            onChange={(e) => setTopText(e.target.value)}
            data-testid="media-top-text"
          />
          <TextField
            label={t('form.bottomText')}
            placeholder={t('form.bottomPlaceholder')}
            value={bottomText}
            maxLength={160}
            onChange={(e) => setBottomText(e.target.value)}
          />

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('form.color')}</legend>
            <div className="flex flex-wrap items-center gap-2">
              {SWATCHES.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={c}
                  aria-pressed={color === c}
                  onClick={() => setColor(c)}
                  className={`size-10 rounded-full border-2 ${color === c ? 'border-brand-600 ring-2 ring-brand-300' : 'border-slate-300'}`}
                  style={{ backgroundColor: c }}
                />
              ))}
              <input
                type="color"
                aria-label={t('form.color')}
                value={color}
                onChange={(e) => setColor(e.target.value)}
                className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white"
              />
            </div>
            <p className="text-xs text-slate-500">{t('form.colorHelp')}</p>
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">{t('form.background')}</legend>
            <p className="text-sm text-slate-600">
              {background.kind === 'keep'
                ? t('form.current')
                : background.kind === 'new'
                  ? background.name.split(':')[0]
                  : t('form.none')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => fileRef.current?.click()}>
                {background.kind === 'none' ? t('form.choose') : t('form.change')}
              </Button>
              {background.kind !== 'none' && (
                <Button variant="ghost" size="sm" onClick={() => setBackground({ kind: 'none' })}>
                  {t('form.remove')}
                </Button>
              )}
            </div>
            <input
              ref={fileRef}
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              className="sr-only"
              tabIndex={-1}
              onChange={(e) => {
                void pickFile(e.target.files?.[0]);
                e.target.value = '';
              }}
              data-testid="media-background"
            />
            <p className="text-xs text-slate-500">{t('form.backgroundHelp')}</p>
            {bgProblem && <p className="text-sm text-red-600">{bgProblem}</p>}
          </fieldset>

          {save.isError && <Alert tone="error">{errorMessage(t, save.error)}</Alert>}
          <Button
            type="submit"
            block
            loading={save.isPending}
            disabled={!canPreview}
            data-testid="media-save"
          >
            {id ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
