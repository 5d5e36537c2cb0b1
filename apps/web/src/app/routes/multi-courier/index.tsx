import { useTranslation } from 'react-i18next';
import { MulticourierDashboard } from '../../../features/multicourier';
import { useAccount } from '../../../lib/auth';

/** /multi-courier (multicourier::index): the area's home. */
export default function MulticourierHomePage() {
  const { t } = useTranslation('multicourier');
  const { data: account } = useAccount();
  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
      </header>
      <MulticourierDashboard account={account} />
    </div>
  );
}
