import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { siteConfigDefaults } from '../../lib/site-config';
import { mockFetch, renderWithApp } from '../../test/render';
import HelpPage from './help';

afterEach(cleanup);

async function setup(path: string, apk = false, html: string | null = null) {
  const { calls } = mockFetch((url) => {
    if (url.endsWith('/site/config'))
      return { body: { data: { ...siteConfigDefaults, apk: { enabled: apk } } } };
    const help = /\/site\/help\/([a-z-]+)$/.exec(url);
    if (help) return { body: { data: { section: help[1], locale: 'en', html } } };
    return { status: 401, body: { code: 'unauthenticated', message: 'x' } };
  });
  await renderWithApp(<HelpPage />, { route: path, lang: 'en' });
  return calls;
}

describe('help centre texts match the app', () => {
  test('how to use: password minimum 8 (why not the 6 of old), the PIN step and verification as done', async () => {
    await setup('/help/cara-penggunaan');
    expect(await screen.findByText(/at least 8 characters\. Earlier help texts said 6/)).toBeTruthy();
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

describe("the site's own help texts (written in the operations console)", () => {
  test("a section with the site's text shows it instead of the built-in paragraphs, in the page's language", async () => {
    const calls = await setup('/help/cara-penggunaan', false, '<h2>Mulai di sini</h2><p>Teks situs.</p>');
    const custom = await screen.findByTestId('help-custom');
    expect(custom.querySelector('.blog-content h2')?.textContent).toBe('Mulai di sini');
    expect(custom.textContent).toContain('Teks situs.');
    expect(screen.queryByText(/at least 8 characters/)).toBeNull();
    const asked = calls.find((c) => c.url.endsWith('/site/help/cara-penggunaan'));
    expect(asked?.init.headers['accept-language']).toBe('en');
  });

  test('the FAQ and the contact page are never asked for a text of the site', async () => {
    const calls = await setup('/help/faq');
    expect(await screen.findByText('Is there a mobile app?')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/site/help/'))).toBe(false);
  });
});
