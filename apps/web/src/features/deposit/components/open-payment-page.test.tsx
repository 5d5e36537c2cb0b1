import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/ui/snackbar';
import { setupI18n } from '../../../test/render';
import { openPaymentPage } from './open-payment-page';

const w = window as unknown as Record<string, unknown>;
const PAY = 'https://app.sandbox.midtrans.com/snap/v2/vtweb/abc';
const assign = vi.fn();

function browser({ phone }: { phone: boolean }) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: phone && q.includes('max-width'), media: q }));
  vi.stubGlobal('location', { ...window.location, assign });
}

beforeAll(() => setupI18n('id'));
afterEach(() => {
  cleanup();
  delete w.Android;
  assign.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('openPaymentPage', () => {
  test('in the Android shell with its open-url hook the shell opens the page', () => {
    browser({ phone: true });
    const shell = { openUrl: vi.fn() };
    w.Android = shell;
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openPaymentPage(PAY, 'Konter')).toEqual({ ok: true });
    expect(shell.openUrl).toHaveBeenCalledWith(PAY);
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  test('an old shell without the hook shows "please update the app" and does not navigate', () => {
    browser({ phone: true });
    w.Android = { logout: vi.fn() };
    render(<SnackbarProvider>page</SnackbarProvider>);
    let result: ReturnType<typeof openPaymentPage> | undefined;
    act(() => {
      result = openPaymentPage(PAY, 'Pulsaku');
    });
    expect(result).toEqual({ ok: false, message: 'Silahkan perbaharui aplikasi Pulsaku anda.' });
    expect(screen.getByRole('alert').textContent).toContain('Silahkan perbaharui aplikasi Pulsaku anda.');
    expect(assign).not.toHaveBeenCalled();
  });

  test('without a site name the message takes it from the page title', () => {
    browser({ phone: true });
    w.Android = {};
    document.title = 'Isi saldo · Pulsaku';
    expect(openPaymentPage(PAY)).toEqual({
      ok: false,
      message: 'Silahkan perbaharui aplikasi Pulsaku anda.',
    });
  });

  test('a browser: a new tab on wide screens, the same tab on phones or when the pop-up is blocked', () => {
    browser({ phone: false });
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as Window);
    expect(openPaymentPage(PAY, 'Konter')).toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith(PAY, '_blank');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();

    open.mockImplementation(() => null); // blocked
    openPaymentPage(PAY, 'Konter');
    expect(assign).toHaveBeenCalledWith(PAY);

    vi.unstubAllGlobals();
    browser({ phone: true });
    open.mockClear();
    openPaymentPage(PAY, 'Konter');
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
