import type { Shipment } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { formatRupiah } from '../../../lib/money';
import { multicourierPaths } from '../paths';
import { CourierBadge, ShippingChip, StatusChip } from './chips';
import { Row } from './cost-rows';
import { PrintLabelButton } from './shipment-detail';

/** The created shipment: AWB, ref, what the deposit paid, then print the label, track, send again. */
export function CreatedCard({ shipment, onAgain }: { shipment: Shipment; onAgain: () => void }) {
  const { t } = useTranslation(['multicourier', 'errors']);
  return (
    <Card className="space-y-4" data-testid="shipment-created">
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
          <Icon name="success" className="size-8" />
        </span>
        <h2 className="text-xl font-bold text-slate-900">
          {shipment.status === 'pending' ? t('created.pendingTitle') : t('created.title')}
        </h2>
        <p className="flex flex-wrap items-center justify-center gap-2">
          <CourierBadge courier={shipment.courier} />
          <span className="font-semibold text-slate-900">{shipment.service}</span>
        </p>
        <span className="flex flex-wrap justify-center gap-1.5">
          <StatusChip status={shipment.status} />
          <ShippingChip state={shipment.shipping_status} />
        </span>
      </div>
      {shipment.status === 'pending' && <Alert tone="info">{t('errors:shipping_pending')}</Alert>}
      <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3.5 py-1">
        <Row label={t('detail.awb')}>
          <span className="font-mono font-bold break-all" data-testid="created-awb">
            {shipment.awb ?? '—'}
          </span>
        </Row>
        <Row label={t('detail.ref')}>
          <span className="font-mono" data-testid="created-ref">
            {shipment.ref_id}
          </span>
        </Row>
        <Row label={t('cost.total_cost')} strong>
          <span data-testid="created-total">{formatRupiah(shipment.total_cost)}</span>
        </Row>
        <Row label={t('detail.endBalance')}>
          <span data-testid="created-end-balance">{formatRupiah(shipment.end_balance)}</span>
        </Row>
        {shipment.agent_cashback > 0 && (
          <Row label={t('confirm.cashback')}>{formatRupiah(shipment.agent_cashback)}</Row>
        )}
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        {shipment.status === 'success' && <PrintLabelButton shipment={shipment} block />}
        {shipment.awb && (
          <Link
            to={multicourierPaths.tracking(shipment.awb, shipment.courier)}
            className={buttonClasses('secondary', 'md', true)}
          >
            <Icon name="search" className="size-5" />
            {t('detail.track')}
          </Link>
        )}
        <Link
          to={multicourierPaths.detail(shipment.courier, shipment.ref_id)}
          className={buttonClasses('secondary', 'md', true)}
        >
          <Icon name="receipt" className="size-5" />
          {t('created.detail')}
        </Link>
        <Button block onClick={onAgain}>
          <Icon name="send" className="size-5" />
          {t('created.again')}
        </Button>
      </div>
    </Card>
  );
}
