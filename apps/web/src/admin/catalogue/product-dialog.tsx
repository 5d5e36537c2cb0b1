import type { ConsoleProduct } from '@konter/core/contracts/console-catalogue';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { CurrencyField, NumberField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSnackbar } from '../../components/ui/snackbar';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/error-message';
import { useServerErrors } from '../../lib/form';
import { formatRupiah } from '../../lib/money';
import {
  useSetProductCutOff,
  useSetProductEnabled,
  useSetProductPrices,
  useSetProductPromo,
} from './api/products';
import { Margin } from './margin';

const LEVELS = ['member', 'agent', 'master'] as const;

/**
 * A product's prices per level (manual, or back to the markups), its promo and its cut-off window,
 * each saved on its own.
 */
export function ProductDialog({ product, onClose }: { product: ConsoleProduct | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <Dialog open onClose={onClose} title={product?.name ?? t('catalogue.products.edit')}>
      {product && (
        <div className="space-y-5" data-testid="product-dialog">
          <dl className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t('catalogue.products.code')}</dt>
              <dd className="font-mono">{product.code}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('catalogue.products.buying')}</dt>
              <dd className="font-semibold" data-testid="dialog-buying">
                {formatRupiah(product.buying_price)}
              </dd>
            </div>
          </dl>
          <SaleSwitch product={product} onDone={onClose} />
          <PricesForm product={product} onDone={onClose} />
          <PromoForm product={product} onDone={onClose} />
          <CutOffForm product={product} onDone={onClose} />
        </div>
      )}
    </Dialog>
  );
}

/** On sale or off: the operator's switch, apart from the supplier's status (which the sync owns). */
function SaleSwitch({ product, onDone }: { product: ConsoleProduct; onDone: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const snackbar = useSnackbar();
  const save = useSetProductEnabled();
  const enabled = !product.disabled;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <div className="min-w-0 text-sm">
        <div className="font-semibold text-slate-900">
          {t(enabled ? 'catalogue.sale.on' : 'catalogue.sale.off')}
        </div>
        <div className="text-slate-600">
          {t(product.active ? 'catalogue.sale.supplierOn' : 'catalogue.sale.supplierOff')}
        </div>
        {save.isError && <p className="text-red-700">{errorMessage(t, save.error)}</p>}
      </div>
      <Button
        size="sm"
        variant="secondary"
        loading={save.isPending}
        data-testid="sale-toggle"
        onClick={() =>
          save.mutate(
            { code: product.code, enabled: !enabled },
            {
              onSuccess: () => {
                snackbar.show({
                  message: t(enabled ? 'catalogue.sale.doneOff' : 'catalogue.sale.doneOn', {
                    code: product.code,
                  }),
                  color: 'success',
                });
                onDone();
              },
            },
          )
        }
      >
        {t(enabled ? 'catalogue.sale.disable' : 'catalogue.sale.enable')}
      </Button>
    </div>
  );
}

interface PricesValues {
  mode: 'manual' | 'auto';
  member: number | null;
  agent: number | null;
  master: number | null;
}

