import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ExcelAccessGate } from './access-gate';

// A member without Excel access asks for it (an optional note), then sees the pending request; a
// rejection's reason is shown with the offer to ask again.
afterEach(cleanup);

test('asks for access with the note, then shows the request as pending', async () => {
  let request: unknown = null;
  const { calls } = mockFetch((url, init) => {
    if (url.endsWith('/prabayar/excel/access-request') && init.method === 'POST') {
      request = { status: 'pending', created_at: '2026-11-27T03:00:00Z' };
      return { status: 201, body: { data: request } };
    }
    return { body: { data: { allowed: false, request } } };
  });
  await renderWithApp(<ExcelAccessGate />);
  expect((await screen.findByTestId('excel-access-gate')).textContent).toContain(
    'Top up lewat Excel perlu izin',
  );
  fireEvent.change(screen.getByTestId('excel-access-note'), { target: { value: 'Untuk konter saya' } });
  fireEvent.click(screen.getByTestId('excel-access-request'));
  expect(await screen.findByText('Pengajuan sedang ditinjau')).toBeTruthy();
  const post = calls.find((c) => c.init.method === 'POST');
  expect(JSON.parse(post?.init.body ?? '{}')).toEqual({ note: 'Untuk konter saya' });
});

test("shows a rejection's reason and lets the member ask again", async () => {
  mockFetch(() => ({
    body: {
      data: {
        allowed: false,
        request: { status: 'rejected', created_at: '2026-11-27T03:00:00Z', reason: 'Lengkapi verifikasi' },
      },
    },
  }));
  await renderWithApp(<ExcelAccessGate />);
  await waitFor(() => expect(screen.getByText('Alasan: Lengkapi verifikasi')).toBeTruthy());
  expect(screen.getByTestId('excel-access-request').textContent).toBe('Ajukan lagi');
});
