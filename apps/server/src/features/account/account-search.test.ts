import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { registered } from '../../test/kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const search = (m: Awaited<ReturnType<typeof registered>>, hp: string) =>
  m.b.get(`/api/v1/account/search?hp=${encodeURIComponent(hp)}`);

describe('GET account/search (the receiver of a deposit transfer)', () => {
  it('tells a member without the deposit_transfer permission nothing: 403, no name', async () => {
    const target = await registered(t, { fields: { name: 'Rahasia Pemilik Nomor' } });
    const member = await registered(t);
    for (const hp of [target.hp, target.hp.replace(/^0/, '62'), '081299999999']) {
      const res = await search(member, hp);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'forbidden', message: 'Unauthorized Access!' });
      expect(JSON.stringify(res.body)).not.toContain('Rahasia');
    }
    // An administrator grants the permission: the same member now sees the name.
    await t.database.query('UPDATE users SET permissions = $2 WHERE id = $1', [
      member.id,
      ['deposit_transfer'],
    ]);
    const found = await search(member, target.hp);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ hp: target.hp, name: 'Rahasia Pemilik Nomor' });
  });

  it('answers a member who may transfer 30 lookups per 10 minutes, then 429 with Retry-After', async () => {
    const target = await registered(t, { fields: { name: 'Budi Penerima' } });
    const member = await registered(t, { permissions: ['deposit_transfer'] });
    for (let i = 0; i < 30; i++) {
      // Found and not found both count: a miss also tells whether a number is a member.
      const res = await search(member, i % 2 ? target.hp : `0812000${String(i).padStart(5, '0')}`);
      expect(res.status).toBe(i % 2 ? 200 : 404);
    }
    const over = await search(member, target.hp);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'too_many_attempts' });
    expect(JSON.stringify(over.body)).not.toContain('Budi');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Per account: another member who may transfer is not affected.
    const other = await registered(t, { permissions: ['deposit_transfer'] });
    expect((await search(other, target.hp)).status).toBe(200);
  });
});
