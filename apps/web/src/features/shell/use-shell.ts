import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

/** The merged metadata of the matched routes (deeper routes win). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const out: RouteHandle = {};
  for (const m of matches) Object.assign(out, (m.handle as RouteHandle | undefined) ?? {});
  return out;
}

/** True while a query key contains modal, dialog or sidebar (spec §2 body scroll lock). */
export const isOverlayQuery = (search: string) =>
  [...new URLSearchParams(search).keys()].some((k) => /modal|dialog|sidebar/i.test(k));

/** Locks body scrolling while an overlay query key is present. */
export function useBodyScrollLock() {
  const { search } = useLocation();
  const locked = isOverlayQuery(search);
  useEffect(() => {
    if (!locked) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, [locked]);
}

/**
 * A sidebar opened by a query flag (default `sidebar=true`) and closed by going back one history
 * entry, so the phone's back button closes it (spec §2 menu rules).
 */
export function useSidebar(flag = 'sidebar') {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const open = params.get(flag) === 'true';
  return {
    open,
    show: () => {
      const next = new URLSearchParams(location.search);
      next.set(flag, 'true');
      navigate({ pathname: location.pathname, search: `?${next}` }, { state: { sidebar: true } });
    },
    close: () => {
      if ((location.state as { sidebar?: boolean } | null)?.sidebar) navigate(-1);
      else {
        const next = new URLSearchParams(location.search);
        next.delete(flag);
        navigate({ pathname: location.pathname, search: next.size ? `?${next}` : '' }, { replace: true });
      }
    },
  };
}
