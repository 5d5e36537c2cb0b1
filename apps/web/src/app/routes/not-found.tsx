import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon="alert"
      className="flex-1 justify-center"
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
