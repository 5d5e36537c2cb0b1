/**
 * Where the login sends a member of staff back to: a console page they asked for (`?redirect=`),
 * never another site nor the login itself; the console's home otherwise.
 */
export function returnTo(redirect: string | null | undefined): string {
  if (!redirect || !/^\/admin(?:[/?#]|$)/.test(redirect)) return '/admin';
  if (/^\/admin\/login(?:[/?#]|$)/.test(redirect)) return '/admin';
  return redirect;
}

/** The login page's address that returns to `here` afterwards. */
export const loginPath = (here: string) =>
  here === '/admin' || here === '/admin/'
    ? '/admin/login'
    : `/admin/login?redirect=${encodeURIComponent(here)}`;
