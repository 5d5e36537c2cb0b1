import { showSnackbar } from '../components/ui/snackbar';
import { currentSiteName, shellOpenUrl, updateAppMessage } from '../lib/android';
import { i18n } from '../lib/i18n';

/**
 * Inside the Android shell every link that leaves the site (carousel banners, the APK button, links
 * in blog posts and help texts, the footer) goes through the shell's open-url hook; an old shell
 * without it gets the spec's "please update the app" message for an https link instead of the page
 * opening inside the WebView (calls §8.2). One listener for the whole document, so no link can forget
 * it. Installed only when the shell's interface is present (main.tsx).
 */
export function installExternalLinks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const a = target?.closest<HTMLAnchorElement>('a[href]');
    if (!a || a.hasAttribute('download')) return;
    const url = new URL(a.href, doc.location.href);
    if (url.origin === doc.location.origin || !/^https?:$/.test(url.protocol)) return;
    const result = shellOpenUrl(url.href);
    if (result === null) return;
    event.preventDefault();
    if (result === 'update-required') {
      void i18n
        .loadNamespaces('errors')
        .then(() => showSnackbar({ message: updateAppMessage(currentSiteName()), color: 'warning' }));
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
