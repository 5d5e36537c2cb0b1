import { isPostpaidType, isPrepaidType } from '@konter/core/catalog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/ui/snackbar';
import { basePathOf } from '../../lib/paths';
import { postpaidTypeLabel, prepaidTypeLabel } from '../catalog';

/** The route state of a menu redirect: the page (path without /webapp) that is not in the menu. */
export interface MenuRedirectState {
  menuRedirect: string;
}

/** The type a purchase path sells, by name ('/prabayar/games' → 'Top Up Game'); null for others. */
export function purchasePathLabel(path: string): string | null {
  const [, module, type] = path.split('/');
  if (module === 'prabayar' && isPrepaidType(type)) return prepaidTypeLabel(type);
  if (module === 'pascabayar' && isPostpaidType(type)) return postpaidTypeLabel(type);
  return null;
}

/**
 * After the menu guard's redirect (spec §2) the page it landed on says why, once: a snackbar
 * naming the type that is not available. The reason travels in the history entry's state, which is
 * then cleared, so Back/Forward to this entry or a reload does not say it again.
 */
export function useMenuRedirectNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { t } = useTranslation('purchase');
  const said = useRef<string | null>(null);
  const from = (location.state as Partial<MenuRedirectState> | null)?.menuRedirect;
  useEffect(() => {
    if (typeof from !== 'string' || said.current === location.key) return;
    said.current = location.key;
    const here = location.pathname.slice(basePathOf(location.pathname).length);
    const target = purchasePathLabel(here) ?? here;
    const name = purchasePathLabel(from);
    snackbar.show({
      color: 'info',
      message: name ? t('menuRedirect.type', { name, target }) : t('menuRedirect.page', { target }),
    });
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [from, location, navigate, snackbar, t]);
}
