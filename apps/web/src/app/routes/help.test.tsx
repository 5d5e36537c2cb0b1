import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { siteConfigDefaults } from '../../lib/site-config';
import { mockFetch, renderWithApp } from '../../test/render';
import HelpPage from './help';

afterEach(cleanup);

async function setup(path: string, apk = false) {
  mockFetch((url) => {
    if (url.endsWith('/site/config'))
      return { body: { data: { ...siteConfigDefaults, apk: { enabled: apk } } } };
    return { status: 401, body: { code: 'unauthenticated', message: 'x' } };
  });
  return renderWithApp(<HelpPage />, { route: path, lang: 'en' });
}

describe('help centre texts match the app', () => {
  test('how to use: password minimum 8 (why not the 6 of old), the PIN step and verification as done', async () => {
    await setup('/help/cara-penggunaan');
    expect(screen.getByText(/at least 8 characters\. Earlier help texts said 6/)).toBeTruthy();
    expect(screen.queryByText(/at least 6 characters/)).toBeNull();
    expect(
      screen.getByText(/your account is active right away\. Then create your 6-digit transaction PIN/),
    ).toBeTruthy();
    const verify = screen.getByText(/^Verification:/).textContent ?? '';
    expect(verify).toContain('when you sign up we e-mail you a link');
    expect(verify).toContain('code sent by WhatsApp, at most 3 times a day');
    expect(screen.queryByText(/Once your e-mail is verified your account is active/)).toBeNull();
  });

  test('the FAQ mentions the Android app only when the site has its link', async () => {
    await setup('/help/faq');
    fireEvent.click(screen.getByText('Is there a mobile app?'));
    expect(
      await screen.findByText(/Everything works in your phone’s browser, no app to install/),
    ).toBeTruthy();
    expect(screen.queryByText(/Android app can be downloaded/)).toBeNull();
    cleanup();
    await setup('/help/faq', true);
    fireEvent.click(screen.getByText('Is there a mobile app?'));
    expect(await screen.findByText(/Android app can be downloaded from the home page/)).toBeTruthy();
  });
});
