import type { ShopOrderStatus } from '@konter/core/contracts/shop-order';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/pill';

const tones: Record<ShopOrderStatus, string> = {
  waiting_payment: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  processed: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  done: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** A shop order's state (spec §4) as a coloured pill. */
export function OrderStatusPill({ status, className }: { status: ShopOrderStatus; className?: string }) {
  const { t } = useTranslation('shopOrder');
  return (
    <Pill tone={tones[status]} className={className} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Pill>
  );
}
