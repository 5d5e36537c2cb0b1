import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Redirect } from '../../components/redirect';
import { Spinner } from '../../components/ui/icons';
import { useStaffMe } from '../api/get-me';
import { loginPath } from '../lib/return-to';
import { sessionEndReason } from './session-end';
import { StaffContext } from './staff-context';

/** Full-screen waiting state of the console (first load, a lazy screen). */
export function ConsoleLoading() {
  const { t } = useTranslation('console');
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3 text-slate-600">
      <Spinner />
      <span>{t('loading')}</span>
    </div>
  );
}

/**
 * Every console page but the login: a visitor without a signed-in staff session goes to the login,
 * which brings them back to the page they asked for.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useStaffMe();
  const location = useLocation();
  if (me.isPending) return <ConsoleLoading />;
  if (me.isError)
    return (
      <div className="mx-auto max-w-md p-6">
        <QueryError onRetry={() => void me.refetch()} />
      </div>
    );
  if (!me.data) {
    const reason = sessionEndReason();
    const to = reason === 'signedOut' ? '/admin/login' : loginPath(location.pathname + location.search);
    return <Redirect to={to} state={reason ? { reason } : undefined} />;
  }
  return <StaffContext value={me.data}>{children}</StaffContext>;
}