function PricesForm({ product, onDone }: { product: ConsoleProduct; onDone: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSetProductPrices();
  const form = useForm<PricesValues>({
    defaultValues: { mode: product.price_mode, ...product.prices },
  });
  const server = useServerErrors(form);
  const mode = form.watch('mode');
  const values = form.watch();
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) =>
    save.mutate(
      v.mode === 'auto'
        ? { code: product.code, mode: 'auto' }
        : {
            code: product.code,
            mode: 'manual',
            member: v.member ?? 0,
            agent: v.agent ?? 0,
            master: v.master ?? 0,
          },
      {
        onSuccess: () => {
          snackbar.show({ message: t('catalogue.prices.done', { code: product.code }), color: 'success' });
          onDone();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="prices-form">
      <h3 className="font-semibold text-slate-900">{t('catalogue.prices.title')}</h3>
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('catalogue.prices.source')}</legend>
        {(['manual', 'auto'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={m} {...form.register('mode')} className="size-4" />
            {t(`catalogue.prices.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'manual' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <Controller
              key={level}
              control={form.control}
              name={level}
              render={({ field }) => (
                <div>
                  <CurrencyField
                    label={t(`catalogue.levels.${level}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    data-testid={`price-input-${level}`}
                    error={errors[level]?.message}
                  />
                  <div className="mt-1">
                    <Margin
                      price={values[level] ?? 0}
                      buying={product.buying_price}
                      testId={`margin-${level}`}
                    />
                  </div>
                </div>
              )}
            />
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {LEVELS.map((level) => (
            <div key={level}>
              <dt className="text-xs text-slate-500">{t(`catalogue.levels.${level}`)}</dt>
              <dd className="font-semibold">{formatRupiah(product.markup_prices[level])}</dd>
              <dd>
                <Margin price={product.markup_prices[level]} buying={product.buying_price} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-slate-500">{t(`catalogue.prices.help.${mode}`)}</p>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} data-testid="prices-save">
          {t('catalogue.prices.save')}
        </Button>
      </div>
    </form>
  );
}

interface PromoValues {
  promo: boolean;
  stock: number | null;
}

function PromoForm({ product, onDone }: { product: ConsoleProduct; onDone: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSetProductPromo();
  const form = useForm<PromoValues>({
    defaultValues: { promo: product.promo, stock: product.promo_stock ?? 0 },
  });
  const server = useServerErrors(form);
  const promo = form.watch('promo');
  const submit = form.handleSubmit((v) =>
    save.mutate(
      v.promo
        ? { code: product.code, promo: true, stock: v.stock ?? 0 }
        : { code: product.code, promo: false },
      {
        onSuccess: () => {
          snackbar.show({ message: t('catalogue.promo.done', { code: product.code }), color: 'success' });
          onDone();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('catalogue.promo.title')}</h3>
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('promo')} />
        {t('catalogue.promo.on')}
      </label>
      {promo && (
        <Controller
          control={form.control}
          name="stock"
          render={({ field }) => (
            <NumberField
              label={t('catalogue.promo.stock')}
              help={t('catalogue.promo.stockHelp', { sold: product.sold_qty })}
              value={field.value}
              onChange={field.onChange}
              min={0}
              error={form.formState.errors.stock?.message}
            />
          )}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('catalogue.promo.save')}
        </Button>
      </div>
    </form>
  );
}

interface CutOffValues {
  mode: 'follow' | 'own';
  start: string;
  end: string;
}

/** The operator's daily cut-off window (WIB), kept through syncs, or the supplier's followed. */
function CutOffForm({ product, onDone }: { product: ConsoleProduct; onDone: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const save = useSetProductCutOff();
  const own = product.operator_cut_off;
  const form = useForm<CutOffValues>({
    defaultValues: {
      mode: own ? 'own' : 'follow',
      start: own?.start ?? product.supplier_cut_off?.start ?? '',
      end: own?.end ?? product.supplier_cut_off?.end ?? '',
    },
  });
  const server = useServerErrors(form);
  const mode = form.watch('mode');
  const { errors } = form.formState;
  const required = {
    validate: (v: string) => mode === 'follow' || v !== '' || t('catalogue.cutOff.required'),
  };
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        code: product.code,
        ...(v.mode === 'own' ? { start: v.start, end: v.end } : { start: null, end: null }),
      },
      {
        onSuccess: () => {
          snackbar.show({ message: t('catalogue.cutOff.done', { code: product.code }), color: 'success' });
          onDone();
        },
        onError: (e) => server.handle(e),
      },
    ),
  );
  const supplier = product.supplier_cut_off;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-4"
      data-testid="cut-off-form"
    >
      <h3 className="font-semibold text-slate-900">{t('catalogue.cutOff.title')}</h3>
      {server.alert && <Alert tone="error">{server.alert}</Alert>}
      <p className="text-sm text-slate-600" data-testid="cut-off-supplier">
        {supplier
          ? t('catalogue.cutOff.supplier', { start: supplier.start, end: supplier.end })
          : t('catalogue.cutOff.supplierNone')}
      </p>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('catalogue.cutOff.title')}</legend>
        {(['follow', 'own'] as const).map((m) => (
          <label key={m} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={m} {...form.register('mode')} className="size-4" />
            {t(`catalogue.cutOff.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'own' && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            type="time"
            label={t('catalogue.cutOff.start')}
            data-testid="cut-off-start"
            error={errors.start?.message}
            {...form.register('start', required)}
          />
          <TextField
            type="time"
            label={t('catalogue.cutOff.end')}
            data-testid="cut-off-end"
            error={errors.end?.message}
            {...form.register('end', required)}
          />
        </div>
      )}
      <p className="text-xs text-slate-500">{t('catalogue.cutOff.help')}</p>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={save.isPending} data-testid="cut-off-save">
          {t('catalogue.cutOff.save')}
        </Button>
      </div>
    </form>
  );
}
