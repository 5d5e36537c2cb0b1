import { ShellContent, ShellProgress, ShellServices, useShellEffects } from './shell-parts';

/**
 * The /webapp/* variants for the Android shell (spec §2): the same screens without the site
 * chrome (toolbar, footer, bottom nav); the app draws its own. Display preferences, the body scroll
 * lock, the login guard, live notices and the progress bar are the site layout's (shell-parts).
 */
export function BareLayout() {
  useShellEffects();
  return (
    <div className="flex min-h-dvh flex-col">
      <ShellProgress />
      <ShellContent className="mx-auto w-full max-w-5xl flex-1 px-4 py-4 print:p-0" />
      <ShellServices />
    </div>
  );
}
