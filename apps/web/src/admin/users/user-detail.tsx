import { CONSOLE_USER_CS_ROLES } from '@konter/core/contracts/console';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Icon } from '../../components/ui/icons';
import { PageSkeleton } from '../../components/ui/skeleton';
import { isStatus } from '../../lib/api-error';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import NotFound from '../layout/not-found';
import { AccessCards } from './access-cards';
import { useConsoleUser } from './api/get-user';
import { NetworkCard } from './network-card';
import { PermissionsCard } from './permissions-card';
import { ProfileCard } from './profile-card';
import { DeletionCard, PinCard } from './security-card';
import { StandingCard } from './standing-card';
import { UserBadges } from './user-badges';
import { LedgerCard, WalletsCard } from './wallets-card';

/** Where "back" goes: the search this user was opened from (kept in the link's state), else the empty search. */
export function useBackToSearch(): string {
  const state = useLocation().state as { search?: string } | null;
  return `/admin/users${state?.search ?? ''}`;
}

/**
 * /admin/users/:id: one account. Customer service (and the owner) changes it — each change asks
 * first; finance reads the profile, standing, wallets, ledger and network only.
 */
export function UserDetailPage() {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const user = useConsoleUser(valid ? id : 0);
  const back = useBackToSearch();
  // Customer service changes accounts (the owner may do everything); as nav.ts canOpen, which this
  // page does not import (nav.ts loads this page).
  const canAct = staff.roles.some(
    (r) => r === 'owner' || (CONSOLE_USER_CS_ROLES as readonly string[]).includes(r),
  );

  if (!valid || (user.isError && isStatus(user.error, 404))) return <NotFound />;
  const backLink = (
    <Link to={back} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
      <Icon name="chevronLeft" className="size-4" />
      {t('users.detail.back')}
    </Link>
  );
  if (user.isPending || user.isError)
    return (
      <ConsolePage title={t('users.title')} action={backLink}>
        {user.isPending ? (
          <PageSkeleton label={t('users.detail.loading')} />
        ) : (
          <QueryError onRetry={() => void user.refetch()} />
        )}
      </ConsolePage>
    );
  const u = user.data;
  return (
    <ConsolePage title={u.name} description={<UserBadges user={u} />} action={backLink}>
      <div key={u.id} className="space-y-5" data-testid="user-detail">
        {!canAct && <Alert tone="info">{t('users.detail.financeNote')}</Alert>}
        <DeletionCard user={u} canAct={canAct} />
        <div className="grid gap-5 lg:grid-cols-2">
          <ProfileCard user={u} />
          <StandingCard user={u} canAct={canAct} />
          <WalletsCard user={u} />
          <PinCard user={u} canAct={canAct} />
        </div>
        {canAct && <AccessCards user={u} />}
        <div className="grid gap-5 lg:grid-cols-2">
          <PermissionsCard user={u} canAct={canAct} />
          <NetworkCard user={u} />
        </div>
        <LedgerCard user={u} />
      </div>
    </ConsolePage>
  );
}
