import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ReceiptNumber } from './detail-section';

// The receipt number block the shipment and the shop order share, each in its own words (given).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const words = {
  awb: 'Tracking number (AWB)',
  copy: 'Copy',
  copied: 'Tracking number copied',
  none: 'No receipt number yet.',
};

describe('a receipt number on a detail page', () => {
  it('says there is none yet in the feature’s words', async () => {
    await renderWithApp(<ReceiptNumber words={words} value={null} testId="order-awb" />, { lang: 'en' });
    expect(await screen.findByText('No receipt number yet.')).toBeTruthy();
    expect(screen.queryByTestId('order-awb')).toBeNull();
  });

  it('shows the number and copies it, saying so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithApp(<ReceiptNumber words={words} value="JNE0987654321" testId="shipment-awb" />, {
      lang: 'en',
    });
    expect((await screen.findByTestId('shipment-awb')).textContent).toBe('JNE0987654321');
    expect(screen.getByText('Tracking number (AWB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Tracking number copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('JNE0987654321');
  });
});
