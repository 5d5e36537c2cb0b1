import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { isPlnNumber, type PlnCustomer, usePlnCheck } from '../api/check-pln';

/**
 * The PLN meter / customer ID check (spec §8.3): the owner's name and power, so a token does not go
 * to a wrong meter. "Check PLN ID Failed" does not block: the user may continue anyway.
 */
export function PlnCustomerInfo({ number }: { number: string }) {
  const { t } = useTranslation('purchase');
  const check = usePlnCheck(number);
  if (!isPlnNumber(number)) return null;
  if (check.isPending)
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('pln.checking')}</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  if (check.isError) {
    return (
      <Alert tone="warning" title={errorMessage(t, check.error)}>
        {t('pln.continueAnyway')}
      </Alert>
    );
  }
  return <PlnCustomerCard customer={check.data} />;
}

function PlnCustomerCard({ customer }: { customer: PlnCustomer }) {
  const { t } = useTranslation('purchase');
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3" data-testid="pln-customer">
      <p className="text-xs font-medium text-emerald-800">{t('pln.customer')}</p>
      <p className="font-semibold text-slate-900">{customer.name}</p>
      <p className="text-sm text-slate-700">
        {t('pln.power', { power: customer.segment_power })}
        {customer.meter_no && ` · ${t('pln.meter', { meter: customer.meter_no })}`}
      </p>
    </div>
  );
}

/** The name to show next to the number on the confirmation, when the check found one. */
export function usePlnName(number: string): string | undefined {
  const check = usePlnCheck(number);
  return check.data ? `${check.data.name} · ${check.data.segment_power}` : undefined;
}
