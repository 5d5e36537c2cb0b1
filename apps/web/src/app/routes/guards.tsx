import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { Redirect } from '../../components/redirect';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useRouteHandle } from '../../features/shell/use-shell';
import { isEndingSession, useAccount } from '../../lib/auth';

/**
 * The one login guard (spec §2 route metadata, §6): a page whose route is not marked `isPublic`
 * needs a logged-in user; visitors go to /auth/login and come back after. Used by both layouts
 * around their content, so a new route is private unless it says otherwise.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { isPublic } = useRouteHandle();
  const { data: account, isPending, isError } = useAccount();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (isPublic) return children;
  if (isPending) return <PageSkeleton label={t('loading')} />;
  if (!account && !isError) {
    if (isEndingSession()) return null; // logout/deletion navigates itself
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Redirect to={`/auth/login?redirect=${redirect}`} />;
  }
  return children;
}

/**
 * Login, register, password reset and device screens make no sense once logged in. A new account
 * (signed in on the register page, no PIN yet) goes through creating its PIN first (/welcome/pin),
 * then where it was headed.
 */
export function GuestOnly() {
  const { data: account } = useAccount();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (account) {
    const next = safeRedirect(params.get('redirect'));
    if (pathname === '/auth/register' && !account.has_pin) {
      return <Redirect to={`/welcome/pin?${new URLSearchParams({ next })}`} />;
    }
    return <Redirect to={next} />;
  }
  return <Outlet />;
}

/** Only same-site paths: never redirect to another origin from a query parameter. */
export function safeRedirect(value: string | null, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
