import type { StaffRole } from '@konter/core/contracts/console';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useStaff } from '../auth/staff-context';
import { ConsolePage } from '../components/console-page';
import { canOpen } from '../nav';

/**
 * A page for some roles only: anyone else reads which roles it is for (the API refuses them too,
 * 403; this says so before asking it).
 */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaff();
  if (canOpen(staff.roles, { roles })) return children;
  return <NoAccess roles={roles} />;
}

export function NoAccess({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const names = (list: readonly StaffRole[]) => list.map((r) => t(`roles.${r}`)).join(', ');
  return (
    <ConsolePage title={t('noAccess.title')}>
      <div data-testid="console-no-access" className="rounded-2xl border border-slate-200 bg-white">
        <EmptyState
          icon="lock"
          title={t('noAccess.title')}
          description={t('noAccess.description', {
            roles: names(roles.includes('owner') ? roles : ['owner', ...roles]),
            yours: names(staff.roles),
          })}
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
