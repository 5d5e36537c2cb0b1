import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../lib/realtime.js';
import { jakartaDayStart } from '../../lib/time.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';
import { pruneNotifications, publishNews } from './notifications.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A notification of the user created at the given instant, through the notifier (as features do). */
async function note(userId: number, title: string, at: Date, status: 0 | 1 | 2 = 1) {
  const row = await t.deps.notifier.record(t.database.db, {
    userId,
    type: 'transaction',
    title: 'free_text',
    params: { text: title },
    status,
  });
  await t.database.query('UPDATE notifications SET created_at = $2 WHERE id = $1', [row.id, at]);
  return row.id;
}

const minutes = (n: number) => n * 60_000;

describe('notification lists', () => {
  it('splits the user’s own notifications at the start of the Jakarta day and pages them', async () => {
    const { b, id } = await registered(t);
    const dayStart = jakartaDayStart();
    const now = Date.now();
    const todayIds: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Between the day's start and now, newest last.
      const at = new Date(dayStart.getTime() + ((now - dayStart.getTime()) * (i + 1)) / 13);
      todayIds.push(await note(id, `Transaksi ${i}`, at, i % 2 === 0 ? 1 : 2));
    }
    const yesterday = await note(id, 'Kemarin', new Date(dayStart.getTime() - minutes(1)), 0);
    await note(id, 'Terlalu lama', new Date(now - 31 * 86400_000));

    const p1 = await b.get('/api/v1/notification/today');
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(p1.body.data).toHaveLength(10);
    expect(p1.body.data[0]).toEqual({
      id: todayIds[11],
      title: 'Transaksi 11',
      date: expect.any(String),
      is_read: false,
      status: 2,
    });
    const p2 = await b.get('/api/v1/notification/today?page=2');
    expect(p2.body.data.map((n: { id: number }) => n.id)).toEqual([todayIds[1], todayIds[0]]);
    expect(p2.body.meta).toMatchObject({ current_page: 2, last_page: 2 });
    // GET notification (no period) is today.
    expect((await b.get('/api/v1/notification')).body.meta.total).toBe(12);

    const archive = await b.get('/api/v1/notification/archive');
    expect(archive.body.data).toEqual([
      { id: yesterday, title: 'Kemarin', date: expect.any(String), is_read: false, status: 0 },
    ]);
    expect(archive.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });

    expect((await b.get('/api/v1/notification/later')).status).toBe(422);
    expect((await b.get('/api/v1/notification/today?page=0')).status).toBe(422);
  });

  it('lists the shop’s notifications on their own page (shop::notification:index), only the user’s', async () => {
    const { b, id } = await registered(t);
    const other = await registered(t);
    const shop = (userId: number, text: string) =>
      t.deps.notifier.record(t.database.db, {
        userId,
        type: 'shop',
        title: 'free_text',
        params: { text },
        status: 1,
      });
    await note(id, 'Pulsa sukses', new Date());
    const first = await shop(id, 'Pesanan dibayar');
    const second = await shop(id, 'Pesanan dikirim');
    await shop(other.id, 'Pesanan orang lain');
    const list = await b.get('/api/v1/shop/notification');
    expect(list.status).toBe(200);
    expect(list.body.data.map((n: { id: number; title: string }) => [n.id, n.title])).toEqual([
      [second.id, 'Pesanan dikirim'],
      [first.id, 'Pesanan dibayar'],
    ]);
    expect(list.body.meta).toMatchObject({ current_page: 1, total: 2 });
  });

  it('opens a notification, marking it read, and counts what is unread', async () => {
    const { b, id } = await registered(t);
    const a = await note(id, 'Pembelian sukses', new Date());
    const c = await note(id, 'Pembelian gagal', new Date(), 2);
    expect((await b.get('/api/v1/notification/unread-count')).body.data).toEqual({
      count: 2,
      today: 2,
      archive: 0,
      news: 0,
    });
    const opened = await b.get(`/api/v1/notification/today/${a}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      id: a,
      title: 'Pembelian sukses',
      is_read: true,
      type: 'transaction',
    });
    expect(
      (await b.get('/api/v1/notification/today')).body.data.find((n: { id: number }) => n.id === a).is_read,
    ).toBe(true);
    const marked = await b.post(`/api/v1/notification/${c}/read`);
    expect(marked.body.data.unread).toEqual({ count: 0, today: 0, archive: 0, news: 0 });
  });

  it('never shows or changes another user’s notifications', async () => {
    const owner = await registered(t);
    const other = await registered(t);
    const mine = await note(owner.id, 'Rahasia', new Date());
    expect((await other.b.get(`/api/v1/notification/today/${mine}`)).status).toBe(404);
    expect((await other.b.post(`/api/v1/notification/${mine}/read`)).status).toBe(404);
    expect((await other.b.get('/api/v1/notification/today')).body.meta.total).toBe(0);
    expect((await owner.b.get('/api/v1/notification/unread-count')).body.data.count).toBe(1);
    expect((await t.browser().get('/api/v1/notification/today')).status).toBe(401);
  });

  it('broadcasts news to everyone, each user reading it on their own', async () => {
    const u1 = await registered(t);
    const u2 = await registered(t);
    const n = await publishNews(t.deps, {
      title: 'Promo pulsa akhir pekan',
      body: 'Diskon Rp 500',
      status: 1,
    });
    await publishNews(t.deps, { title: 'Terjadwal', publishedAt: new Date(Date.now() + 86400_000) });
    const list = await u1.b.get('/api/v1/notification/news');
    expect(list.body.data).toEqual([
      { id: n.id, title: 'Promo pulsa akhir pekan', date: expect.any(String), is_read: false, status: 1 },
    ]);
    expect((await u1.b.get('/api/v1/notification/unread-count')).body.data.news).toBe(1);
    // The news id and personal ids share one sequence: the same read endpoint serves both.
    expect((await u1.b.post('/api/v1/notification/mark-as-read', { id: n.id })).status).toBe(200);
    expect((await u1.b.get('/api/v1/notification/news')).body.data[0].is_read).toBe(true);
    expect((await u2.b.get('/api/v1/notification/news')).body.data[0].is_read).toBe(false);
    const detail = await u2.b.get(`/api/v1/notification/news/${n.id}`);
    expect(detail.body.data).toMatchObject({ id: n.id, body: 'Diskon Rp 500', type: 'news', is_read: true });
    // A news id is not a personal notification.
    expect((await u2.b.get(`/api/v1/notification/today/${n.id}`)).status).toBe(404);
  });

  it('marks everything read at once and tells the user’s other pages, not the sender', async () => {
    const { b, id } = await registered(t);
    await note(id, 'Satu', new Date());
    await note(id, 'Dua', new Date(jakartaDayStart().getTime() - minutes(5)));
    const latest = await b.post('/api/v1/notification/unread');
    expect(latest.body.data.map((n: { title: string }) => n.title)).toContain('Satu');
    expect(latest.body.meta.total).toBeGreaterThanOrEqual(2);

    const events: RealtimeEvent[] = [];
    const off = t.deps.bus.subscribe((e) => {
      if (e.userId === id) events.push(e);
    });
    const res = await b.post('/api/v1/notification/read-all', {}, { 'x-socket-id': 'abcDEF123_-xyz' });
    off();
    expect(res.body.data.unread.count).toBe(0);
    expect(events).toEqual([
      {
        userId: id,
        event: 'notification.read',
        payload: { all: true, unread: { count: 0, today: 0, archive: 0, news: 0 } },
        exceptSocketId: 'abcDEF123_-xyz',
      },
    ]);
  });

  it('deletes notifications and news older than 30 days (daily job)', async () => {
    const { b, id } = await registered(t);
    const old = await note(id, 'Lama', new Date(Date.now() - 31 * 86400_000));
    const recent = await note(id, 'Baru', new Date(Date.now() - 29 * 86400_000));
    const oldNews = await publishNews(t.deps, {
      title: 'Berita lama',
      publishedAt: new Date(Date.now() - 40 * 86400_000),
    });
    await t.database.query(`INSERT INTO news_reads (user_id, news_id) VALUES ($1, $2)`, [id, oldNews.id]);
    const r = await pruneNotifications(t.deps);
    expect(r.notifications).toBeGreaterThanOrEqual(1);
    expect(r.news).toBeGreaterThanOrEqual(1);
    const left = await t.database.query<{ id: number }>('SELECT id FROM notifications WHERE user_id = $1', [
      id,
    ]);
    expect(left.map((x) => Number(x.id))).toEqual([recent]);
    expect(left.map((x) => Number(x.id))).not.toContain(old);
    expect(await t.database.query('SELECT 1 FROM news_reads WHERE news_id = $1', [oldNews.id])).toHaveLength(
      0,
    );
    expect((await b.get('/api/v1/notification/archive')).body.meta.total).toBe(1);
  });
});
