import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { ShipmentForm } from '../../../features/multicourier';
import { useAccount } from '../../../lib/auth';

/** /multi-courier/form (multicourier::form): check tariffs and create a shipment. */
export default function MulticourierFormPage() {
  const { t } = useTranslation(['multicourier', 'common']);
  const { data: account } = useAccount();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-5">
        <h1 className="sr-only text-2xl font-bold tracking-tight text-slate-900 md:not-sr-only">
          {t('form.title')}
        </h1>
        <p className="text-slate-600 md:mt-1">{t('form.subtitle')}</p>
      </header>
      {account ? <ShipmentForm account={account} /> : <PageSkeleton rows={6} label={t('common:loading')} />}
    </div>
  );
}
