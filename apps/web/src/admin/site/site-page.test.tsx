import type { ConsoleBanner, ConsoleSiteSettings } from '@konter/core/contracts/console-site';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp, type SentRequest } from '../../test/render';
import { StaffContext } from '../auth/staff-context';
import SitePage from './site-page';

// The Site page against the API's answers (MSW-like fetch mock): which tabs each role gets, what a
// flag switch sends (and the question before one that locks members out), field errors of a 422,
// and the news audience with its recipients.
afterEach(cleanup);

const settings: ConsoleSiteSettings = {
  shop: true,
  ppob: true,
  multicourier: false,
  disable_register: false,
  disable_user_login: false,
  allow_transfer: true,
  stash_cashback_enabled: true,
  agent_debt_enabled: false,
  hide_agent_center: false,
  disable_agency_feature_for_master: false,
  grid_layout: true,
  sitename: 'Konter',
  company_name: 'PT Konter',
  company_address: 'Jl. Merdeka 1',
  company_phone: '0812-0000-0000',
  company_email: 'cs@konter.local',
  operational_hour: '08.00–21.30',
  live_chat_widget_id: null,
  live_chat_script_url: null,
  apk_url: null,
  apk_version: null,
  allow_custom_nominals: true,
  allow_deposit_transfer: true,
  pay_external_payment_fee: true,
  shopeepay_own_rate: false,
  nominals: [10_000, 50_000],
  min_topup: 10_000,
};
const banner: ConsoleBanner = {
  id: 7,
  carousel: 'home',
  position: 1,
  source: 'external',
  image: 'https://cdn.example.com/a.png',
  caption: 'Promo pulsa',
  destination: 'uri',
  uri: '/prabayar/pulsa',
  url: null,
  page: null,
  target: '_self',
  active: true,
  starts_at: null,
  ends_at: null,
};

function api(answer: (path: string, req: SentRequest['init'], url: URL) => FakeAnswer | undefined) {
  return mockFetch((raw, init) => {
    const url = new URL(raw);
    const path = url.pathname.replace('/api/v1/', '');
    return answer(path, init, url) ?? { status: 404, body: { code: 'not_found', message: 'x' } };
  });
}
const sent = (calls: SentRequest[], method: string) =>
  calls
    .filter((c) => c.init.method === method)
    .map((c) => [new URL(c.url).pathname.replace('/api/v1/', ''), JSON.parse(c.init.body ?? '{}')]);

async function renderAs(roles: ('owner' | 'cs')[]) {
  await renderWithApp(
    <StaffContext value={{ id: 1, email: 'x@konter.local', name: 'X', roles }}>
      <SitePage />
    </StaffContext>,
  );
}

