import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Icon } from '../../components/ui/icons';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { useRouteMeta, useRouteTitle } from './use-route-meta';

/**
 * Top toolbar (spec §2): on phones a back arrow with the page title when the route allows going
 * back; otherwise the logo. Visitors get login/register buttons unless the site disables them.
 */
export function Toolbar() {
  const { t } = useTranslation('common');
  const { data: account } = useAccount();
  const config = useConfig();
  const meta = useRouteMeta();
  const title = useRouteTitle();
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = Boolean(meta.back);

  const goBack = () => {
    // An in-app history entry exists unless this is the first page of the visit.
    if (location.key !== 'default') navigate(-1);
    else navigate(meta.back ?? '/');
  };

  const visitorButtons = !account && (
    <div className="flex items-center gap-2">
      {!config.disable_user_login && location.pathname !== '/auth/login' && (
        <Link to="/auth/login" className={buttonClasses('ghost', 'sm')}>
          {t('nav.login')}
        </Link>
      )}
      {!config.disable_register && location.pathname !== '/auth/register' && (
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
        <Logo name={config.sitename} className={cn('px-2', canGoBack && 'hidden md:flex')} />
        <div className="flex-1" />
        {account ? (
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100',
                  )
                }
              >
                <Icon name={item.icon} className="size-5" />
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
        ) : (
          <div className={cn(canGoBack && 'hidden md:block')}>{visitorButtons}</div>
        )}
      </div>
    </header>
  );
}
