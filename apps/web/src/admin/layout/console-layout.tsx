import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Icon, Spinner } from '../../components/ui/icons';
import { useLogout } from '../api/logout';
import { ConsoleLoading } from '../auth/require-staff';
import { useStaff } from '../auth/staff-context';
import { Drawer } from '../components/drawer';
import { LanguageSelect } from '../components/language-select';
import { useWide } from '../lib/use-wide';
import { ConsoleNav } from './console-nav';

/**
 * The console's frame. From 1024 px a fixed dark sidebar (brand, who is signed in, the menu, the
 * language and log out); below, a top bar whose menu button opens the same as a drawer.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const staff = useStaff();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wide = useWide();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page, or a screen wide enough for the sidebar, closes the drawer
  useEffect(() => setOpen(false), [pathname, wide]);

  const side = (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center justify-between gap-2">
        <Brand />
        {open && (
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('nav.close')}
            className="flex size-11 items-center justify-center rounded-full text-slate-300 hover:bg-white/10"
          >
            <Icon name="close" className="size-5" />
          </button>
        )}
      </div>
      <ConsoleNav staff={staff} onNavigate={() => setOpen(false)} />
      <div className="mt-auto space-y-3 border-t border-white/10 pt-4">
        <LanguageSelect dark />
        <LogoutButton />
      </div>
    </div>
  );

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.label')}
      </a>
      {/* The column's colour runs the page's full height; its content stays in view while the page scrolls. */}
      <aside className="hidden bg-slate-900 text-slate-100 lg:block lg:w-64 lg:shrink-0">
        <div className="lg:sticky lg:top-0 lg:h-dvh lg:overflow-y-auto">{!open && side}</div>
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 bg-slate-900 px-2 text-white lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('nav.open')}
          aria-expanded={open}
          aria-controls="console-drawer"
          className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Brand />
      </header>
      <Drawer open={open} onClose={() => setOpen(false)} label={t('nav.label')}>
        {side}
      </Drawer>
      <main id="console-main" className="min-w-0 flex-1 px-4 py-5 sm:px-6 lg:px-8 lg:py-8">
        <Suspense fallback={<ConsoleLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function Brand() {
  const { t } = useTranslation('console');
  return (
    <Link to="/admin" className="flex items-center gap-2 font-bold text-white">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600">
        <Icon name="shield" className="size-5" />
      </span>
      {t('brand')}
    </Link>
  );
}

function LogoutButton() {
  const { t } = useTranslation('console');
  const logout = useLogout();
  return (
    <button
      type="button"
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
      onClick={() => logout.mutate()}
      className="flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-slate-600 text-sm font-semibold text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
    >
      {logout.isPending ? <Spinner /> : <Icon name="logout" className="size-5" />}
      {t('nav.logout')}
    </button>
  );
}
