import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../../components/redirect';
import { PageSkeleton } from '../../components/ui/skeleton';
import { excelAccessQuery } from '../../lib/excel-access';
import { basePathOf } from '../../lib/paths';
import { menuItemPath, useMenuEntries } from '../../lib/site-config';
import { type MenuRedirectState, useMenuRedirectNotice } from './menu-notice';

/**
 * topupByExcel's uploads are reachable only with excel access (otherwise the prepaid index); its
 * own page shows a member without access how to ask for it (features/excel ExcelAccessGate).
 */
export function ExcelGuard() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { data, isPending, isError } = useQuery(excelAccessQuery());
  if (isPending) return <PageSkeleton label={t('loading')} />;
  const base = basePathOf(pathname);
  const askingPage = pathname.slice(base.length).replace(/\/$/, '') === '/prabayar/topupByExcel';
  if (isError || (!data.excelAccess && !askingPage)) return <Redirect to={`${base}/prabayar`} />;
  return <Outlet />;
}

/**
 * Purchase routes outside the allowed menu go to the first menu entry (spec §2), which then says
 * why (the type is not available). Until the menu arrives (or when it fails) the page shows: the
 * server refuses what it does not sell anyway.
 */
export function MenuGuard() {
  const { pathname } = useLocation();
  const items = useMenuEntries();
  useMenuRedirectNotice();
  const base = basePathOf(pathname);
  const path = pathname.slice(base.length).replace(/\/$/, '');
  if (items && !path.startsWith('/prabayar/topupByExcel')) {
    const allowed = items.some((i) => path === menuItemPath(i));
    const first = items[0];
    if (!allowed && first) {
      const state: MenuRedirectState = { menuRedirect: path };
      return <Redirect to={`${base}${menuItemPath(first)}`} state={state} />;
    }
  }
  return <Outlet />;
}
