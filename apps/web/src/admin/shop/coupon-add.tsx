import type { ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import {
  type ConsoleCouponAddInput,
  type ConsoleCouponAddRequest,
  type ConsoleCouponUpdateRequest,
  consoleCouponAddRequest,
} from '@konter/core/contracts/console-manifests';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { useSnackbar } from '../../components/ui/snackbar';
import { fieldClasses, TextField } from '../../components/ui/text-field';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { useLocalizedForm, useServerErrors } from '../../lib/form';
import { useShopCollections } from './api';
import { useAddCoupon, useUpdateCoupon } from './manifests-api';

// The Coupons tab's coupon form (issue 18), for a new coupon (the CLI's shop:coupon-add) and for
// changing one (shop:coupon-set): code, fixed rupiah or percent (with an optional cap), minimum
// order, quota, uses per member, first and last Jakarta day (inclusive), one collection or every
// product. When changing, the code and the kind stay, the form opens with the coupon's terms and
// sends only what the operator changed (an emptied field clears its term). The server's rules
// answer on the field.

const empty: ConsoleCouponAddInput = {
  code: '',
  kind: 'fixed',
  value: '' as unknown as number,
  max_discount: '',
  min_subtotal: '',
  quota: '',
  per_user_limit: '',
  starts_on: '',
  ends_on: '',
  collection_id: '',
};

const DAY = 86_400_000;
const WIB = 7 * 3_600_000;
/** The Jakarta day (YYYY-MM-DD) of a moment. */
const jakartaDay = (ms: number) => new Date(ms + WIB).toISOString().slice(0, 10);
/** A coupon's first day: the Jakarta day it starts. */
export const firstDay = (startsAt: string | null) => (startsAt ? jakartaDay(Date.parse(startsAt)) : '');
/** A coupon's last day (inclusive): the Jakarta day of the last moment before it ends. */
export const lastDay = (endsAt: string | null) => (endsAt ? jakartaDay(Date.parse(endsAt) - 1) : '');
/** Whether a moment is the start of a Jakarta day (coupon dates set as days always are). */
export const atJakartaMidnight = (iso: string) => (Date.parse(iso) + WIB) % DAY === 0;

/** The terms a change may send (the code and the kind stay). */
const TERMS = [
  'value',
  'max_discount',
  'min_subtotal',
  'quota',
  'per_user_limit',
  'starts_on',
  'ends_on',
  'collection_id',
] as const satisfies readonly (keyof ConsoleCouponUpdateRequest)[];

/** The form's fields with a coupon's terms (as the inputs hold them: text). */
function prefill(c: ConsoleShopCoupon): ConsoleCouponAddInput {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: c.code,
    kind: c.kind,
    value: String(c.value) as unknown as number,
    max_discount: text(c.max_discount),
    min_subtotal: text(c.min_subtotal),
    quota: text(c.quota),
    per_user_limit: text(c.per_user_limit),
    starts_on: firstDay(c.starts_at),
    ends_on: lastDay(c.ends_at),
    collection_id: text(c.collection_id),
  };
}

export function AddCoupon() {
  const { t } = useTranslation('console');
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <div>
        <Button onClick={() => setShown(true)}>{t('couponAdd.new')}</Button>
      </div>
    );
  return <CouponForm onDone={() => setShown(false)} />;
}

