import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { isEndingSession, useAccount } from '../../lib/auth';

/** Pages that need a logged-in user (spec §6): visitors go to /auth/login and come back after. */
export function RequireAuth() {
  const { data: account, isPending, isError } = useAccount();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (isPending) return <PageSkeleton label={t('loading')} />;
  if (!account && !isError) {
    if (isEndingSession()) return null; // logout/deletion navigates itself
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}

/** Login, register, password reset and device screens make no sense once logged in. */
export function GuestOnly() {
  const { data: account } = useAccount();
  const [params] = useSearchParams();
  if (account) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}

/** Only same-site paths: never redirect to another origin from a query parameter. */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
