import type { ShipmentCost } from '@konter/core/contracts/shipping';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '../../../lib/money';

export function Row({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd
        className={strong ? 'text-base font-bold text-brand-800 tabular-nums' : 'text-slate-900 tabular-nums'}
      >
        {children}
      </dd>
    </div>
  );
}

/** The cost breakdown: shipping fee and tax, insurance and its tax (when insured), the total. */
export function CostRows({ cost }: { cost: ShipmentCost }) {
  const { t } = useTranslation('multicourier');
  return (
    <dl className="divide-y divide-slate-100" data-testid="cost-breakdown">
      <Row label={t('cost.shipping_fee')}>{formatRupiah(cost.shipping_fee)}</Row>
      <Row label={t('cost.shipping_tax')}>{formatRupiah(cost.shipping_tax)}</Row>
      {cost.insurance_fee > 0 && (
        <>
          <Row label={t('cost.insurance_fee')}>{formatRupiah(cost.insurance_fee)}</Row>
          <Row label={t('cost.insurance_tax')}>{formatRupiah(cost.insurance_tax)}</Row>
        </>
      )}
      <Row label={t('cost.total_cost')} strong>
        <span data-testid="total-cost">{formatRupiah(cost.total_cost)}</span>
      </Row>
    </dl>
  );
}
