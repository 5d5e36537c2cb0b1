import type {
  ConsoleUserAccess,
  ConsoleUserDetail,
  ConsoleUserRow,
  StaffMe,
  StaffRole,
} from '@konter/core/contracts/console';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, setCsrfMeta, setupI18n } from '../../test/render';
import { ConsoleProvider } from '../provider';
import { consoleRoutes } from '../routes';

// The Users pages in the console's own route tree against the API's answers (MSW): the search
// (its term in the URL), the detail's sections, the confirmation before each change and what the
// change sends, and finance's read-only view.
afterEach(cleanup);

/** The Users page is its own lazy chunk: its first render may take a while under a loaded machine. */
const LAZY = { timeout: 15_000 };

const row: ConsoleUserRow = {
  id: 42,
  name: 'Sekar Ayu',
  email: 'sekar@example.com',
  hp: '081377712345',
  category: 1,
  status: 'active',
  referral_code: 'SEKAR1',
  created_at: '2026-11-01T02:00:00Z',
  deletion: null,
};
const detail: ConsoleUserDetail = {
  ...row,
  email_verified_at: '2026-11-01T03:00:00Z',
  phone_verified_at: null,
  last_seen_at: '2026-11-27T01:00:00Z',
  is_sales: false,
  developer_mode: false,
  permissions: ['send_money'],
  pin: { set: true, failed_attempts: 0, locked_until: '2026-11-27T05:00:00Z' },
  wallets: { deposit: 150_000, cashback: 2_500, loan: 0 },
  upline: null,
  downline_count: 0,
};
const access: ConsoleUserAccess = {
  devices: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Chrome · Android',
      status: 'trusted',
      first_login: true,
      ip: '10.0.0.1',
      user_agent: 'x',
      created_at: '2026-11-01T02:00:00Z',
      last_activity_at: '2026-11-27T01:00:00Z',
      sessions: 1,
    },
  ],
  sessions: [
    {
      id: 'a'.repeat(64),
      device_id: '11111111-1111-4111-8111-111111111111',
      device_name: 'Chrome · Android',
      created_at: '2026-11-27T00:00:00Z',
      last_seen_at: '2026-11-27T01:00:00Z',
      expires_at: '2026-12-27T00:00:00Z',
    },
  ],
};
const me = (roles: StaffRole[]): StaffMe => ({ id: 7, email: 'staff@konter.local', name: 'Citra CS', roles });

type Sent = { path: string; method: string; body: unknown; search: string };

async function renderConsole(
  url: string,
  roles: StaffRole[],
  answer: (s: Sent) => unknown = () => undefined,
) {
  await setupI18n('id');
  setCsrfMeta('test-token');
  const sent: Sent[] = [];
  let user = detail;
  mockFetch((u, init) => {
    const parsed = new URL(u);
    const s = {
      path: parsed.pathname.replace('/api/v1/', ''),
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(init.body) : null,
      search: parsed.search,
    };
    sent.push(s);
    const own = answer(s);
    if (own) return own as { body: unknown };
    if (s.path === 'console/auth/me') return { body: { data: me(roles) } };
    if (s.path === 'console/users')
      return { body: { data: [row], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } } };
    if (s.path === 'console/users/42/category') {
      user = { ...user, category: (s.body as { category: number }).category };
      return { body: { data: user } };
    }
    if (s.path === 'console/users/42') return { body: { data: user } };
    if (s.path === 'console/users/42/access') return { body: { data: access } };
    if (s.path === 'console/users/42/ledger')
      return {
        body: {
          data: [
            {
              id: 9,
              at: '2026-11-20T02:00:00Z',
              kind: 'deposit_topup',
              label: 'deposit_topup',
              direction: 'credit',
              amount: 150_000,
              balance_before: 0,
              balance_after: 150_000,
              reference: 'DEP123',
            },
          ],
          meta: { wallet: 'deposit', page: 1, per_page: 20, has_more: false },
        },
      };
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [url] });
  render(
    <ConsoleProvider>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { router, sent };
}

const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body]);

