import type { ConsoleShopCoupon } from '@konter/core/contracts/console-commerce';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pill } from '../../components/ui/pill';
import { useSnackbar } from '../../components/ui/snackbar';
import { formatRupiah } from '../../lib/money';
import { type Column, DataTable } from '../components/data-table';
import { formatMoment } from '../lib/format';
import { useCouponActive, useShopCoupons } from './api';
import { AddCoupon } from './coupon-add';

// The Shop page's Coupons tab: every coupon with its discount, minimum, uses and period; switched
// on or off (the CLI's shop:coupon-set <code> active); a new one (the CLI's shop:coupon-add,
// coupon-add.tsx). Changing a coupon's other fields stays with the CLI's shop:coupon-set.

export function CouponsTab() {
  const { t } = useTranslation('console');
  const coupons = useShopCoupons();
  const toggle = useCouponActive();
  const snackbar = useSnackbar();
  const discount = (c: ConsoleShopCoupon) =>
    c.kind === 'fixed'
      ? formatRupiah(c.value)
      : `${c.value}%${c.max_discount !== null ? ` (${t('shop.coupons.max', { amount: formatRupiah(c.max_discount) })})` : ''}`;
  const uses = (c: ConsoleShopCoupon) => `${c.used} / ${c.quota ?? '∞'}`;
  const period = (c: ConsoleShopCoupon) =>
    c.starts_at || c.ends_at
      ? `${c.starts_at ? formatMoment(c.starts_at) : '…'} – ${c.ends_at ? formatMoment(c.ends_at) : '…'}`
      : t('shop.coupons.always');
  const state = (c: ConsoleShopCoupon) => (
    <Pill tone={c.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}>
      {c.active ? t('shop.coupons.on') : t('shop.coupons.off')}
    </Pill>
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
    { header: t('shop.coupons.switchOff'), hideHeader: true, className: 'text-right', cell: button },
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
      <AddCoupon />
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
            <div className="text-right">{button(c)}</div>
          </>
        )}
      />
    </div>
  );
}
