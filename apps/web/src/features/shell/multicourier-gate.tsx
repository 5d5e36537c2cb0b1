import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../lib/auth';
import { siteConfigDefaults, siteConfigQuery } from '../../lib/site-config';

/**
 * The multi-courier area exists only when the site's Multicourier preference is on (spec §9.2:
 * off by default); otherwise its routes show a page saying so, never a 404.
 */
export default function MulticourierGate() {
  const { t: tc } = useTranslation('common');
  const { t } = useTranslation('shell');
  const { data: account } = useAccount();
  const { data, isPending } = useQuery(siteConfigQuery(account?.id ?? null));
  if (isPending) return <PageSkeleton label={tc('loading')} />;
  const enabled = (data ?? siteConfigDefaults).preferences?.multicourier ?? false;
  if (enabled) return <Outlet />;
  return (
    <EmptyState
      icon="lock"
      className="flex-1 justify-center"
      title={t('featureOff.multicourier.title')}
      description={t('featureOff.multicourier.text')}
      action={
        <Link to="/" className={buttonClasses('secondary')}>
          {t('backHome')}
        </Link>
      }
    />
  );
}
