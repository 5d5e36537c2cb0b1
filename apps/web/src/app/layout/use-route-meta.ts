import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteHandle } from '../../features/shell/use-shell';
import type { Namespace } from '../../lib/i18n';
import type { AllNamespaces } from '../../lib/i18n/types';
import type { RouteHandle } from '../../lib/route-handle';

/** The current route's metadata (spec §2): the matched routes' handles, deeper ones winning. */
export function useRouteMeta(): RouteHandle {
  return useRouteHandle();
}

/** Longest title taken from the URL: a link's `?title=` is a label, not a text. */
const MAX_QUERY_TITLE = 80;

/**
 * The title of the current route (spec §2 toolbar: "from route query or page meta"): a route with
 * `editableTitle` shows the `?title=` of its URL when given; otherwise the translated `title` of its
 * metadata. The shell renders before a lazy screen's namespace arrives, so it subscribes to that
 * namespace itself (without suspending the whole shell).
 */
export function useRouteTitle(): string | null {
  const { title, editableTitle } = useRouteMeta();
  const [params] = useSearchParams();
  const ns = title?.includes(':') ? (title.split(':')[0] as Namespace) : 'common';
  const { t, ready } = useTranslation(ns, { useSuspense: false });
  const fromQuery = editableTitle ? params.get('title')?.trim().slice(0, MAX_QUERY_TITLE) : undefined;
  if (fromQuery) return fromQuery;
  // The title names its namespace ('shell:blog.title'), which is the one subscribed to above.
  return title && ready ? (t as unknown as TFunction<AllNamespaces>)(title) : null;
}
