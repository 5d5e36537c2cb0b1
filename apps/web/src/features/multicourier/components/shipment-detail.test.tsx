import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import { testShipment as shipment } from '../test-shipment';
import { ShipmentDetail } from './shipment-detail';

// One shipment's page: its head (reference, AWB), the cards of the parcel and the balances, and the
// cancel that opens its dialog (before pickup only).
afterEach(cleanup);

describe('a shipment’s page', () => {
  it('shows the reference, the AWB and the parcel; cancel opens its dialog', async () => {
    mockFetch(() => ({ status: 401, body: {} }));
    await renderWithApp(<ShipmentDetail shipment={shipment} />, { lang: 'en' });
    const head = await screen.findByTestId('shipment-head');
    expect(within(head).getByTestId('shipment-ref').textContent).toBe('MC261127ABCDEFGH');
    expect(within(head).getByTestId('shipment-awb').textContent).toBe('SIC123');
    expect(screen.getByText('Kaos')).toBeTruthy();
    expect(screen.getByText('20×15×5 cm')).toBeTruthy();
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
    fireEvent.click(within(head).getByRole('button', { name: /cancel/i }));
    expect((await screen.findByTestId('cancel-dialog')).textContent).toContain('17.187');
  });
});
