import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { NotificationBell } from '../../features/notifications/lazy';
import { AgentCenterButton, ToolbarActions } from '../../features/shell/toolbar-extras';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { useSiteConfig } from '../../lib/site-config';
import { Logo } from './logo';
import { useRouteMeta, useRouteTitle } from './use-route-meta';

// The desktop menu exists for signed-in users only: its own chunk, out of a visitor's first load.
const MemberNav = lazy(() => import('./member-nav'));

/**
 * Top toolbar (spec §2): on phones a back arrow with the page title when the route allows going
 * back; otherwise the logo. Visitors get login/register buttons unless the site disables them.
 */
export function Toolbar() {
  const { t } = useTranslation('common');
  const { data: account } = useAccount();
  const config = useConfig();
  const site = useSiteConfig();
  const meta = useRouteMeta();
  const title = useRouteTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = meta.canGoBack ?? Boolean(meta.back);

  const goBack = () => {
    // An in-app history entry exists unless this is the first page of the visit.
    if (location.key !== 'default') navigate(-1);
    else navigate(meta.back ?? '/');
  };

  const visitorButtons = !account && (
    <div className="flex items-center gap-2">
      {!config.disable_user_login && !site.disableUserLogin && location.pathname !== '/auth/login' && (
        <Link to="/auth/login" className={buttonClasses('ghost', 'sm')}>
          {t('nav.login')}
        </Link>
      )}
      {!config.disable_register && !site.disableRegister && location.pathname !== '/auth/register' && (
        <Link to="/auth/register" className={buttonClasses('primary', 'sm')}>
          {t('nav.register')}
        </Link>
      )}
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2 sm:px-4 md:h-16">
        {canGoBack ? (
          <div className="flex min-w-0 flex-1 items-center gap-1 md:hidden">
            <button
              type="button"
              onClick={goBack}
              aria-label={t('action.back')}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <Icon name="back" />
            </button>
            <p className="truncate text-base font-semibold text-slate-900">{title ?? ''}</p>
          </div>
        ) : null}
        <AgentCenterButton />
        <Logo name={config.sitename} className={cn('shrink-0 px-2', canGoBack && 'hidden md:flex')} />
        <div className={cn('flex-1', canGoBack && 'hidden md:block')} />
        {account ? (
          <Suspense fallback={null}>
            <MemberNav />
          </Suspense>
        ) : (
          <div className={cn(canGoBack && 'hidden md:block')}>{visitorButtons}</div>
        )}
        <ToolbarActions />
        {account && <NotificationBell />}
      </div>
    </header>
  );
}
