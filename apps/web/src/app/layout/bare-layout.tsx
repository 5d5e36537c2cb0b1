import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useConfig } from '../../lib/config';
import { useRouteTitle } from './use-route-meta';

/**
 * The /webapp/* variants for the Android shell (spec §2): the same screens without the site
 * chrome (toolbar, footer, bottom nav); the app draws its own.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const config = useConfig();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title ? `${title} · ${config.sitename}` : config.sitename;
  }, [title, config.sitename]);

  return (
    <div className="min-h-dvh">
      <ProgressBar active={navigation.state !== 'idle'} label={t('loading')} />
      <main id="main" className="mx-auto w-full max-w-5xl px-4 py-4 print:p-0">
        <Suspense fallback={<PageSkeleton label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
