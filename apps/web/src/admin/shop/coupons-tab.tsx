import type { ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { currentLocale } from '../../lib/i18n';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { useCouponActive, useShopCoupons } from './api';
import { AddCoupon, atJakartaMidnight, CouponForm, firstDay, lastDay } from './coupon-add';

// The Shop page's Coupons tab: every coupon with its discount, minimum, uses and period (Jakarta
// days); switched on or off (the CLI's shop:coupon-set <code> active); a new one (the CLI's
// shop:coupon-add) and "Ubah": its terms changed (shop:coupon-set) — one form, coupon-add.tsx.

const localeTags = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' } as const;
/** A Jakarta day (YYYY-MM-DD) as '31 Des 2026' in the current language. */
const formatDay = (ymd: string) =>
  new Intl.DateTimeFormat(localeTags[currentLocale()], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );

export function CouponsTab() {
  const { t } = useTranslation('console');
  const coupons = useShopCoupons();
  const toggle = useCouponActive();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<ConsoleShopCoupon | null>(null);
  // Days as set (a first day from its start, a last day up to its end); a time set by the CLI as it is.
  const from = (at: string) => (atJakartaMidnight(at) ? formatDay(firstDay(at)) : formatMoment(at));
  const until = (at: string) => (atJakartaMidnight(at) ? formatDay(lastDay(at)) : formatMoment(at));
  const discount = (c: ConsoleShopCoupon) =>
    c.kind === 'fixed'
      ? formatRupiah(c.value)
      : `${c.value}%${c.max_discount !== null ? ` (${t('shop.coupons.max', { amount: formatRupiah(c.max_discount) })})` : ''}`;
  const uses = (c: ConsoleShopCoupon) => `${c.used} / ${c.quota ?? '∞'}`;
  const period = (c: ConsoleShopCoupon) =>
    c.starts_at || c.ends_at
      ? `${c.starts_at ? from(c.starts_at) : '…'} – ${c.ends_at ? until(c.ends_at) : '…'}`
      : t('shop.coupons.always');
  const state = (c: ConsoleShopCoupon) => (
    <Pill tone={c.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}>
      {c.active ? t('shop.coupons.on') : t('shop.coupons.off')}
    </Pill>
  );
  const edit = (c: ConsoleShopCoupon) => (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => setEditing(c)}
      aria-label={t('shop.coupons.editLabel', { code: c.code })}
    >
      {t('shop.coupons.edit')}
    </Button>
  );
  const button = (c: ConsoleShopCoupon) => (
    <Button
      size="sm"
      variant="secondary"
      loading={toggle.isPending && toggle.variables?.code === c.code}
      onClick={() =>
        toggle.mutate(
          { code: c.code, active: !c.active },
          {
            onSuccess: (after) =>
              snackbar.show({
                message: t(after.active ? 'shop.coupons.switchedOn' : 'shop.coupons.switchedOff', {
                  code: after.code,
                }),
                color: 'success',
              }),
          },
        )
      }
    >
      {c.active ? t('shop.coupons.switchOff') : t('shop.coupons.switchOn')}
    </Button>
  );
  const columns: Column<ConsoleShopCoupon>[] = [
    { header: t('shop.coupons.code'), className: 'font-mono font-semibold', cell: (c) => c.code },
    { header: t('shop.coupons.discount'), className: 'whitespace-nowrap', cell: discount },
    { header: t('shop.coupons.min'), className: 'tabular-nums', cell: (c) => formatRupiah(c.min_subtotal) },
    { header: t('shop.coupons.uses'), className: 'tabular-nums', cell: uses },
    { header: t('shop.coupons.period'), cell: period },
    { header: t('shop.coupons.state'), cell: state },
    {
      header: t('shop.coupons.switchOff'),
      hideHeader: true,
      className: 'text-right',
      cell: (c) => (
        <div className="flex justify-end gap-2">
          {edit(c)}
          {button(c)}
        </div>
      ),
    },
  ];
  if (coupons.isPending) return <p className="text-slate-500">{t('loading')}</p>;
  if (!coupons.data?.length)
    return (
      <div className="space-y-3">
        <AddCoupon />
        <EmptyState title={t('shop.coupons.empty')} />
      </div>
    );
  return (
    <div className="space-y-3">
      {editing ? (
        <CouponForm key={editing.code} coupon={editing} onDone={() => setEditing(null)} />
      ) : (
        <AddCoupon />
      )}
      <p className="text-sm text-slate-600">{t('shop.coupons.help')}</p>
      <DataTable
        label={t('shop.tabs.coupons')}
        rows={coupons.data}
        columns={columns}
        rowKey={(c) => c.id}
        rowAttributes={(c) => ({ 'data-coupon': c.code })}
        card={(c) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <span className="font-mono font-semibold">{c.code}</span>
              {state(c)}
            </div>
            <p className="text-sm">
              {discount(c)} · {t('shop.coupons.minShort', { amount: formatRupiah(c.min_subtotal) })}
            </p>
            <p className="text-sm text-slate-600">
              {t('shop.coupons.usesShort', { uses: uses(c) })} · {period(c)}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              {edit(c)}
              {button(c)}
            </div>
          </>
        )}
      />
    </div>
  );
}
