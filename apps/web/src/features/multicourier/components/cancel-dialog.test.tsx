import type { Shipment } from '@konter/core/contracts/shipping';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import { CancelDialog } from './cancel-dialog';

afterEach(cleanup);

const shipment = {
  courier: 'jne-express',
  ref_id: 'MC261127ABCDEFGH',
  charged: 25_000,
  total_cost: 24_000,
} as Partial<Shipment> as Shipment; // the dialog reads only these

function setup(answer: () => FakeAnswer) {
  const { calls } = mockFetch((url) => (url.includes('/cancel') ? answer() : { status: 401, body: {} }));
  const onClose = vi.fn();
  const cancels = () =>
    calls
      .filter((c) => c.url.includes('/cancel'))
      .map((c) => [new URL(c.url).pathname, JSON.parse(c.init.body ?? '{}')]);
  return { onClose, cancels };
}

describe("the member's cancel of a shipment", () => {
  it('asks for a reason first, then sends it trimmed and closes', async () => {
    const { onClose, cancels } = setup(() => ({ body: { ...shipment, status: 'cancel' } }));
    await renderWithApp(<CancelDialog shipment={shipment} open onClose={onClose} />, { lang: 'en' });
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(dialog.textContent).toContain('25.000');

    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(dialog).findByText('Enter a reason for cancelling.')).toBeTruthy();
    expect(cancels()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), {
      target: { value: '  wrong address ' },
    });
    expect(within(dialog).queryByText('Enter a reason for cancelling.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(cancels()).toEqual([
      ['/api/v1/mlo/transaction/jne-express/cancel', { ref_id: 'MC261127ABCDEFGH', reason: 'wrong address' }],
    ]);
  });

  it("says the server's refusal in the dialog and stays open", async () => {
    const { onClose } = setup(() => ({
      status: 409,
      body: { code: 'shipping_cannot_cancel', message: 'x' },
    }));
    await renderWithApp(<CancelDialog shipment={shipment} open onClose={onClose} />, { lang: 'en' });
    const dialog = await screen.findByTestId('cancel-dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), { target: { value: 'late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('can no longer be cancelled');
    expect(onClose).not.toHaveBeenCalled();
  });
});
