import type { Shipment, ShippingPartyResponse } from '@konter/core/contracts/shipping';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailColumns, DetailHead, DetailSection, ReceiptNumber } from '../../../components/detail-section';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { useSnackbar } from '../../../components/ui/snackbar';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { labelPdfUrl } from '../api/manifests';
import { multicourierPaths } from '../paths';
import { printShipment } from '../print';
import { CancelDialog, canCancel } from './cancel-dialog';
import { CourierBadge, ShippingChip, StatusChip } from './chips';
import { CostRows, Row } from './cost-rows';
import { eventNote, Timeline } from './timeline';

function PartyLines({ party }: { party: ShippingPartyResponse }) {
  return (
    <div className="text-sm text-slate-700">
      <p className="font-semibold text-slate-900">
        {party.name}
        {party.favorite_label && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {party.favorite_label}
          </span>
        )}
      </p>
      <p className="tabular-nums">{party.phone}</p>
      <p>{party.address}</p>
      <p>
        {[party.sub_district, party.district, party.city, party.province].filter(Boolean).join(', ')}{' '}
        {party.postal_code}
      </p>
      {party.note && <p className="text-slate-500">{party.note}</p>}
    </div>
  );
}

/** "Cetak label": the Android shell's receipt printer, else the label PDF (a new tab); says a failure. */
export function PrintLabelButton({ shipment, block }: { shipment: Shipment; block?: boolean }) {
  const { t } = useTranslation(['multicourier', 'errors']);
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      block={block}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await printShipment(shipment, labelPdfUrl(shipment.courier, shipment.ref_id));
        setBusy(false);
        if (!ok) snackbar.show({ message: t('errors:shipping_receipt_failed'), color: 'error' });
      }}
    >
      <Icon name="printer" className="size-5" />
      {t('detail.printLabel')}
    </Button>
  );
}

/**
 * One shipment: both statuses, AWB, actions (label, tracking, cancel before pickup), the parties, the
 * parcel, the cost breakdown with what the deposit pays now (price adjustments), balances, cashback
 * and the events.
 */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(['multicourier', 'common']);
  const [cancelling, setCancelling] = useState(false);
  const adjustments = shipment.history.filter(
    (e) => e.status === 'price_adjusted' || e.status === 'adjust_pending',
  );
  const booked = shipment.status === 'success' || shipment.status === 'return';

  return (
    <DetailColumns
      main={
        <>
          <DetailHead
            testId="shipment-head"
            code={shipment.ref_id}
            codeTestId="shipment-ref"
            state={
              <span className="flex flex-wrap gap-1.5">
                <StatusChip status={shipment.status} />
                <ShippingChip state={shipment.shipping_status} />
              </span>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <CourierBadge courier={shipment.courier} />
              {shipment.service}
            </p>
            <ReceiptNumber
              words={{
                awb: t('detail.awb'),
                copy: t('detail.copy'),
                copied: t('detail.awbCopied'),
                none: t('detail.noAwb'),
              }}
              value={shipment.awb}
              testId="shipment-awb"
            />
            {shipment.status === 'cancel' && shipment.cancel_reason && (
              <Alert tone="info">
                {t('detail.cancelReason', { reason: shipment.cancel_reason })}
                <span className="block">{t('detail.refunded')}</span>
              </Alert>
            )}
            {shipment.status === 'failed' && <Alert tone="error">{t('detail.failedText')}</Alert>}
            {shipment.status === 'pending' && <Alert tone="info">{t('detail.pendingText')}</Alert>}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {booked && <PrintLabelButton shipment={shipment} />}
              {shipment.awb && (
                <Link
                  to={multicourierPaths.tracking(shipment.awb, shipment.courier)}
                  className={buttonClasses('secondary')}
                >
                  <Icon name="search" className="size-5" />
                  {t('detail.track')}
                </Link>
              )}
              {canCancel(shipment) && (
                <Button variant="danger" onClick={() => setCancelling(true)}>
                  {t('detail.cancel')}
                </Button>
              )}
            </div>
            {shipment.manifest_code && (
              <p className="text-sm text-slate-600">
                {t('detail.manifest', { code: shipment.manifest_code })}
              </p>
            )}
          </DetailHead>

          <DetailSection title={t('detail.events')} icon="clock">
            <Timeline events={shipment.history} />
          </DetailSection>

          <div className="grid gap-4 lg:grid-cols-2">
            <DetailSection title={t('form.sender')} icon="user">
              <PartyLines party={shipment.sender} />
            </DetailSection>
            <DetailSection title={t('form.recipient')} icon="mapPin">
              <PartyLines party={shipment.recipient} />
            </DetailSection>
          </div>

          <DetailSection title={t('form.item')} icon="inbox">
            <dl className="divide-y divide-slate-100">
              <Row label={t('field.item_type')}>{t(`itemType.${shipment.item_type}`)}</Row>
              <Row label={t('field.item_content')}>{shipment.item_content}</Row>
              {shipment.commodity_type && (
                <Row label={t('field.commodity_type')}>{shipment.commodity_type}</Row>
              )}
              <Row label={t('field.item_weight')}>{t('detail.grams', { weight: shipment.item_weight })}</Row>
              <Row label={t('form.dimensions')}>{shipment.dimension}</Row>
              <Row label={t('field.item_value')}>{formatRupiah(shipment.item_value)}</Row>
              <Row label={t('form.insurance')}>{shipment.insurance ? t('detail.yes') : t('detail.no')}</Row>
            </dl>
          </DetailSection>
        </>
      }
      side={
        <>
          <Card>
            <CostRows cost={shipment} />
            {shipment.charged !== shipment.total_cost && (
              <dl className="mt-2 border-t border-slate-200 pt-2" data-testid="charged">
                <Row label={t('detail.charged')} strong>
                  {formatRupiah(shipment.charged)}
                </Row>
              </dl>
            )}
            {adjustments.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="adjustments">
                {adjustments.map((a) => (
                  <li key={`${a.date}-${a.status}-${a.note}`}>
                    {t(`event.${a.status as 'price_adjusted'}`)}: {eventNote(a)} · {formatDateTime(a.date)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <DetailSection title={t('detail.balances')} icon="wallet">
            <dl className="divide-y divide-slate-100">
              <Row label={t('detail.startBalance')}>{formatRupiah(shipment.start_balance)}</Row>
              <Row label={t('detail.endBalance')}>{formatRupiah(shipment.end_balance)}</Row>
              <Row label={t('detail.cashback')}>{formatRupiah(shipment.agent_cashback)}</Row>
              <Row label={t('detail.createdAt')}>{formatDateTime(shipment.created_at)}</Row>
              {shipment.picked_at && (
                <Row label={t('detail.pickedAt')}>{formatDateTime(shipment.picked_at)}</Row>
              )}
              {shipment.delivered_at && (
                <Row label={t('detail.deliveredAt')}>{formatDateTime(shipment.delivered_at)}</Row>
              )}
            </dl>
          </DetailSection>
        </>
      }
      dialog={<CancelDialog shipment={shipment} open={cancelling} onClose={() => setCancelling(false)} />}
    />
  );
}
