import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, renderWithApp } from '../../../test/render';
import DevicesPage from './devices';

afterEach(cleanup);

describe('a list that cannot be fetched', () => {
  test('says "failed to retrieve data" (spec calls §8.3) and fetches again on retry', async () => {
    let fail = true;
    const { calls } = mockFetch(() =>
      fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: [] } },
    );
    await renderWithApp(<DevicesPage />, { lang: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('failed to retrieve data');
    fail = false;
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('query-error')).toBeNull());
    expect(calls.length).toBe(before + 1);
  });
});
