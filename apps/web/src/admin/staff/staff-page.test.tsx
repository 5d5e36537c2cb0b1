import type { StaffMember } from '@konter/core/contracts/console';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import { StaffContext } from '../auth/staff-context';
import StaffPage from './staff-page';

// The owner's staff page against the API's answers (MSW): what each action sends, what it shows.
afterEach(cleanup);

const owner: StaffMember = {
  id: 1,
  email: 'owner@konter.local',
  name: 'Olga Owner',
  roles: ['owner'],
  status: 'active',
  totp_enrolled: true,
  created_at: '2026-11-20T01:00:00Z',
  last_login_at: '2026-11-27T02:03:04Z',
};
const fina: StaffMember = {
  ...owner,
  id: 4,
  email: 'fina@konter.local',
  name: 'Fina Finance',
  roles: ['finance'],
  totp_enrolled: false,
  last_login_at: null,
};

function api(answer: (path: string, req: SentRequest['init']) => FakeAnswer | undefined) {
  return mockFetch((url, init) => {
    const path = new URL(url).pathname.replace('/api/v1/', '');
    return answer(path, init) ?? { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}
const posts = (calls: SentRequest[]) =>
  calls
    .filter((c) => c.init.method === 'POST')
    .map((c) => [new URL(c.url).pathname.replace('/api/v1/', ''), JSON.parse(c.init.body ?? '{}')]);

async function renderPage() {
  await renderWithApp(
    <StaffContext value={{ id: owner.id, email: owner.email, name: owner.name, roles: owner.roles }}>
      <StaffPage />
    </StaffContext>,
  );
}

describe('the staff page', () => {
  test('lists each account: roles, status, authenticator, last sign-in; no disabling oneself', async () => {
    api((path) => (path === 'console/staff' ? { body: { data: [owner, fina] } } : undefined));
    await renderPage();
    const me = await screen.findByTestId('staff-owner@konter.local');
    expect(me.textContent).toContain('(Anda)');
    expect(me.textContent).toContain('Pemilik');
    expect(me.textContent).toContain('Terpasang');
    expect(within(me).queryByRole('button', { name: 'Nonaktifkan' })).toBeNull();
    const row = screen.getByTestId('staff-fina@konter.local');
    expect(row.textContent).toContain('Keuangan');
    expect(row.textContent).toContain('Belum dipasang');
    expect(row.textContent).toContain('Belum pernah');
    // Nothing to reset before an authenticator exists.
    expect(within(row).queryByRole('button', { name: 'Reset autentikator' })).toBeNull();
  });

  test('a new account: the server’s field errors on the fields, then created and listed', async () => {
    let list = [owner];
    let taken = true;
    const { calls } = api((path, req) => {
      if (path === 'console/staff' && req.method === 'GET') return { body: { data: list } };
      if (path === 'console/staff' && taken) {
        taken = false;
        return {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'x',
            errors: { email: [{ code: 'console_staff_email_taken', message: 'taken' }] },
          },
        };
      }
      if (path === 'console/staff') {
        list = [owner, fina];
        return { body: { data: fina } };
      }
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah staf' }));
    const form = screen.getByTestId('staff-create');
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'fina@konter.local' } });
    fireEvent.change(within(form).getByLabelText('Nama'), { target: { value: 'Fina Finance' } });
    fireEvent.change(within(form).getByLabelText('Kata sandi'), { target: { value: 'keuangan-rahasia' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Keuangan/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /Layanan pelanggan/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Buat akun' }));
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getAllByText('Akun staf dengan email ini sudah ada').length).toBeGreaterThan(0);

    fireEvent.click(within(form).getByRole('button', { name: 'Buat akun' }));
    expect(await screen.findByText('Akun fina@konter.local dibuat.')).toBeTruthy();
    expect(await screen.findByTestId('staff-fina@konter.local')).toBeTruthy();
    expect(screen.queryByTestId('staff-create')).toBeNull();
    expect(posts(calls)).toEqual([
      [
        'console/staff',
        {
          email: 'fina@konter.local',
          name: 'Fina Finance',
          password: 'keuangan-rahasia',
          roles: ['finance', 'cs'],
        },
      ],
      [
        'console/staff',
        {
          email: 'fina@konter.local',
          name: 'Fina Finance',
          password: 'keuangan-rahasia',
          roles: ['finance', 'cs'],
        },
      ],
    ]);
  });

  test('disabling asks first; a refusal is said in the dialog; roles are saved from their dialog', async () => {
    let refuse = true;
    const { calls } = api((path) => {
      if (path === 'console/staff') return { body: { data: [owner, fina] } };
      if (path === 'console/staff/4/status') {
        if (refuse) {
          refuse = false;
          return {
            status: 422,
            body: { code: 'console_staff_last_owner', message: 'The last active owner cannot be disabled' },
          };
        }
        return { body: { data: { ...fina, status: 'disabled' } } };
      }
      if (path === 'console/staff/4/roles')
        return { body: { data: { ...fina, roles: ['finance', 'shop'] } } };
    });
    await renderPage();
    const row = await screen.findByTestId('staff-fina@konter.local');

    fireEvent.click(within(row).getByRole('button', { name: 'Nonaktifkan' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Nonaktifkan Fina Finance?' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nonaktifkan' }));
    expect((await within(confirm).findByRole('alert')).textContent).toContain(
      'Pemilik aktif terakhir tidak dapat dinonaktifkan',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Fina Finance dinonaktifkan.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Ubah peran' }));
    const dialog = screen.getByRole('dialog', { name: 'Peran Fina Finance' });
    expect((within(dialog).getByRole('checkbox', { name: /Keuangan/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Toko/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan peran' }));
    // Saved: the dialog closes (its snackbar waits behind the previous one).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Peran Fina Finance' })).toBeNull());

    expect(posts(calls)).toEqual([
      ['console/staff/4/status', { status: 'disabled' }],
      ['console/staff/4/status', { status: 'disabled' }],
      ['console/staff/4/roles', { roles: ['finance', 'shop'] }],
    ]);
  });
});
