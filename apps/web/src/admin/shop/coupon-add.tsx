import {
  type ConsoleCouponAddInput,
  type ConsoleCouponAddRequest,
  consoleCouponAddRequest,
} from '@konter/core/contracts/console-manifests';
import { useId, useState } from 'react';
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
import { useAddCoupon } from './manifests-api';

// The Coupons tab's "new coupon" (issue 18): the CLI's shop:coupon-add in a form — code, fixed
// rupiah or percent (with an optional cap), minimum order, quota, uses per member, first and last
// Jakarta day (inclusive), one collection or every product. The server's rules answer on the field.

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

function CouponForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('console');
  const snackbar = useSnackbar();
  const add = useAddCoupon();
  const collections = useShopCollections();
  const id = useId();
  const form = useLocalizedForm<ConsoleCouponAddInput, ConsoleCouponAddRequest>(consoleCouponAddRequest, {
    defaultValues: empty,
    mode: 'onSubmit',
  });
  const server = useServerErrors(form);
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        snackbar.show({ message: t('couponAdd.added', { code: body.code }), color: 'success' });
        form.reset(empty);
        onDone();
      },
      onError: (e) => {
        // A taken code is a 409 on the field: said there too.
        if (isApiError(e) && e.status === 409 && e.errors?.code?.[0]) {
          form.setError('code', { type: 'server', message: errorMessage(t, e) }, { shouldFocus: true });
        } else server.handle(e);
      },
    }),
  );
  return (
    <Card data-testid="coupon-add">
      <CardHeader title={t('couponAdd.title')} />
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
          help={t('couponAdd.unlimited')}
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
          <Button type="submit" loading={add.isPending}>
            {t('couponAdd.add')}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
            {t('couponAdd.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
