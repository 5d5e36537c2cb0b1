import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';

/** Placeholder until the transaction report arrives. */
export default function HistoryPage() {
  const { t } = useTranslation('home');
  return (
    <Page title={t('history.title')}>
      <EmptyState
        icon="history"
        title={t('history.emptyTitle')}
        description={t('history.emptyText')}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('common:nav.home')}
          </Link>
        }
      />
    </Page>
  );
}
