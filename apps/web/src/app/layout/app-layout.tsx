import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { ProgressBar } from '../../components/ui/progress-bar';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Toolbar } from './toolbar';
import { useRouteTitle } from './use-route-meta';

/** The shell (spec §2): toolbar, content, footer, mobile bottom nav; the snackbar host sits in AppProvider. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const { data: account } = useAccount();
  const config = useConfig();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title ? `${title} · ${config.sitename}` : config.sitename;
  }, [title, config.sitename]);

  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        account && 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0 print:pb-0',
      )}
    >
      <ProgressBar active={navigation.state !== 'idle'} label={t('loading')} />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Toolbar />
      <main
        id="main"
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-5 md:py-8 print:m-0 print:max-w-none print:p-0"
      >
        <Suspense fallback={<PageSkeleton label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {account && <BottomNav />}
      <ScrollRestoration />
    </div>
  );
}
