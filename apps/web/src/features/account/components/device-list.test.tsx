import type { Device } from '@konter/core/contracts/account';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { DeviceList } from './device-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device = (over: Partial<Device>): Device => ({
  id: 'd',
  name: 'Chrome · Android',
  status: 'trusted',
  state: 'active',
  first_login: false,
  is_current: false,
  time: '2026-01-01T00:00:00Z',
  last_activity: '2026-01-01T00:00:00Z',
  ip: null,
  ...over,
});
const original = device({ id: 'first', name: 'Chrome · Android', first_login: true });
const current = device({ id: 'new', name: 'Firefox · Windows', state: 'current_session', is_current: true });

const refusal = (code: string, message: string) => ({
  status: 422,
  body: { message, code, errors: { password: [{ code, message }] } },
});

describe('DeviceList', () => {
  test('removing the original device from a recent one asks for the password in the dialog', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (!url.includes('/account/device/first/revoke')) return { body: { data: [original, current] } };
      const body = JSON.parse(init.body ?? '{}') as { password?: string };
      bodies.push(body);
      if (!body.password)
        return refusal(
          'password_required_recent_device',
          'Enter your password to remove the original device.',
        );
      if (body.password !== 'rahasia123') return refusal('wrong_password', 'Wrong Password');
      return { body: { data: { ...original, status: 'revoked', state: 'blocked' } } };
    });
    await renderWithApp(<DeviceList devices={[original, current]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Keluarkan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keluarkan' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('disetujui kurang dari 24 jam lalu');
    const password = within(dialog).getByLabelText('Kata sandi');
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect(await within(dialog).findByText('Kata sandi harus diisi')).toBeTruthy();

    await user.type(password, 'salah-sekali');
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect((await within(dialog).findAllByText('Kata sandi salah.')).length).toBeGreaterThan(0);

    await user.clear(password);
    await user.type(password, 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect(await screen.findByText('Chrome · Android sudah dikeluarkan.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies).toEqual([{}, { password: 'salah-sekali' }, { password: 'rahasia123' }]);
  });
});
