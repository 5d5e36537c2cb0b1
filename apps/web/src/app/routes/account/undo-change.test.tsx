import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import UndoChangePage from './undo-change';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UndoChangePage', () => {
  test('undoes only on the button (never on opening), then says what was restored', async () => {
    const { calls } = mockFetch((url) =>
      url.endsWith('/account/contact-change/undo')
        ? { body: { data: { field: 'email', value: 'pemilik@konter.local' } } }
        : { status: 401, body: { message: 'Unauthenticated.', code: 'unauthenticated' } },
    );
    await renderWithApp(<UndoChangePage />, { route: '/account/undo-change?token=abc-123' });
    const undoCalls = () => calls.filter((c) => c.url.endsWith('/account/contact-change/undo'));
    expect(screen.getByRole('heading', { name: 'Batalkan perubahan akun' })).toBeTruthy();
    expect(undoCalls()).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ya, batalkan perubahan' }));
    expect(
      await screen.findByText(
        'Email akun dikembalikan ke pemilik@konter.local dan semua perangkat sudah dikeluarkan.',
      ),
    ).toBeTruthy();
    expect(undoCalls().map((c) => JSON.parse(c.init.body ?? '{}'))).toEqual([{ token: 'abc-123' }]);
    expect(screen.getByRole('link', { name: 'Atur ulang kata sandi' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  test('a used or expired link says so', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        message: 'This undo link is invalid, already used or older than 7 days.',
        code: 'contact_change_undo_invalid',
        errors: { token: [{ code: 'contact_change_undo_invalid', message: '' }] },
      },
    }));
    await renderWithApp(<UndoChangePage />, { route: '/account/undo-change?token=lama' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ya, batalkan perubahan' }));
    expect(
      await screen.findByText('Tautan pembatalan tidak valid, sudah dipakai, atau sudah lewat 7 hari.'),
    ).toBeTruthy();
    expect(screen.getByText('Pembatalan gagal')).toBeTruthy();
  });

  test('without a token there is nothing to undo', async () => {
    const { calls } = mockFetch(() => ({ body: { data: null } }));
    await renderWithApp(<UndoChangePage />, { route: '/account/undo-change' });
    expect(screen.getByText('Tautan tidak lengkap')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ya, batalkan perubahan' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
