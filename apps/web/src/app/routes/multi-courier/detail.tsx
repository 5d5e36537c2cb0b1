import { isMulticourierCourier } from '@konter/core/contracts/shipping';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { multicourierPaths, ShipmentDetail, useShipment } from '../../../features/multicourier';
import { isApiError } from '../../../lib/api-error';

/**
 * /multi-courier/transaction/detail/:courier/:ref (multicourier::detail): one shipment, re-read every
 * 10 s while it can still change.
 */
export default function MulticourierDetailPage() {
  const { t } = useTranslation(['multicourier', 'common', 'errors']);
  const params = useParams();
  const courier = params.courier && isMulticourierCourier(params.courier) ? params.courier : 'sicepat';
  const ref = params.courier && isMulticourierCourier(params.courier) ? (params.ref ?? '').toUpperCase() : '';
  const shipment = useShipment(courier, ref);
  const notFound = !ref || (isApiError(shipment.error) && shipment.error.status === 404);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only">
        {t('detail.title')}
      </h1>
      {notFound ? (
        <EmptyState
          icon="inbox"
          title={t('errors:shipping_not_found')}
          action={
            <Link to={multicourierPaths.history()} className={buttonClasses('primary')}>
              {t('history.title')}
            </Link>
          }
        />
      ) : shipment.data ? (
        <>
          {shipment.isRefetchError && <Alert tone="warning">{t('errors:shipping_status_failed')}</Alert>}
          <ShipmentDetail shipment={shipment.data} />
        </>
      ) : shipment.isError ? (
        <Alert tone="error">{t('errors:shipping_status_failed')}</Alert>
      ) : (
        <PageSkeleton rows={5} label={t('common:loading')} />
      )}
    </div>
  );
}
