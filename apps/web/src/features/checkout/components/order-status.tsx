import type { CheckoutOrder } from '@konter/core/contracts/checkout';
import { reasonText } from '@konter/core/messages/reasons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSnackbar } from '../../../components/ui/snackbar';
import { copyText } from '../../../lib/clipboard';
import { currentLocale } from '../../../lib/i18n';
import { formatRupiah } from '../../../lib/money';
import { useCheckoutOrder } from '../api/public';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}

function Heading({ order }: { order: CheckoutOrder }) {
  const { t } = useTranslation('checkout');
  switch (order.status) {
    case 'success':
      return (
        <Alert tone="success" title={t('status.success')}>
          {t('status.successText')}
        </Alert>
      );
    case 'unprocessed':
      return (
        <Alert tone="info" title={t('status.unprocessed')}>
          {t('status.unprocessedText')}
        </Alert>
      );
    case 'processing':
      return (
        <Alert tone="info" title={t('status.processing')}>
          {t('status.processingText')}
        </Alert>
      );
    case 'expired':
    case 'canceled':
      if (order.money_with_seller) break;
      return (
        <Alert tone="warning" title={t(order.status === 'expired' ? 'status.expired' : 'status.canceled')}>
          {t('status.endedText')}
        </Alert>
      );
  }
  return (
    <Alert tone="error" title={t('status.failed')}>
      {t('status.failedText', { name: order.seller.name })}
      {order.failed_reason && (
        <span className="mt-1 block text-sm">{reasonText(order.failed_reason, currentLocale()) ?? ''}</span>
      )}
    </Alert>
  );
}

/** The visitor's order after the gateway: live status (polled), then the receipt with the SN, or what to do. */
export function OrderStatus({ refId, token }: { refId: string; token: string }) {
  const { t } = useTranslation('checkout');
  const snackbar = useSnackbar();
  const q = useCheckoutOrder(refId, token);
  if (q.isLoading) return <Skeleton className="h-64" />;
  if (!q.data) return <Alert tone="error">{t('status.notFound')}</Alert>;
  const o = q.data;
  const failed = o.money_with_seller;
  const wa = `https://wa.me/${o.seller.whatsapp}?text=${encodeURIComponent(
    t('status.whatsappText', { ref: o.ref_id, product: o.product_name, destination: o.destination }),
  )}`;
  return (
    <div className="space-y-4" data-testid="checkout-status" data-status={o.status}>
      <Heading order={o} />
      {o.serial_number && (
        <Card className="text-center">
          <p className="text-sm text-slate-600">{t('status.sn')}</p>
          <p className="my-2 font-mono text-xl font-bold break-all text-slate-900" data-testid="checkout-sn">
            {o.serial_number}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={async () =>
              (await copyText(o.serial_number ?? '')) &&
              snackbar.show({ message: t('status.snCopied'), color: 'success', timeout: 2000 })
            }
          >
            <Icon name="copy" className="size-4" />
            {t('status.copySn')}
          </Button>
        </Card>
      )}
      <Card>
        <h2 className="mb-2 text-base font-semibold text-slate-900">{t('status.title')}</h2>
        <dl className="divide-y divide-slate-100">
          <Row label={t('status.ref')} value={o.ref_id} />
          <Row label={t('status.product')} value={o.product_name} />
          <Row label={t('status.destination')} value={o.destination} />
          <Row label={t('page.price')} value={formatRupiah(o.price)} />
          <Row label={t('page.fee')} value={formatRupiah(o.fee)} />
          <Row label={t('page.total')} value={formatRupiah(o.total)} />
          <Row label={t('page.seller')} value={o.seller.name} />
        </dl>
      </Card>
      <div className="flex flex-col gap-2 sm:flex-row">
        {o.status === 'unprocessed' && o.payment_url && (
          <a className={buttonClasses('primary', 'lg', true)} href={o.payment_url}>
            {t('status.continuePay')}
          </a>
        )}
        {failed && o.seller.whatsapp && (
          <a
            className={buttonClasses('primary', 'lg', true)}
            href={wa}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="message" className="size-5" />
            {t('status.contactSeller')}
          </a>
        )}
        {o.status !== 'unprocessed' && o.status !== 'processing' && (
          <Link className={buttonClasses('secondary', 'lg', true)} to={o.path}>
            {t('status.buyAgain')}
          </Link>
        )}
      </div>
    </div>
  );
}