/** A new coupon, or — given `coupon` — a change of its terms. */
export function CouponForm({ coupon, onDone }: { coupon?: ConsoleShopCoupon; onDone: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const add = useAddCoupon();
  const update = useUpdateCoupon(coupon?.code ?? '');
  const pending = add.isPending || update.isPending;
  const collections = useShopCollections();
  const id = useId();
  const card = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => (coupon ? prefill(coupon) : empty));
  const form = useLocalizedForm<ConsoleCouponAddInput, ConsoleCouponAddRequest>(consoleCouponAddRequest, {
    defaultValues: initial,
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  // The edit form opens above the list: bring it into view (on a phone the row may be far below).
  const ready = !coupon || !collections.isPending;
  useEffect(() => {
    if (coupon && ready) card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [coupon, ready]);

  const onError = (e: unknown) => {
    // A taken code is a 409 on the field: said there too.
    if (isApiError(e) && e.status === 409 && e.errors?.code?.[0]) {
      form.setError('code', { type: 'server', message: errorMessage(t, e) }, { shouldFocus: true });
    } else server.handle(e);
  };
  const submit = form.handleSubmit((body) => {
    if (!coupon)
      return add.mutate(body, {
        onSuccess: () => {
          snackbar.show({ message: t('couponAdd.added', { code: body.code }), color: 'success' });
          form.reset(empty);
          onDone();
        },
        onError,
      });
    // Only the fields the operator changed; an emptied one clears its term (null).
    const values = form.getValues();
    const changed: Record<string, unknown> = {};
    for (const k of TERMS) {
      if (String(values[k] ?? '') !== String(initial[k] ?? '')) changed[k] = body[k] ?? null;
    }
    if (Object.keys(changed).length === 0) {
      snackbar.show({ message: t('shop.coupons.unchanged', { code: coupon.code }) });
      return onDone();
    }
    update.mutate(changed as ConsoleCouponUpdateRequest, {
      onSuccess: (c) => {
        snackbar.show({ message: t('shop.coupons.saved', { code: c.code }), color: 'success' });
        onDone();
      },
      onError,
    });
  });
  // Changing a coupon's collection: its choices first (the select shows the coupon's own).
  if (!ready) return <p className="text-slate-500">{t('loading')}</p>;
  return (
    <div ref={card} className="scroll-mt-4">
      <Card data-testid={coupon ? 'coupon-edit' : 'coupon-add'}>
        <CardHeader
          title={coupon ? t('shop.coupons.editTitle', { code: coupon.code }) : t('couponAdd.title')}
        />
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {coupon ? (
            <>
              <TextField
                label={t('couponAdd.code')}
                help={t('shop.coupons.codeFixed')}
                value={coupon.code}
                disabled
                readOnly
              />
              <TextField
                label={t('couponAdd.kind')}
                value={t(`couponAdd.kinds.${coupon.kind}`)}
                disabled
                readOnly
              />
            </>
          ) : (
            <>
              <TextField
                label={t('couponAdd.code')}
                help={t('couponAdd.codeHelp')}
                maxLength={40}
                autoComplete="off"
                className="uppercase"
                error={errors.code?.message}
                {...form.register('code')}
              />
              <div className="space-y-1.5">
                <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-slate-700">
                  {t('couponAdd.kind')}
                </label>
                <select id={`${id}-kind`} className={fieldClasses(!!errors.kind)} {...form.register('kind')}>
                  <option value="fixed">{t('couponAdd.kinds.fixed')}</option>
                  <option value="percent">{t('couponAdd.kinds.percent')}</option>
                </select>
              </div>
            </>
          )}
          <TextField
            label={kind === 'percent' ? t('couponAdd.valuePercent') : t('couponAdd.valueRupiah')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.value?.message}
            {...form.register('value')}
          />
          {kind === 'percent' && (
            <TextField
              label={t('couponAdd.maxDiscount')}
              help={t('couponAdd.optional')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.max_discount?.message}
              {...form.register('max_discount')}
            />
          )}
          <TextField
            label={t('couponAdd.minSubtotal')}
            help={t('couponAdd.optional')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.min_subtotal?.message}
            {...form.register('min_subtotal')}
          />
          <TextField
            label={t('couponAdd.quota')}
            help={
              coupon?.used ? t('shop.coupons.quotaHelp', { used: coupon.used }) : t('couponAdd.unlimited')
            }
            inputMode="numeric"
            autoComplete="off"
            error={errors.quota?.message}
            {...form.register('quota')}
          />
          <TextField
            label={t('couponAdd.perUser')}
            help={t('couponAdd.unlimited')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.per_user_limit?.message}
            {...form.register('per_user_limit')}
          />
          <TextField
            type="date"
            label={t('couponAdd.startsOn')}
            help={t('couponAdd.optional')}
            error={errors.starts_on?.message}
            {...form.register('starts_on')}
          />
          <TextField
            type="date"
            label={t('couponAdd.endsOn')}
            help={t('couponAdd.endsHelp')}
            error={errors.ends_on?.message}
            {...form.register('ends_on')}
          />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-collection`} className="block text-sm font-medium text-slate-700">
              {t('couponAdd.collection')}
            </label>
            <select
              id={`${id}-collection`}
              className={fieldClasses(!!errors.collection_id)}
              aria-invalid={errors.collection_id ? true : undefined}
              aria-describedby={errors.collection_id ? `${id}-collection-error` : undefined}
              {...form.register('collection_id')}
            >
              <option value="">{t('couponAdd.everyProduct')}</option>
              {(collections.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.collection_id?.message && (
              <p id={`${id}-collection-error`} className="text-sm text-red-700">
                {errors.collection_id.message}
              </p>
            )}
          </div>
          {server.alert && !Object.keys(errors).length && (
            <div className="sm:col-span-2 lg:col-span-3">
              <Alert tone="error">{server.alert}</Alert>
            </div>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit" loading={pending}>
              {coupon ? t('shop.coupons.save') : t('couponAdd.add')}
            </Button>
            <Button variant="secondary" onClick={onDone} disabled={pending}>
              {t('couponAdd.cancel')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
