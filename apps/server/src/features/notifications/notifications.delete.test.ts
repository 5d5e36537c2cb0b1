import { beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../lib/realtime.js';
import { jakartaDayStart } from '../../lib/time.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';
import { publishNews } from './notifications.service.js';

// Spec §4: notifications can be deleted and cleared. Own ones are deleted; news is hidden for the
// member who deleted it and stays for everyone else (migration 0016).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A notification of the user created at the given instant, through the notifier (as features do). */
async function note(userId: number, title: string, at = new Date()) {
  const row = await t.deps.notifier.record(t.database.db, {
    userId,
    type: 'transaction',
    title: 'free_text',
    params: { text: title },
    status: 1,
  });
  await t.database.query('UPDATE notifications SET created_at = $2 WHERE id = $1', [row.id, at]);
  return row.id;
}

const yesterday = () => new Date(jakartaDayStart().getTime() - 5 * 60_000);
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((n) => n.id);

/** The realtime events published for a user while `run` runs. */
async function heard(userId: number, run: () => Promise<unknown>) {
  const events: RealtimeEvent[] = [];
  const off = t.deps.bus.subscribe((e) => {
    if (e.userId === userId) events.push(e);
  });
  try {
    await run();
  } finally {
    off();
  }
  return events;
}

describe('deleting a notification', () => {
  it('deletes an own one: gone from the list, the detail and the counts, other pages told', async () => {
    const { b, id } = await registered(t);
    const keep = await note(id, 'Tetap');
    const gone = await note(id, 'Hapus saya');
    expect((await b.get('/api/v1/notification/unread-count')).body.data.today).toBe(2);

    let res: Awaited<ReturnType<typeof b.delete>> | undefined;
    const events = await heard(id, async () => {
      res = await b.request('DELETE', `/api/v1/notification/${gone}`, undefined, { 'x-socket-id': 'tab-1' });
    });
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    const unread = { count: 1, today: 1, archive: 0, news: 0 };
    expect(res?.body).toEqual({ data: { removed: 1, unread } });
    expect(events).toEqual([
      {
        userId: id,
        event: 'notification.deleted',
        payload: { ids: [gone], unread },
        exceptSocketId: 'tab-1',
      },
    ]);

    expect(ids(await b.get('/api/v1/notification/today'))).toEqual([keep]);
    expect((await b.get('/api/v1/notification/unread-count')).body.data).toEqual(unread);
    expect(ids(await b.post('/api/v1/notification/unread'))).toEqual([keep]);
    const detail = await b.get(`/api/v1/notification/today/${gone}`);
    expect(detail.status).toBe(404);
    expect(detail.body.code).toBe('notification_not_found');
    expect((await b.post(`/api/v1/notification/${gone}/read`)).status).toBe(404);
    // Deleting it again finds nothing.
    expect((await b.delete(`/api/v1/notification/${gone}`)).status).toBe(404);
  });

  it('answers 404 for another user’s notification or an unknown id and changes nothing', async () => {
    const owner = await registered(t);
    const other = await registered(t);
    const mine = await note(owner.id, 'Rahasia');
    for (const target of [mine, 999_999_999]) {
      const res = await other.b.delete(`/api/v1/notification/${target}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'notification_not_found', message: 'Notification not found' });
    }
    expect(ids(await owner.b.get('/api/v1/notification/today'))).toEqual([mine]);
    expect((await owner.b.get('/api/v1/notification/unread-count')).body.data.count).toBe(1);

    // Members only, with the CSRF token, and a readable id.
    expect((await t.browser().delete(`/api/v1/notification/${mine}`)).status).toBe(401);
    const forged = await owner.b.request('DELETE', `/api/v1/notification/${mine}`, undefined, {
      'x-csrf-token': 'forged',
    });
    expect(forged.status).toBe(419);
    expect((await owner.b.delete('/api/v1/notification/abc')).status).toBe(422);
    expect(ids(await owner.b.get('/api/v1/notification/today'))).toEqual([mine]);
  });

  it('hides a news item for the member who deletes it only', async () => {
    const u1 = await registered(t);
    const u2 = await registered(t);
    const n = await publishNews(t.deps, { title: 'Promo kuota malam', body: 'Diskon', status: 1 });
    const news1 = (await u1.b.get('/api/v1/notification/unread-count')).body.data.news;
    expect(news1).toBeGreaterThanOrEqual(1);

    const res = await u1.b.delete(`/api/v1/notification/${n.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ removed: 1, unread: { news: news1 - 1 } });
    expect(ids(await u1.b.get('/api/v1/notification/news'))).not.toContain(n.id);
    expect((await u1.b.get(`/api/v1/notification/news/${n.id}`)).status).toBe(404);
    expect(ids(await u1.b.post('/api/v1/notification/unread'))).not.toContain(n.id);
    expect((await u1.b.post('/api/v1/notification/mark-as-read', { id: n.id })).status).toBe(404);
    expect((await u1.b.delete(`/api/v1/notification/${n.id}`)).status).toBe(404);

    // Everyone else still has it, unread.
    const list2 = await u2.b.get('/api/v1/notification/news');
    expect(list2.body.data.find((x: { id: number }) => x.id === n.id)).toMatchObject({ is_read: false });
    expect(ids(await u2.b.post('/api/v1/notification/unread'))).toContain(n.id);
    expect((await u2.b.get(`/api/v1/notification/news/${n.id}`)).status).toBe(200);

    // A read news item can be deleted too; the row stays in the table for the others.
    const read = await publishNews(t.deps, { title: 'Sudah dibaca' });
    await u1.b.post('/api/v1/notification/mark-as-read', { id: read.id });
    expect((await u1.b.delete(`/api/v1/notification/${read.id}`)).body.data.removed).toBe(1);
    expect(await t.database.query('SELECT 1 FROM news WHERE id = ANY($1)', [[n.id, read.id]])).toHaveLength(
      2,
    );
  });
});

describe('clearing a tab', () => {
  it('clears today and the archive separately, with the unread counts after', async () => {
    const { b, id } = await registered(t);
    const today = [await note(id, 'Satu'), await note(id, 'Dua')];
    await b.post(`/api/v1/notification/${today[0]}/read`);
    const archived = [await note(id, 'Kemarin 1', yesterday()), await note(id, 'Kemarin 2', yesterday())];
    const other = await registered(t);
    const othersNote = await note(other.id, 'Punya orang lain');

    const events = await heard(id, async () => {
      const res = await b.post('/api/v1/notification/clear', { type: 'today' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { unread } = res.body.data;
      expect(res.body.data).toEqual({
        removed: 2,
        unread: { count: 2 + unread.news, today: 0, archive: 2, news: unread.news },
      });
    });
    expect(events.map((e) => [e.event, (e.payload as { type?: string }).type])).toEqual([
      ['notification.deleted', 'today'],
    ]);
    expect((await b.get('/api/v1/notification/today')).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(ids(await b.get('/api/v1/notification/archive')).sort()).toEqual([...archived].sort());
    expect((await b.get(`/api/v1/notification/today/${today[1]}`)).status).toBe(404);

    const res = await b.post('/api/v1/notification/clear', { type: 'archive' });
    expect(res.body.data).toMatchObject({ removed: 2, unread: { today: 0, archive: 0 } });
    expect((await b.get('/api/v1/notification/archive')).body.meta.total).toBe(0);
    // An empty tab clears to nothing.
    expect((await b.post('/api/v1/notification/clear', { type: 'archive' })).body.data.removed).toBe(0);
    // Other members keep theirs.
    expect(ids(await other.b.get('/api/v1/notification/today'))).toEqual([othersNote]);
  });

  it('clears the news tab for the member only', async () => {
    const u1 = await registered(t);
    const u2 = await registered(t);
    await publishNews(t.deps, { title: 'Berita A' });
    await publishNews(t.deps, { title: 'Berita B' });
    const scheduled = await publishNews(t.deps, {
      title: 'Nanti',
      publishedAt: new Date(Date.now() + 86400_000),
    });
    const shown = (await u1.b.get('/api/v1/notification/news')).body.meta.total;
    expect(shown).toBeGreaterThanOrEqual(2);
    const own = await note(u1.id, 'Pribadi');

    const res = await u1.b.post('/api/v1/notification/clear', { type: 'news' });
    expect(res.body.data).toEqual({ removed: shown, unread: { count: 1, today: 1, archive: 0, news: 0 } });
    expect((await u1.b.get('/api/v1/notification/news')).body.meta.total).toBe(0);
    expect(ids(await u1.b.post('/api/v1/notification/unread'))).toEqual([own]);
    expect((await u2.b.get('/api/v1/notification/news')).body.meta.total).toBe(shown);
    expect((await u2.b.get('/api/v1/notification/unread-count')).body.data.news).toBe(shown);
    // News published later is not touched by an earlier clear.
    await t.database.query(`UPDATE news SET published_at = now() - interval '1 minute' WHERE id = $1`, [
      scheduled.id,
    ]);
    expect(ids(await u1.b.get('/api/v1/notification/news'))).toEqual([scheduled.id]);
  });

  it('refuses a tab it does not know', async () => {
    const { b } = await registered(t);
    for (const body of [{}, { type: 'later' }, { type: ['today'] }])
      expect((await b.post('/api/v1/notification/clear', body)).status).toBe(422);
    expect((await t.browser().post('/api/v1/notification/clear', { type: 'today' })).status).toBe(401);
  });
});
