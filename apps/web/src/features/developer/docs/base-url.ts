import { H2H_BASE_PATH } from '@konter/core/h2h-protocol';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The H2H API's base URL on this site. The server's render knows no address (it renders through its
 * own pipeline), so the HTML shows the path; once the app runs it is the page's canonical address
 * (APP_URL, written by the server into a public page's head) or, in the signed-in app, the
 * browser's origin — the same site either way. `path`: the server's own answer where there is one.
 */
export function useH2hBaseUrl(path: string = H2H_BASE_PATH): string {
  const hydrated = useHydrated();
  if (!hydrated || typeof document === 'undefined') return path;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  let origin = window.location.origin;
  if (canonical) {
    try {
      origin = new URL(canonical).origin;
    } catch {
      // keep the browser's origin
    }
  }
  return `${origin}${path}`;
}