describe('the Users pages', () => {
  test('searches by the term in the URL and opens a user; "back" returns to that search', async () => {
    const { router, sent } = await renderConsole('/admin/users', ['cs']);
    // The page is its own lazy chunk: the first render waits for it.
    expect(await screen.findByRole('heading', { name: 'Pengguna', level: 1 }, LAZY)).toBeTruthy();
    const field = screen.getByLabelText('Cari pengguna');
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect((await screen.findAllByText('Ketik minimal 2 karakter untuk mencari.')).length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.path === 'console/users')).toEqual([]);

    fireEvent.change(field, { target: { value: ' 0813777 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    const found = await screen.findByTestId('user-row');
    expect(router.state.location.search).toBe('?q=0813777');
    expect(sent.find((s) => s.path === 'console/users')?.search).toBe('?q=0813777');
    expect(found.textContent).toContain('Sekar Ayu');
    expect(found.textContent).toContain('Member');
    expect(found.textContent).toContain('Aktif');

    fireEvent.click(within(found).getByRole('link', { name: 'Buka Sekar Ayu' }));
    expect(await screen.findByRole('heading', { name: 'Sekar Ayu', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users/42');
    fireEvent.click(screen.getByRole('link', { name: 'Kembali ke pencarian' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=0813777'));
  });

  test('the detail asks before each change and sends it: category, status with its reason, PIN lock, device', async () => {
    const { sent } = await renderConsole('/admin/users/42', ['cs'], (s) =>
      s.method === 'POST' && s.path !== 'console/users/42/category'
        ? { body: { data: s.path.includes('/devices/') ? access : detail } }
        : undefined,
    );
    const standing = await screen.findByTestId('user-standing', {}, LAZY);
    expect(screen.getByTestId('wallet-deposit').textContent).toContain('150.000');
    expect(screen.getByTestId('user-pin-state').textContent).toContain('Terkunci sampai');
    expect((await screen.findByTestId('ledger-entry')).textContent).toContain('Isi deposit');

    // Category: a confirmation naming both categories, then the request.
    fireEvent.click(within(standing).getByRole('button', { name: 'Ubah kategori' }));
    let dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Agen/ }));
    expect(dialog.textContent).toContain('Ubah dari Member menjadi Agen?');
    expect(posts(sent)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ubah kategori' }));
    await waitFor(() => expect(posts(sent)).toEqual([['console/users/42/category', { category: 2 }]]));
    await waitFor(() => expect(screen.getByTestId('user-category-value').textContent).toContain('Agen'));

    // Status: the reason is required before anything is sent.
    fireEvent.click(within(standing).getByRole('button', { name: 'Nonaktifkan' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await within(dialog).findByText('Alasan harus diisi')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Laporan penipuan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() =>
      expect(posts(sent)).toContainEqual([
        'console/users/42/status',
        { status: 'non_active', reason: 'Laporan penipuan' },
      ]),
    );

    // The PIN lock, then a device: each after its own confirmation; cancelling sends nothing.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Buka kunci PIN' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(posts(sent).filter(([p]) => String(p).includes('pin'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Buka kunci PIN' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buka kunci' }));
    await waitFor(() => expect(posts(sent)).toContainEqual(['console/users/42/pin/unlock', {}]));

    const devices = await screen.findByTestId('user-devices');
    fireEvent.click(within(devices).getByRole('button', { name: 'Cabut Chrome · Android' }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Anggota menerima notifikasi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cabut perangkat' }));
    await waitFor(() =>
      expect(posts(sent)).toContainEqual([
        'console/users/42/devices/11111111-1111-4111-8111-111111111111/revoke',
        {},
      ]),
    );
  });

  test('finance reads profile, wallets and ledger, with no changes and no devices', async () => {
    const { sent } = await renderConsole('/admin/users/42', ['finance']);
    expect(await screen.findByTestId('user-standing', {}, LAZY)).toBeTruthy();
    expect(
      screen.getByText('Peran Anda hanya dapat melihat profil, saldo, dan riwayat ledger.'),
    ).toBeTruthy();
    expect(await screen.findByTestId('ledger-entry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah kategori' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buka kunci PIN' })).toBeNull();
    expect(screen.queryByTestId('user-devices')).toBeNull();
    expect(sent.filter((s) => s.path.endsWith('/access'))).toEqual([]);
  });
});
