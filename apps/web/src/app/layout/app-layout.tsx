import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { useRouteHandle } from '../../features/shell/use-shell';
import { useAccount } from '../../lib/auth';
import { UpdatePrompt } from '../../lib/pwa';
import { ShellContent, ShellProgress, ShellServices, useShellEffects } from './shell-parts';
import { Toolbar } from './toolbar';

// Below the fold and absent on the landing (a marketing page): not in the first load of `/`.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// Signed-in users only: visitors never download it.
const BottomNav = lazy(() => import('./bottom-nav').then((m) => ({ default: m.BottomNav })));

/** The shell (spec §2): toolbar, content, footer, mobile bottom nav; the snackbar host sits in AppProvider. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { data: account } = useAccount();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  useShellEffects();
  // Footer (spec §2): hidden on marketing pages and one-page checkout; on shop pages only for
  // visitors and never on the mobile cart.
  const shop = pathname === '/shop' || pathname.startsWith('/shop/');
  const showFooter = !handle.marketingPage && !handle.onepageCheckout && !(shop && account);

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        account && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 print:pb-0',
      )}
    >
      <ShellProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Toolbar />
      <ShellContent className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 md:py-8 print:m-0 print:max-w-none print:p-0" />
      {showFooter && (
        <div className={cn(pathname === '/shop/cart' && 'hidden md:block')}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
      )}
      {account && (
        <Suspense fallback={null}>
          <BottomNav />
        </Suspense>
      )}
      <ShellServices>
        <UpdatePrompt />
      </ShellServices>
    </div>
  );
}
