import { errorText } from '@konter/core/messages/index';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { fakeTopup } from '../test-fixtures';
import { ClaimForm } from './claim-form';

// Reading and scaling the picture needs a real browser; the form's part starts with its data URL.
vi.mock('../proof-image', () => ({
  proofDataUrl: async () => ({ url: 'data:image/png;base64,iVBORw0KGgo=' }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function sendClaim(answer: FakeAnswer) {
  const { calls } = mockFetch(() => answer);
  await renderWithApp(<ClaimForm topup={fakeTopup()} />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'bukti.png', { type: 'image/png' })] } });
  await screen.findByTestId('claim-preview');
  fireEvent.click(screen.getByRole('button', { name: 'Kirim bukti transfer' }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/claim'))).toBe(true));
}

describe('ClaimForm', () => {
  test("today's proofs used up (429): the catalogue's text in the form", async () => {
    await sendClaim({
      status: 429,
      headers: { 'retry-after': '3600' },
      body: {
        code: 'claim_proofs_daily_limit',
        params: { max: 10 },
        message: errorText('claim_proofs_daily_limit', 'en', { max: 10 }),
      },
    });
    expect(await screen.findByText(errorText('claim_proofs_daily_limit', 'id', { max: 10 }))).toBeTruthy();
  });

  test('too many open requests (409): the catalogue text in the form', async () => {
    await sendClaim({
      status: 409,
      body: { code: 'too_many_open_topups', message: errorText('too_many_open_topups') },
    });
    expect(await screen.findByText(errorText('too_many_open_topups', 'id'))).toBeTruthy();
  });
});
