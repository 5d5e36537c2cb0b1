import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { prepaidTypeLabel } from '../../features/catalog';
import { CheckoutForm, OrderStatus, useCheckoutPage } from '../../features/checkout';
import { isStatus } from '../../lib/api-error';

/** The order's token: from the gateway's return URL, else the one this tab kept when it ordered. */
function tokenOf(ref: string | null, fromUrl: string | null): string | null {
  if (fromUrl || !ref) return fromUrl;
  try {
    return sessionStorage.getItem(`checkout:${ref}`);
  } catch {
    return null;
  }
}

/**
 * /checkout/:type/:operator/:link — a seller's one-page checkout for visitors (issue 13 §2, ADR 0016):
 * the seller's name on top, number → nominal → channel → total → pay at the gateway; back here with
 * ?order=…&token=… for the live status and the receipt. No account, no footer (route meta).
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { type = '', operator = '', link = '' } = useParams();
  const [params] = useSearchParams();
  const path = { type, operator, link };
  const ref = params.get('order');
  const token = tokenOf(ref, params.get('token'));
  const page = useCheckoutPage(path, !ref);

  return (
    <div className="mx-auto w-full max-w-lg space-y-4">
      {ref && token ? (
        <OrderStatus refId={ref} token={token} />
      ) : page.isLoading ? (
        <div className="space-y-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : page.data ? (
        <>
          <header className="rounded-2xl bg-brand-700 px-4 py-4 text-white">
            <p className="text-sm opacity-90">{t('page.seller')}</p>
            <h1 className="text-xl font-bold" data-testid="checkout-seller">
              {page.data.seller.name}
            </h1>
            <p className="mt-1 text-sm opacity-90">
              {prepaidTypeLabel(page.data.type)} · {page.data.operator_name}
            </p>
          </header>
          <CheckoutForm page={page.data} path={path} />
        </>
      ) : isStatus(page.error, 409) ? (
        <Alert tone="warning">{t('page.unavailableSeller')}</Alert>
      ) : (
        <EmptyState icon="alert" title={t('page.notFound')} />
      )}
    </div>
  );
}