describe('the site page', () => {
  test('customer service gets the content tabs only', async () => {
    api((path) => (path === 'console/site/banners' ? { body: { data: [banner] } } : undefined));
    await renderAs(['cs']);
    // A phone (the test's screen): the sections are a choice.
    const sections = screen.getByLabelText('Bagian situs');
    expect(
      within(sections)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Banner', 'Blog', 'Berita', 'Bantuan']);
    expect(await screen.findByText('Promo pulsa')).toBeTruthy();
  });

  test('the owner switches a flag at once, and is asked before closing registration', async () => {
    let current = { ...settings };
    const { calls } = api((path, req) => {
      if (path !== 'console/site/settings') return undefined;
      if (req.method === 'PATCH') current = { ...current, ...JSON.parse(req.body ?? '{}') };
      return { body: { data: current } };
    });
    await renderAs(['owner']);
    const transfer = await screen.findByTestId('flag-allow_transfer');
    expect(transfer.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(transfer);
    await waitFor(() =>
      expect(screen.getByTestId('flag-allow_transfer').getAttribute('aria-checked')).toBe('false'),
    );
    expect(sent(calls, 'PATCH')).toEqual([['console/site/settings', { allow_transfer: false }]]);

    fireEvent.click(screen.getByTestId('flag-disable_register'));
    const dialog = await screen.findByRole('alertdialog');
    expect(sent(calls, 'PATCH')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(sent(calls, 'PATCH')).toHaveLength(2));
    expect(sent(calls, 'PATCH')[1]).toEqual(['console/site/settings', { disable_register: true }]);
    await waitFor(() =>
      expect(screen.getByTestId('flag-disable_register').getAttribute('aria-checked')).toBe('true'),
    );
  });

  test('company: only the changed fields are sent, and a 422 shows on its field', async () => {
    const { calls } = api((path, req) => {
      if (path !== 'console/site/settings') return undefined;
      if (req.method === 'PATCH')
        return {
          status: 422,
          body: {
            code: 'validation_failed',
            message: 'x',
            errors: { company_email: [{ code: 'rule:email', message: 'email' }] },
          },
        };
      return { body: { data: settings } };
    });
    await renderAs(['owner']);
    fireEvent.change(await screen.findByLabelText('Bagian situs'), { target: { value: 'company' } });
    const email = await screen.findByLabelText('Email perusahaan');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(sent(calls, 'PATCH')).toEqual([['console/site/settings', { company_email: 'nope' }]]),
    );
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // Another section's form starts from its own values.
    fireEvent.change(screen.getByLabelText('Bagian situs'), { target: { value: 'deposit' } });
    expect(((await screen.findByLabelText('Minimal isi saldo')) as HTMLInputElement).value).toBe('10000');
    expect((screen.getByLabelText('Nominal yang ditawarkan') as HTMLInputElement).value).toBe('10000, 50000');
    expect(screen.getByTestId('toggle-allow_custom_nominals').getAttribute('aria-checked')).toBe('true');
  });

  test('news: the audience’s recipients, then sent to that category', async () => {
    const { calls } = api((path, req, url) => {
      if (path === 'console/site/banners') return { body: { data: [] } };
      if (path === 'console/site/news/recipients')
        return { body: { data: { recipients: url.searchParams.get('category') === '2' ? 4 : 30 } } };
      if (path === 'console/site/news' && req.method === 'GET') return { body: { data: [] } };
      if (path === 'console/site/news')
        return {
          status: 201,
          body: {
            data: {
              news: {
                id: 1,
                title: 'Harga baru',
                body: null,
                category: 2,
                published_at: '2026-11-27T05:00:00Z',
              },
              recipients: 4,
            },
          },
        };
      return undefined;
    });
    await renderAs(['cs']);
    fireEvent.change(screen.getByLabelText('Bagian situs'), { target: { value: 'news' } });
    await waitFor(() => expect(screen.getByTestId('news-recipients').textContent).toContain('30'));
    fireEvent.change(screen.getByLabelText('Kepada'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('news-recipients').textContent).toContain('4'));
    fireEvent.change(screen.getByLabelText('Judul'), { target: { value: 'Harga baru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() =>
      expect(sent(calls, 'POST')).toEqual([['console/site/news', { title: 'Harga baru', category: 2 }]]),
    );
    expect(await screen.findByText('Terkirim ke 4 akun.')).toBeTruthy();
  });
});

describe('help-centre texts', () => {
  test("customer service writes a section's text in a language, sees the preview, and can restore the app's text", async () => {
    let stored: string | null = null;
    const list = () =>
      (['cara-penggunaan', 'panduan-keamanan', 'privasi', 'persyaratan'] as const).flatMap((section) =>
        (['id', 'en', 'zh'] as const).map((locale) => ({
          section,
          locale,
          body: section === 'panduan-keamanan' && locale === 'en' ? stored : null,
          updated_at:
            section === 'panduan-keamanan' && locale === 'en' && stored ? '2026-11-27T06:00:00Z' : null,
        })),
      );
    const { calls } = api((path, req) => {
      if (path === 'console/site/banners') return { body: { data: [] } };
      if (path === 'console/site/help') return { body: { data: list() } };
      if (path === 'console/site/posts/preview') return { body: { data: { html: '<h2>Kata sandi</h2>' } } };
      if (path === 'console/site/help/panduan-keamanan/en' && req.method === 'POST') {
        const body = (JSON.parse(req.body ?? '{}') as { body: string }).body.trim();
        stored = body || null;
        return { body: { data: list().find((x) => x.section === 'panduan-keamanan' && x.locale === 'en') } };
      }
      return undefined;
    });
    await renderAs(['cs']);
    fireEvent.change(screen.getByLabelText('Bagian situs'), { target: { value: 'help' } });
    const editor = await screen.findByTestId('help-editor');
    fireEvent.change(within(editor).getByLabelText('Bagian'), { target: { value: 'panduan-keamanan' } });
    fireEvent.change(within(editor).getByLabelText('Bahasa'), { target: { value: 'en' } });
    expect(within(editor).getByTestId('help-state').textContent).toBe(
      'Saat ini tampil teks bawaan aplikasi.',
    );
    fireEvent.change(within(editor).getByLabelText('Isi (Markdown)'), {
      target: { value: '## Kata sandi\n\nJangan bagikan PIN.' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Pratinjau' }));
    expect((await screen.findByTestId('help-preview')).querySelector('.blog-content h2')?.textContent).toBe(
      'Kata sandi',
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Simpan teks' }));
    await waitFor(() =>
      expect(sent(calls, 'POST').filter(([p]) => p === 'console/site/help/panduan-keamanan/en')).toEqual([
        ['console/site/help/panduan-keamanan/en', { body: '## Kata sandi\n\nJangan bagikan PIN.' }],
      ]),
    );
    await waitFor(() => expect(within(editor).getByTestId('help-state').textContent).toMatch(/^Teks situs/));
    fireEvent.click(within(editor).getByRole('button', { name: 'Pakai teks bawaan' }));
    await waitFor(() =>
      expect(within(editor).getByTestId('help-state').textContent).toBe(
        'Saat ini tampil teks bawaan aplikasi.',
      ),
    );
  });
});

describe('banner display window', () => {
  // 08:00 on 1 January 2099, Jakarta (01:00 UTC): not started yet.
  const later: ConsoleBanner = { ...banner, starts_at: '2099-01-01T01:00:00.000Z', ends_at: null };

  test('a new banner is sent with its Jakarta start and end; an end before the start shows on the field', async () => {
    let tries = 0;
    const { calls } = api((path, req) => {
      if (path === 'console/site/banners' && req.method === 'POST') {
        tries++;
        if (tries === 1)
          return {
            status: 422,
            body: {
              code: 'console_banner_dates_order',
              message: 'x',
              errors: { ends_at: [{ code: 'console_banner_dates_order' }] },
            },
          };
        return { status: 201, body: { data: { ...banner, id: 8 } } };
      }
      if (path === 'console/site/banners') return { body: { data: [later] } };
      return undefined;
    });
    await renderAs(['cs']);
    // Switched on but not started: said so, with its period (WIB).
    expect(await screen.findByText('Terjadwal')).toBeTruthy();
    expect(screen.getByText(/Jadwal tayang: 1 Jan 2099(,)? 08[.:]00 – …/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tambah banner' }));
    const form = await screen.findByTestId('banner-form');
    expect(form.textContent).toContain('Waktu Jakarta (WIB).');
    fireEvent.change(within(form).getByLabelText('URL gambar (https)'), {
      target: { value: 'https://cdn.example.com/b.png' },
    });
    fireEvent.change(within(form).getByLabelText('Path aplikasi (mis. /prabayar/pulsa)'), {
      target: { value: '/shop' },
    });
    fireEvent.change(within(form).getByLabelText('Mulai tayang'), { target: { value: '2026-12-12T12:00' } });
    fireEvent.change(within(form).getByLabelText('Selesai tayang'), {
      target: { value: '2026-12-12T11:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Tambah banner' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Selesai tayang').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(form.textContent).toContain('Waktu selesai harus setelah waktu mulai');
    fireEvent.change(within(form).getByLabelText('Selesai tayang'), {
      target: { value: '2026-12-13T00:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Tambah banner' }));
    await waitFor(() => expect(screen.queryByTestId('banner-form')).toBeNull());
    const bodies = sent(calls, 'POST').map(([, b]) => [b.starts_at, b.ends_at]);
    expect(bodies).toEqual([
      ['2026-12-12T12:00', '2026-12-12T11:00'],
      ['2026-12-12T12:00', '2026-12-13T00:00'],
    ]);
  });

  test('a banner’s period is changed: the form opens with it in Jakarta time and sends only what changed', async () => {
    const { calls } = api((path, req) => {
      if (path === 'console/site/banners/7' && req.method === 'PATCH')
        return { body: { data: { ...later, starts_at: null, ends_at: '2099-01-31T16:59:00.000Z' } } };
      if (path === 'console/site/banners') return { body: { data: [later] } };
      return undefined;
    });
    await renderAs(['cs']);
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah jadwal Promo pulsa' }));
    const form = await screen.findByTestId('banner-schedule');
    const starts = within(form).getByLabelText('Mulai tayang') as HTMLInputElement;
    const ends = within(form).getByLabelText('Selesai tayang') as HTMLInputElement;
    expect(starts.value).toBe('2099-01-01T08:00');
    expect(ends.value).toBe('');
    fireEvent.change(starts, { target: { value: '' } });
    fireEvent.change(ends, { target: { value: '2099-01-31T23:59' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan jadwal' }));
    await waitFor(() => expect(screen.queryByTestId('banner-schedule')).toBeNull());
    expect(sent(calls, 'PATCH')).toEqual([
      ['console/site/banners/7', { starts_at: null, ends_at: '2099-01-31T23:59' }],
    ]);
    expect(await screen.findByText('Jadwal banner disimpan.')).toBeTruthy();
  });
});
