import { showSnackbar } from '../../../components/ui/snackbar';
import { currentSiteName, type OpenUrlResult, shellOpenUrl, updateAppMessage } from '../../../lib/android';

/**
 * Opens a gateway's payment page: through the Android shell when it runs in one (an old shell
 * without its open-url hook cannot open an https page outside itself, so it shows the spec's
 * "please update the app" message instead), in the same tab on phones (a second tab is easily lost
 * there), in a new tab on wide screens (this page keeps watching the status). A blocked pop-up falls
 * back to the same tab.
 */
export function openPaymentPage(url: string, site = currentSiteName()): OpenUrlResult {
  if (!url) return { ok: true };
  const shell = shellOpenUrl(url);
  if (shell === 'opened') return { ok: true };
  if (shell === 'update-required') {
    const message = updateAppMessage(site);
    showSnackbar({ message, color: 'warning' });
    return { ok: false, message };
  }
  const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  if (!phone) {
    // Not 'noopener' in the features: then window.open always returns null and a blocked pop-up
    // could not be told apart. The opener is cut by hand instead.
    const tab = window.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      return { ok: true };
    }
  }
  window.location.assign(url);
  return { ok: true };
}
