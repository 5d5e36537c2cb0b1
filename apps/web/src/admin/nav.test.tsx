import type { StaffMe } from '@konter/core/contracts/console';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, renderWithApp, setCsrfMeta, setupI18n } from '../test/render';
import { ConsoleNav } from './layout/console-nav';
import { CONSOLE_PAGES, type ConsolePage, canOpen, pagesFor } from './nav';
import { ConsoleProvider } from './provider';
import { consoleRoutes } from './routes';

afterEach(cleanup);

const staff = (roles: StaffMe['roles']): StaffMe => ({
  id: 3,
  email: 'x@konter.local',
  name: 'Staf Uji',
  roles,
});
const page = (path: string, roles: ConsolePage['roles']): ConsolePage => ({
  path,
  title: 'nav.home',
  icon: 'home',
  roles,
  load: async () => ({ default: () => null }),
});

describe('the menu by role (nav.ts)', () => {
  test('a page opens to its roles and to owners, to nobody else', () => {
    const approvals = page('approvals', ['finance', 'cs']);
    expect(canOpen(['finance'], approvals)).toBe(true);
    expect(canOpen(['cs', 'shop'], approvals)).toBe(true);
    expect(canOpen(['owner'], approvals)).toBe(true);
    expect(canOpen(['shop'], approvals)).toBe(false);
    expect(canOpen(['catalogue', 'shop'], approvals)).toBe(false);
    expect(canOpen([], approvals)).toBe(false);
    const list = [page('a', ['finance']), page('b', ['shop']), page('c', ['owner'])];
    expect(pagesFor(['finance', 'shop'], list).map((p) => p.path)).toEqual(['a', 'b']);
    expect(pagesFor(['owner'], list).map((p) => p.path)).toEqual(['a', 'b', 'c']);
    expect(pagesFor(['cs'], list)).toEqual([]);
  });

  test("Staff is the owner's only, the audit log the owner's and finance's; the owner opens every page", () => {
    expect(pagesFor(['owner'])).toEqual(CONSOLE_PAGES);
    for (const role of ['finance', 'cs', 'catalogue', 'shop'] as const)
      expect(pagesFor([role]).filter((p) => p.path === 'staff')).toEqual([]);
    expect(pagesFor(['finance']).map((p) => p.path)).toContain('audit');
    for (const role of ['cs', 'catalogue', 'shop'] as const)
      expect(pagesFor([role]).map((p) => p.path)).not.toContain('audit');
    // Users: customer service and finance (who reads wallets and the ledger), not the others.
    for (const role of ['finance', 'cs'] as const)
      expect(pagesFor([role]).map((p) => p.path)).toContain('users');
    for (const role of ['catalogue', 'shop'] as const)
      expect(pagesFor([role]).map((p) => p.path)).not.toContain('users');
    // Dashboard: first, for every role; Approvals: the roles that decide something.
    for (const role of ['owner', 'finance', 'cs', 'catalogue', 'shop'] as const)
      expect(pagesFor([role])[0]?.path).toBe('dashboard');
    for (const role of ['finance', 'cs'] as const)
      expect(pagesFor([role]).map((p) => p.path)).toContain('approvals');
    for (const role of ['catalogue', 'shop'] as const)
      expect(pagesFor([role]).map((p) => p.path)).not.toContain('approvals');
    expect(new Set(CONSOLE_PAGES.map((p) => p.path)).size).toBe(CONSOLE_PAGES.length);
  });

  test('the rendered menu lists what the roles open, with who is signed in', async () => {
    mockFetch(() => ({ body: { data: null } }));
    await renderWithApp(<ConsoleNav staff={staff(['owner'])} />);
    let nav = screen.getByRole('navigation', { name: 'Menu konsol' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Beranda', '/admin'],
      ['Dasbor', '/admin/dashboard'],
      ['Persetujuan', '/admin/approvals'],
      ['Pengguna', '/admin/users'],
      ['Katalog', '/admin/catalogue'],
      ['Situs', '/admin/site'],
      ['Laporan', '/admin/reports'],
      ['Toko', '/admin/shop'],
      ['Developer', '/admin/developers'],
      ['Staf', '/admin/staff'],
      ['Log audit', '/admin/audit'],
    ]);
    expect(screen.getByTestId('console-staff').textContent).toContain('Pemilik');
    cleanup();

    await renderWithApp(<ConsoleNav staff={staff(['finance', 'cs'])} />);
    nav = screen.getByRole('navigation', { name: 'Menu konsol' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Beranda', 'Dasbor', 'Persetujuan', 'Pengguna', 'Katalog', 'Situs', 'Laporan', 'Log audit']);
    expect(screen.getByTestId('console-staff').textContent).toMatch(/Keuangan.*Layanan pelanggan/);
  });
});

/** The console's whole route tree in a memory router, against the API's answers (MSW). */
async function renderConsole(
  url: string,
  answer: (path: string, method: string, body: unknown) => { status?: number; body?: unknown },
) {
  await setupI18n('id');
  setCsrfMeta('test-token');
  const { calls } = mockFetch((u, init) => {
    const path = new URL(u).pathname.replace('/api/v1/', '');
    return answer(path, init.method, init.body ? JSON.parse(init.body) : null);
  });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [url] });
  render(
    <ConsoleProvider>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { router, calls };
}
const unauthenticated = { status: 401, body: { code: 'unauthenticated', message: 'Not Authenticated' } };

describe('the console routes', () => {
  test('a signed-out visitor of a page lands on the login and returns to that page after signing in', async () => {
    const owner = { ...staff(['owner']), name: 'Olga Owner' };
    let signedIn = false;
    const { router } = await renderConsole('/admin/audit?action=staff.', (path) => {
      if (path === 'console/auth/me') return signedIn ? { body: { data: owner } } : unauthenticated;
      if (path === 'console/auth/login') return { body: { data: { next: 'totp' } } };
      if (path === 'console/auth/totp') {
        signedIn = true;
        return { body: { data: owner } };
      }
      if (path === 'console/audit')
        return {
          body: {
            data: [
              {
                id: 1,
                at: '2026-11-27T02:00:00Z',
                staff_id: 3,
                actor: 'owner@konter.local',
                action: 'staff.create',
                target: 'staff:4',
                before: null,
                after: { email: 'fina@konter.local', roles: ['finance'] },
                ip: '127.0.0.1',
              },
            ],
            meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
          },
        };
      return { status: 404, body: { code: 'not_found', message: 'x' } };
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/admin/audit?action=staff.')}`,
    );

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'owner@konter.local' } });
    fireEvent.change(screen.getByLabelText('Kata sandi'), { target: { value: 'rahasia-sekali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    fireEvent.change(await screen.findByLabelText('Kode 6 digit'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    expect(await screen.findByRole('heading', { name: 'Log audit', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin/audit?action=staff.');
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.textContent).toContain('Akun staf dibuat');
    expect(entry.textContent).toContain('owner@konter.local');
    // Its changes open on demand.
    fireEvent.click(within(entry).getByRole('button', { name: 'Lihat perubahan' }));
    expect(within(entry).getByTestId('audit-diff').textContent).toContain('fina@konter.local');
    expect(screen.getByTestId('audit-export').getAttribute('href')).toBe(
      '/api/v1/console/audit/export?action=staff.&format=xlsx',
    );
  });

  test('a role without the page gets the no-access page, and the menu never offered it', async () => {
    const finance = { ...staff(['finance']), name: 'Fina Finance' };
    const { calls } = await renderConsole('/admin/staff', (path) =>
      path === 'console/auth/me'
        ? { body: { data: finance } }
        : { status: 403, body: { code: 'forbidden', message: 'x' } },
    );
    const gate = await screen.findByTestId('console-no-access');
    expect(gate.textContent).toContain('Tidak ada akses');
    expect(gate.textContent).toContain('Peran Anda: Keuangan');
    // The page's data was never asked for.
    expect(calls.filter((c) => c.url.includes('/console/staff'))).toEqual([]);
    // Phones get the menu from the top bar's button; its drawer holds the same menu.
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    const menus = screen.getAllByRole('navigation', { name: 'Menu konsol' });
    for (const nav of menus)
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Beranda', 'Dasbor', 'Persetujuan', 'Pengguna', 'Katalog', 'Laporan', 'Log audit']);
  });
});
