import { H2H_ENDPOINTS, H2H_RC, H2H_TEST_NUMBERS } from '@konter/core/h2h-protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { siteConfigDefaults } from '../../lib/site-config';
import { mockFetch, renderWithApp } from '../../test/render';
import DeveloperDocsPage from './developer';

afterEach(cleanup);

async function setup(lang: 'id' | 'en' = 'en') {
  mockFetch((url) => {
    if (url.endsWith('/site/config'))
      return { body: { data: { ...siteConfigDefaults, sitename: 'Pulsa Kita' } } };
    return { status: 401, body: { code: 'unauthenticated', message: 'x' } };
  });
  return renderWithApp(<DeveloperDocsPage />, { route: '/developer', lang });
}

// A long page: its first render in jsdom takes seconds on a busy machine.
describe('the public H2H docs (/developer), generated from h2h-protocol.ts', { timeout: 20_000 }, () => {
  test('every rc of the protocol, with its meaning and whether a transaction exists', async () => {
    await setup();
    const rows = within(screen.getByTestId('rc-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(H2H_RC.map((r) => r.code));
    const ip = rows.find((r) => r.querySelector('td')?.textContent === '45') as HTMLElement;
    expect(ip.textContent).toContain('IP not whitelisted');
    expect(ip.textContent).toContain('none');
    const pending = rows.find((r) => r.querySelector('td')?.textContent === '03') as HTMLElement;
    expect(pending.textContent).toContain('not final');
  });

  test('each call with its URL on this site, sign recipe, fields and samples', async () => {
    await setup();
    for (const e of H2H_ENDPOINTS) {
      const card = screen.getByTestId(`endpoint-${e.id}`);
      expect(card.textContent).toContain(`${window.location.origin}/api/v1/h2h${e.path}`);
      expect(card.textContent).toContain(e.sign.recipe);
      for (const f of e.request) expect(card.textContent).toContain(f.name);
    }
    // curl first; Node and PHP one tap away, each with its own sign line.
    const topup = screen.getByTestId('endpoint-transaction');
    expect(topup.textContent).toContain('md5sum');
    fireEvent.click(within(topup).getByRole('tab', { name: 'PHP' }));
    expect(topup.textContent).toContain("md5($username . $key . $body['ref_id'])");
    fireEvent.click(within(topup).getByRole('tab', { name: 'Node.js' }));
    expect(topup.textContent).toContain('body.sign = md5(username + key + body.ref_id)');
    // The base URL block.
    expect(screen.getByTestId('h2h-base-url').textContent).toContain(`${window.location.origin}/api/v1/h2h`);
  });

  test('no text the route walk would take for a raw i18n key (a.b.c), the samples included', async () => {
    await setup('id');
    // e2e/shell.spec.ts checks the page's visible text with this pattern; here every text node.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? '');
    const raw = texts.join(' ').replace(/\S+@\S+|\d+\.\d+\.\d+|https?:\S+/g, '');
    expect(raw.match(/\b[a-z]+(\.[a-zA-Z0-9-]+){2,}\b/g)).toBeNull();
  });

  test('developer mode’s test numbers and both callback signatures, in Indonesian by default', async () => {
    await setup('id');
    const numbers = screen.getByTestId('test-numbers').textContent ?? '';
    for (const n of Object.values(H2H_TEST_NUMBERS)) expect(numbers).toContain(n);
    expect(numbers).toContain('Pending, lalu sukses lewat callback.');
    expect(screen.getByTestId('sample-hub').textContent).toContain("createHmac('sha1', SECRET)");
    fireEvent.click(within(screen.getByTestId('sample-hub')).getByRole('tab', { name: 'PHP' }));
    expect(screen.getByTestId('sample-hub').textContent).toContain("hash_hmac('sha1', $raw, $secret)");
    expect(screen.getByTestId('sample-standard-webhooks').textContent).toContain(
      "new Webhook('whsec_' + Buffer.from(SECRET, 'utf8').toString('base64'))",
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dokumentasi API H2H');
    expect(
      await screen.findByText(
        /API H2H Pulsa Kita berbicara dengan protokol buyer API Digiflazz/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
