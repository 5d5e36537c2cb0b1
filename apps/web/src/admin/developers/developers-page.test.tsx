import type { ConsoleH2hUser, ConsoleWebhookFailure } from '@konter/core/contracts/console-commerce';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import DevelopersPage from './developers-page';

// The console's Developers page against the API's answers: a member's whitelist (a bad IP refused
// on the field, then added), a key revoked after the confirmation, a failed delivery redelivered.
afterEach(cleanup);

const agent: ConsoleH2hUser = {
  id: 2,
  name: 'Agen Demo',
  hp: '081200000002',
  email: 'agen@konter.local',
  permitted: true,
  username: 'kabc123def',
  keys: [{ kind: 'production', hint: 'WXYZ', created_at: '2026-11-20T01:00:00Z', last_used_at: null }],
  ips: [{ ip: '127.0.0.1', note: 'demo', created_at: '2026-11-20T01:00:00Z' }],
};
const failure: ConsoleWebhookFailure = {
  id: 41,
  user: { id: 2, name: 'Agen Demo', hp: '081200000002' },
  event: 'update',
  message_id: 'msg_1',
  attempts: 7,
  created_at: '2026-11-27T01:00:00Z',
  last_attempt: { at: '2026-11-27T02:00:00Z', url_host: 'hooks.example.com', http_status: 502, error: null },
  redelivered_as: null,
};
const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };

function api(answer: (path: string, req: SentRequest['init']) => FakeAnswer | undefined) {
  return mockFetch((raw, init) => {
    const path = new URL(raw).pathname.replace('/api/v1/', '');
    return answer(path, init) ?? { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}
const posts = (calls: SentRequest[]) =>
  calls
    .filter((c) => c.init.method === 'POST')
    .map((c) => [new URL(c.url).pathname.replace('/api/v1/', ''), JSON.parse(c.init.body ?? '{}')]);

describe('the developers page', () => {
  test('whitelists an IP: the server’s refusal on the field, then the IP listed; a key revoked', async () => {
    let refused = false;
    const { calls } = api((path) => {
      if (path === 'console/developers/h2h') return { body: { data: [agent] } };
      if (path === 'console/developers/webhooks/failed') return { body: { data: [], meta } };
      if (path === 'console/developers/h2h/2/ips') {
        if (!refused) {
          refused = true;
          return {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'x',
              errors: { ip: [{ code: 'h2h_ip_invalid', message: 'x' }] },
            },
          };
        }
        return {
          body: {
            data: { ...agent, ips: [...agent.ips, { ip: '203.0.113.7', note: 'kantor', created_at: 'x' }] },
          },
        };
      }
      if (path === 'console/developers/h2h/2/keys/production/revoke')
        return { body: { data: { ...agent, keys: [] } } };
      return undefined;
    });
    await renderWithApp(<DevelopersPage />);
    const card = await screen.findByTestId('h2h-member');
    expect(card.textContent).toContain('127.0.0.1');
    fireEvent.change(within(card).getByLabelText('Alamat IP'), { target: { value: '300.1.1.1' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Tambah IP' }));
    expect(await within(card).findByText('Isi alamat IPv4 atau IPv6.')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Alamat IP'), { target: { value: '203.0.113.7' } });
    fireEvent.change(within(card).getByLabelText('Catatan'), { target: { value: 'kantor' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Tambah IP' }));
    await waitFor(() => expect(within(card).getByTestId('h2h-ips').textContent).toContain('203.0.113.7'));

    fireEvent.click(within(card).getByRole('button', { name: 'Cabut' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cabut' }));
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Cabut' })).toBeNull());
    expect(posts(calls)).toEqual([
      ['console/developers/h2h/2/ips', { ip: '300.1.1.1', note: '' }],
      ['console/developers/h2h/2/ips', { ip: '203.0.113.7', note: 'kantor' }],
      ['console/developers/h2h/2/keys/production/revoke', {}],
    ]);
  });

  test('a failed delivery shows its last answer and is redelivered once', async () => {
    let redelivered = false;
    const { calls } = api((path) => {
      if (path === 'console/developers/h2h') return { body: { data: [] } };
      if (path === 'console/developers/webhooks/failed')
        return { body: { data: [{ ...failure, redelivered_as: redelivered ? 42 : null }], meta } };
      if (path === 'console/developers/webhooks/41/redeliver') {
        redelivered = true;
        return { body: { data: { id: 42 } } };
      }
      return undefined;
    });
    await renderWithApp(<DevelopersPage />);
    expect(await screen.findByText('HTTP 502')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    expect(await screen.findByText('Dikirim ulang sebagai #42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim ulang' })).toBeNull();
    expect(posts(calls)).toEqual([['console/developers/webhooks/41/redeliver', {}]]);
  });
});
