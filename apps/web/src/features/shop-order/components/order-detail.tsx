import type { ShopOrderDetail } from '@konter/core/contracts/shop-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CancelReasonDialog } from '../../../components/cancel-reason-dialog';
import { DetailColumns, DetailHead, DetailSection, ReceiptNumber } from '../../../components/detail-section';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useSnackbar } from '../../../components/ui/snackbar';
import { formatDateTime } from '../../../lib/date';
import { formatRupiah } from '../../../lib/money';
import { ProductImage } from '../../shop';
import { useCancelOrder } from '../api';
import { failureText } from '../failure';
import { shopOrderPaths } from '../paths';
import { AddressLines } from './address-picker';
import { OrderStatusPill } from './status-pill';
import { Totals } from './totals';

/** The buyer's cancel: a reason is required (the seller reads it). */
function CancelDialog({
  order,
  open,
  onClose,
}: {
  order: ShopOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const snackbar = useSnackbar();
  const cancel = useCancelOrder();
  return (
    <CancelReasonDialog
      open={open}
      onClose={onClose}
      title={t('detail.cancelTitle')}
      text={order.status === 'pending' ? t('detail.cancelRefund') : t('detail.cancelText')}
      reasonLabel={t('detail.cancelReason')}
      reasonRequired={t('detail.reasonRequired')}
      confirmLabel={t('detail.cancelConfirm')}
      pending={cancel.isPending}
      failure={cancel.error && failureText(t, cancel.error)}
      onConfirm={(reason) =>
        cancel.mutate(
          { code: order.code, reason },
          {
            onSuccess: () => {
              snackbar.show({ message: t('detail.cancelled'), color: 'success' });
              onClose();
            },
          },
        )
      }
    />
  );
}

/**
 * One order (the buyer's): state, what to do now (pay, cancel), items, the address, the courier and
 * receipt number with the tracking history, the timeline of states and the totals.
 */
export function OrderDetail({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation(['shopOrder', 'common']);
  const [cancelling, setCancelling] = useState(false);
  const statusText = t(`statusText.${order.status}`);

  return (
    <DetailColumns
      main={
        <>
          <DetailHead
            testId="order-head"
            code={order.code}
            codeTestId="order-code"
            state={<OrderStatusPill status={order.status} />}
          >
            <p className="text-slate-800">{statusText}</p>
            {order.status === 'cancelled' && order.cancel_reason && (
              <Alert tone="info">
                {t('detail.reason', { reason: order.cancel_reason })}
                {order.refunded_at && <span className="block">{t('detail.refunded')}</span>}
              </Alert>
            )}
            {(order.can_pay || order.can_cancel) && (
              <div className="flex flex-col gap-2 sm:flex-row">
                {order.can_pay && (
                  <Link to={shopOrderPaths.pay(order.code)} className={buttonClasses('primary', 'md', true)}>
                    {t('detail.pay')}
                  </Link>
                )}
                {order.can_cancel && (
                  <Button variant="secondary" block onClick={() => setCancelling(true)}>
                    {t('detail.cancel')}
                  </Button>
                )}
              </div>
            )}
          </DetailHead>

          <DetailSection title={t('detail.shipping')} icon="car">
            <p className="font-semibold text-slate-900">
              {order.courier_name} {order.service_name}
            </p>
            <ReceiptNumber
              words={{
                awb: t('detail.awb'),
                copy: t('detail.copy'),
                copied: t('detail.awbCopied'),
                none: t('detail.noAwb'),
              }}
              value={order.receipt_number}
              testId="order-awb"
              className="mt-2"
              emptyClassName="mt-1"
            />
            {order.tracking && order.tracking.length > 0 && (
              <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4" data-testid="order-tracking">
                {order.tracking.map((e, i) => (
                  <li key={`${e.at}-${e.status}-${e.note}`} className="relative text-sm">
                    <span
                      className={cn(
                        'absolute top-1 -left-[1.4rem] size-3 rounded-full',
                        i === 0 ? 'bg-brand-600' : 'bg-slate-300',
                      )}
                    />
                    <p className="font-medium text-slate-900">{e.note || e.status}</p>
                    <p className="text-slate-500">{formatDateTime(e.at)}</p>
                  </li>
                ))}
              </ol>
            )}
          </DetailSection>

          <DetailSection title={t('detail.address')} icon="mapPin">
            <AddressLines address={order.address} />
          </DetailSection>

          <DetailSection title={t('detail.items')} icon="cart">
            <ul className="divide-y divide-slate-100">
              {order.items.map((i) => (
                <li key={`${i.product_id}-${i.variant_id}`} className="flex gap-3 py-2.5">
                  <span className="block size-14 shrink-0 overflow-hidden rounded-lg">
                    <ProductImage src={i.image} alt="" />
                  </span>
                  <div className="min-w-0 flex-1 text-sm">
                    <Link
                      to={`/shop/product/${i.slug}`}
                      className="font-medium text-slate-900 hover:underline"
                    >
                      {i.name}
                    </Link>
                    {i.variant_name && <p className="text-slate-600">{i.variant_name}</p>}
                    <p className="text-slate-600">
                      {i.quantity} × {formatRupiah(i.price)}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                    {formatRupiah(i.subtotal)}
                  </p>
                </li>
              ))}
            </ul>
            {order.notes && (
              <p className="mt-2 text-sm text-slate-600">{t('detail.notes', { notes: order.notes })}</p>
            )}
          </DetailSection>
        </>
      }
      side={
        <>
          <Card>
            <Totals
              subtotal={order.subtotal}
              shipping={order.shipping_fee}
              discount={order.discount}
              fee={order.payment_fee}
              total={order.total + order.payment_fee}
            />
            {order.coupon_code && (
              <p className="mt-2 text-sm text-slate-600">{t('detail.coupon', { code: order.coupon_code })}</p>
            )}
          </Card>
          <DetailSection title={t('detail.timeline')} icon="clock">
            <ol className="space-y-2" data-testid="order-timeline">
              {order.timeline.map((s) => (
                <li key={`${s.status}-${s.at}`} className="flex justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-900">{t(`status.${s.status}`)}</span>
                  <span className="text-slate-500">{formatDateTime(s.at)}</span>
                </li>
              ))}
            </ol>
          </DetailSection>
        </>
      }
      dialog={<CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />}
    />
  );
}
