import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../components/ui/snackbar';
import { setupI18n } from '../test/render';
import { installExternalLinks } from './external-links';

const w = window as unknown as Record<string, unknown>;
let uninstall: (() => void) | undefined;

beforeAll(() => setupI18n('id'));
afterEach(() => {
  uninstall?.();
  cleanup();
  delete w.Android;
  document.title = '';
});

function page() {
  render(
    <SnackbarProvider>
      <a href="https://play.google.com/store/apps/details?id=konter">apk</a>
      <a href="/pricelist/pulsa">pricelist</a>
    </SnackbarProvider>,
  );
  uninstall = installExternalLinks();
}

/** Clicks like a user: returns whether the browser would still follow the link. */
const click = (name: string) =>
  screen
    .getByText(name)
    .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('links leaving the site inside the Android shell', () => {
  test('go through the shell’s open-url hook; links inside the site stay with the app', () => {
    const shell = { openUrl: vi.fn() };
    w.Android = shell;
    page();
    expect(click('apk')).toBe(false);
    expect(shell.openUrl).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=konter');
    expect(click('pricelist')).toBe(true);
    expect(shell.openUrl).toHaveBeenCalledTimes(1);
  });

  test('an old shell without the hook keeps the page and says "please update the app"', async () => {
    w.Android = { logout: vi.fn() };
    document.title = 'Beranda · Konter';
    page();
    expect(click('apk')).toBe(false);
    expect(await screen.findByText('Silahkan perbaharui aplikasi Konter anda.')).toBeTruthy();
  });
});
