import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { mockFetch, renderWithApp } from '../../test/render';
import HomePage from './home';

afterEach(cleanup);

async function visitor(apkUrl: string | null) {
  mockFetch((url) => {
    if (url.endsWith('/apk/download'))
      return { body: { data: { url: apkUrl, version: null, size_bytes: null, sha256: null } } };
    if (url.includes('/marketing/carousel/')) return { body: { data: { name: 'home', banners: [] } } };
    return { status: 401, body: { code: 'unauthenticated', message: 'x' } };
  });
  return renderWithApp(<HomePage />, { lang: 'en' });
}

describe('landing FAQ', () => {
  test('promises the Android app only when its link is configured', async () => {
    await visitor(null);
    expect(
      await screen.findByText(/works straight from your phone’s browser, no app to install/),
    ).toBeTruthy();
    expect(screen.queryByText(/also available as an Android app/)).toBeNull();
    cleanup();
    await visitor('https://example.com/konter.apk');
    await waitFor(() => expect(screen.getByText(/also available as an Android app/)).toBeTruthy());
    expect(screen.getByRole('link', { name: /Download the Android app/ })).toBeTruthy();
  });
});
