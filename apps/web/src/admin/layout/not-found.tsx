import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ConsolePage } from '../components/console-page';

/** An /admin address that is no console page. */
export default function NotFound() {
  const { t } = useTranslation('console');
  return (
    <ConsolePage title={t('notFound.title')}>
      <div className="rounded-2xl border border-slate-200 bg-white">
        <EmptyState
          icon="search"
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Link to="/admin" className={buttonClasses('secondary')}>
              {t('noAccess.back')}
            </Link>
          }
        />
      </div>
    </ConsolePage>
  );
}
