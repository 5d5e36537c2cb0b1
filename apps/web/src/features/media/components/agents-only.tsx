import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** A member (category 1) opens the generator: it says calmly who it is for, without calling the API. */
export function AgentsOnly() {
  const { t } = useTranslation('media');
  return (
    <Page title={t('title')} toolbarTitle>
      <EmptyState
        icon="image"
        title={t('agentsOnly.title')}
        description={t('agentsOnly.text')}
        action={
          <Link to="/agency" className={buttonClasses('secondary')}>
            {t('agentsOnly.action')}
          </Link>
        }
      />
    </Page>
  );
}
