import { type Query, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration, type UIMatch, useNavigation } from 'react-router';
import { cn } from '../../components/ui/cn';
import { ProgressBar } from '../../components/ui/progress-bar';
import { PageSkeleton } from '../../components/ui/skeleton';
import { RealtimeNotices } from '../../features/notifications/lazy';
import { useBodyScrollLock, useRouteHandle } from '../../features/shell/use-shell';
import { useAccount } from '../../lib/auth';
import { useConfig } from '../../lib/config';
import { documentTitle, pageOwnsTitle } from '../../lib/page-meta';
import type { RouteHandle } from '../../lib/route-handle';
import { AccessGuard } from '../routes/guards';
import { useRouteTitle } from './use-route-meta';

// What the site layout and the Android shell's bare layout share (spec §2 layout shell): the
// document title, body scroll lock, the progress bar, the login guard around the content, display
// preferences and live notices for a signed-in user, and scroll restoration with keepAlive.

// A signed-in user's display preference (font scale, family, corners): visitors keep the defaults
// and never download it.
const DisplayPreference = lazy(() => import('../../features/shell/display-preference'));

/** The layouts' effects on the document: title and body scroll lock. */
export function useShellEffects() {
  const config = useConfig();
  const title = useRouteTitle();
  useBodyScrollLock();
  useEffect(() => {
    // A page that names its own title (PageMeta, public pages) has set it already: its effect runs first.
    if (!pageOwnsTitle()) document.title = documentTitle(title, config.sitename);
  }, [title, config.sitename]);
}

/** A query shows the progress bar while it loads data it lacks, unless it opted out (AppMeta). */
const showsProgress = (q: Query) =>
  q.meta?.loading !== false && (q.state.data === undefined || q.meta?.loading === true);

/** The top progress bar (spec §2, §4): while routing, and while data requests load. */
export function ShellProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const fetching = useIsFetching({ predicate: showsProgress });
  const mutating = useIsMutating({ predicate: (m) => m.meta?.loading !== false });
  return <ProgressBar active={navigation.state !== 'idle' || fetching + mutating > 0} label={t('loading')} />;
}

/** The page: only what the route allows (AccessGuard), a flex column for `flex` routes. */
export function ShellContent({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { flex } = useRouteHandle();
  return (
    <main id="main" className={cn(className, flex && 'flex flex-col')}>
      <AccessGuard>
        <Suspense fallback={<PageSkeleton label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </AccessGuard>
    </main>
  );
}

/**
 * keepAlive pages keep their scroll position per path: coming back by any link (not only the back
 * button) restores it, while their data is still in the query cache. Other pages per history entry.
 */
export const scrollKey = (location: Location, matches: UIMatch[]) =>
  matches.some((m) => (m.handle as RouteHandle | undefined)?.keepAlive) ? location.pathname : location.key;

/** A signed-in user's display preference and live notices, and scroll restoration. */
export function ShellServices({ children }: { children?: ReactNode }) {
  const { data: account } = useAccount();
  return (
    <>
      {account && (
        <Suspense fallback={null}>
          <DisplayPreference />
        </Suspense>
      )}
      {account && <RealtimeNotices />}
      {children}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
