import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';

/** The deepest route's title and back target (route `handle`). */
export function useRouteMeta(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return {};
}

/**
 * The translated title of the current route. The shell renders before a lazy screen's namespace
 * arrives, so it subscribes to that namespace itself (without suspending the whole shell).
 */
export function useRouteTitle(): string | null {
  const { title } = useRouteMeta();
  const [ns, key] = title?.includes(':') ? (title.split(':') as [string, string]) : ['common', title ?? ''];
  const { t, ready } = useTranslation(ns, { useSuspense: false });
  return title && ready ? t(key) : null;
}
