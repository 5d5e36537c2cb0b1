import type { PrepaidType } from '@konter/core/catalog';
import { CHECKOUT_MARKUP_MAX, CHECKOUT_TYPES, type CheckoutLink } from '@konter/core/contracts/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyField } from '../../../components/ui/amount-field';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/pill';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { fieldClasses } from '../../../components/ui/text-field';
import { firstFieldError } from '../../../lib/api-error';
import { copyText } from '../../../lib/clipboard';
import { formatRupiah } from '../../../lib/money';
import { pickableBrands, prepaidTypeLabel, useBrands, usePrepaidProducts } from '../../catalog';
import {
  useCheckoutLinks,
  useCreateCheckoutLink,
  useDeleteCheckoutLink,
  useUpdateCheckoutLink,
} from '../api/links';

/** A native select with the design system's field look and a label. */
function SelectField({
  id,
  label,
  value,
  onChange,
  children,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClasses(Boolean(error))}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </select>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** Create a link: type, operator (from the catalogue's brands of the type), markup with a live example price. */
function CreateLinkForm() {
  const { t } = useTranslation('checkout');
  const snackbar = useSnackbar();
  const [type, setType] = useState<PrepaidType>('pulsa');
  const [operator, setOperator] = useState('');
  const [markup, setMarkup] = useState<number | null>(1000);
  const brands = useBrands(type);
  const options = brands.data ? pickableBrands(brands.data.brands).filter((b) => b.product_count > 0) : [];
  const products = usePrepaidProducts(operator ? { type, brand: operator } : null);
  const sample = products.data?.products.find((p) => !p.promo && p.active);
  const create = useCreateCheckoutLink();
  const fieldError = (f: string) => firstFieldError(create.error, f)?.message;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!operator) return;
    create.mutate(
      { type, operator, markup: markup ?? 0 },
      { onSuccess: () => snackbar.show({ message: t('links.created'), color: 'success' }) },
    );
  };

  return (
    <Card>
      <CardHeader title={t('links.createTitle')} />
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="checkout-type"
            label={t('links.type')}
            value={type}
            onChange={(v) => {
              setType(v as PrepaidType);
              setOperator('');
            }}
            error={fieldError('type')}
          >
            {CHECKOUT_TYPES.map((tp) => (
              <option key={tp} value={tp}>
                {prepaidTypeLabel(tp)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="checkout-operator"
            label={t('links.operator')}
            value={operator}
            onChange={setOperator}
            error={fieldError('operator')}
          >
            <option value="">
              {brands.isLoading ? t('links.operatorLoading') : t('links.operatorPick')}
            </option>
            {options.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </SelectField>
        </div>
        <CurrencyField
          label={t('links.markup')}
          name="markup"
          value={markup}
          onChange={setMarkup}
          min={0}
          max={CHECKOUT_MARKUP_MAX}
          help={t('links.markupHelp', { max: formatRupiah(CHECKOUT_MARKUP_MAX) })}
          error={fieldError('markup')}
        />
        <p className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900" aria-live="polite">
          {sample
            ? t('links.example', {
                product: sample.name,
                own: formatRupiah(sample.price),
                sell: formatRupiah(sample.price + (markup ?? 0)),
              })
            : t('links.exampleNone')}
        </p>
        <Button type="submit" disabled={!operator} loading={create.isPending} block>
          {t('links.create')}
        </Button>
      </form>
    </Card>
  );
}

/** One link: its URL, copy, WhatsApp share, open, deactivate/activate, delete (confirmed). */
function LinkRow({ link }: { link: CheckoutLink }) {
  const { t } = useTranslation('checkout');
  const snackbar = useSnackbar();
  const update = useUpdateCheckoutLink();
  const remove = useDeleteCheckoutLink();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const what = `${prepaidTypeLabel(link.type)} ${link.operator_name}`;
  const share = `https://wa.me/?text=${encodeURIComponent(t('links.shareText', { what, url: link.url }))}`;
  const toggle = () =>
    update.mutate(
      { id: link.id, active: !link.active },
      {
        onSuccess: () =>
          snackbar.show({
            message: t(link.active ? 'links.deactivated' : 'links.activated'),
            color: 'success',
          }),
      },
    );

  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{what}</p>
          <p className="text-sm text-slate-600">
            {t('links.markupShort', { amount: formatRupiah(link.markup) })} ·{' '}
            {t('links.sales', { count: link.sales })}
          </p>
        </div>
        <Pill tone={link.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}>
          {link.active ? t('links.active') : t('links.inactive')}
        </Pill>
      </div>
      <p
        className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800"
        data-testid="checkout-url"
      >
        {link.url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={async () =>
            (await copyText(link.url)) &&
            snackbar.show({ message: t('links.copied'), color: 'success', timeout: 2000 })
          }
        >
          <Icon name="copy" className="size-4" />
          {t('links.copy')}
        </Button>
        <a
          className={buttonClasses('secondary', 'sm')}
          href={share}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="message" className="size-4" />
          {t('links.share')}
        </a>
        <a className={buttonClasses('ghost', 'sm')} href={link.path} target="_blank" rel="noopener">
          {t('links.open')}
        </a>
        <Button size="sm" variant="ghost" onClick={toggle} loading={update.isPending}>
          {link.active ? t('links.deactivate') : t('links.activate')}
        </Button>
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirmDelete(true)}>
          {t('links.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('links.deleteTitle')}
        message={t('links.deleteText')}
        confirmLabel={t('links.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(link.id, {
            onSuccess: () => snackbar.show({ message: t('links.deleted'), color: 'success' }),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </li>
  );
}

/** The member's checkout links: create, copy/share, deactivate, delete. */
export function LinkManager() {
  const { t } = useTranslation('checkout');
  const links = useCheckoutLinks();
  return (
    <>
      <CreateLinkForm />
      <Card>
        <CardHeader title={t('links.listTitle')} />
        {links.isLoading ? (
          <div className="space-y-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : links.data && links.data.length > 0 ? (
          <ul className="divide-y divide-slate-200">
            {links.data.map((l) => (
              <LinkRow key={l.id} link={l} />
            ))}
          </ul>
        ) : (
          <EmptyState icon="tag" title={t('links.empty')} />
        )}
      </Card>
    </>
  );
}
