import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { insertPost } from './blog.repository.js';
import { renderMarkdown } from './render.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('blog', () => {
  it('lists the seeded posts, newest first, paged', async () => {
    const res = await t.browser().get('/api/v1/blog/posts');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'tips-keamanan-akun-pin-dan-perangkat-terpercaya',
      'beli-pulsa-dan-paket-data-dalam-tiga-langkah',
      'cara-isi-deposit-lewat-transfer-bank',
    ]);
    expect(res.body.data[0]).toEqual({
      slug: 'tips-keamanan-akun-pin-dan-perangkat-terpercaya',
      title: 'Tips Keamanan Akun: PIN Transaksi dan Perangkat Terpercaya',
      excerpt: expect.stringContaining('perangkat terpercaya'),
      cover: '/api/v1/marketing/artwork/banner-agen.svg',
      author: 'Tim Konter',
      published_at: expect.any(String),
    });
    expect((await t.browser().get('/api/v1/blog/posts?page=2')).body.data).toEqual([]);
  });

  it('renders a post’s markdown to HTML', async () => {
    const res = await t.browser().get('/api/v1/blog/posts/cara-isi-deposit-lewat-transfer-bank');
    expect(res.status).toBe(200);
    const { html } = res.body.data;
    expect(html).toContain('<h2>Langkah-langkah</h2>');
    expect(html).toContain('<strong>2 menit</strong>');
    expect(html).toContain('<code>DEP</code>');
    expect(html).toContain('<a href="/help/hubungi-kami">Hubungi Kami</a>');
    expect((await t.browser().get('/api/v1/blog/posts/tidak-ada')).status).toBe(404);
    expect((await t.browser().get('/api/v1/blog/posts/Bad_Slug')).status).toBe(422);
  });

  it('never lets a script, an event handler or a javascript: URL out of a post', async () => {
    const body = [
      '# Judul',
      '<script>alert("x")</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">klik</a> and [md link](javascript:alert(2))',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(3)"><circle r="1"/></svg>',
      '<p style="background:url(javascript:alert(4))" onclick="alert(5)">teks</p>',
      '![gambar](https://cdn.example.com/a.png "judul")',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '[luar](https://example.com)',
      '<details open ontoggle="alert(6)">x</details>',
      '`<script>kode</script>`',
    ].join('\n\n');
    await insertPost(t.database.db, {
      slug: 'uji-xss',
      title: 'Uji',
      body,
      author: 'Penguji',
      publishedAt: new Date(Date.now() - 1000),
    });
    const { html } = (await t.browser().get('/api/v1/blog/posts/uji-xss')).body.data;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\bon\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe|<svg|<details|style=|data:image/i);
    // What is harmless stays: code shown as text, images over https, external links marked.
    expect(html).toContain('&lt;script&gt;kode&lt;/script&gt;');
    expect(html).toContain(
      '<img src="https://cdn.example.com/a.png" alt="gambar" title="judul" loading="lazy" />',
    );
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">luar</a>',
    );
    expect(html).toContain('<p>teks</p>');
  });

  it('hides drafts and posts scheduled for later', async () => {
    await insertPost(t.database.db, { slug: 'draf', title: 'Draf', body: 'x', author: 'a' });
    await insertPost(t.database.db, {
      slug: 'nanti',
      title: 'Nanti',
      body: 'x',
      author: 'a',
      publishedAt: new Date(Date.now() + 86400_000),
    });
    expect((await t.browser().get('/api/v1/blog/posts/draf')).status).toBe(404);
    expect((await t.browser().get('/api/v1/blog/posts/nanti')).status).toBe(404);
    const slugs = (await t.browser().get('/api/v1/blog/posts')).body.data.map(
      (p: { slug: string }) => p.slug,
    );
    expect(slugs).not.toContain('draf');
    expect(slugs).not.toContain('nanti');
  });

  it('renders plain markdown without a database (unit)', () => {
    expect(renderMarkdown('**a** <b onmouseover="x">b</b>')).toBe('<p><strong>a</strong> b</p>\n');
  });
});
