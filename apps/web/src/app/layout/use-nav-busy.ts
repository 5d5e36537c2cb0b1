import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useSnackbar } from '../../components/ui/snackbar';

/** Spec calls §8.2: the "please wait" info while a navigation is in progress, for 3 seconds. */
export const NAV_BUSY_NOTICE_MS = 3000;

/**
 * The click handler of a navigation button (bottom nav, toolbar menu): while the previous
 * navigation is still loading (a lazy screen, a loader), a press does not start another one; it
 * says "please wait" (info snackbar, 3 s) instead.
 */
export function useNavBusyGuard() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const snackbar = useSnackbar();
  return (event: MouseEvent) => {
    if (navigation.state === 'idle') return;
    event.preventDefault();
    snackbar.show({ message: t('bar.pleaseWait'), color: 'info', timeout: NAV_BUSY_NOTICE_MS });
  };
}
