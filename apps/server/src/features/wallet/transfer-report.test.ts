import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import type { TestApp } from '../../test/app.js';
import { depositApp, type Member, member } from '../../test/deposit-world.js';
import { setPermission } from '../admin/index.js';
import { setDepositSetting } from '../deposit/index.js';
import { setSiteSetting } from '../site/index.js';

// GET deposit/transfer/history: the transfer-deposit report of one member, sent and received.

let t: TestApp;
beforeAll(async () => {
  t = await depositApp();
  await setSiteSetting(t.database.db, 'allow_transfer', 'true');
  await setDepositSetting(t.database.db, 'allow_deposit_transfer', 'true');
});

async function send(from: Member, to: Member, amount: number, note?: string) {
  await setPermission(t.deps, from.hp, 'deposit_transfer', true);
  const res = await from.b.post('/api/v1/deposit/transfer', {
    phone: to.hp,
    amount,
    password: from.password,
    ...(note ? { note } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.data as { code: string };
}

const report = async (m: Member, query = '') => {
  const res = await m.b.get(`/api/v1/deposit/transfer/history${query}`);
  expect(res.status).toBe(200);
  return res.body as { data: Record<string, unknown>[]; meta: { total: number; last_page: number } };
};

describe('transfer-deposit report', () => {
  it("lists the member's transfers sent and received, newest first, never anyone else's", async () => {
    const ana = await member(t, { deposit: 100_000, name: 'Ana Lestari' });
    const budi = await member(t, { deposit: 50_000, name: 'Budi Santoso' });
    const citra = await member(t, { deposit: 50_000, name: 'Citra Dewi' });
    const out = await send(ana, budi, 10_000, 'Bayar pulsa');
    const back = await send(budi, ana, 5_000);
    const elsewhere = await send(citra, budi, 7_000);

    const page = await report(ana);
    expect(page.meta.total).toBe(2);
    expect(page.data).toEqual([
      {
        code: back.code,
        direction: 'received',
        amount: 5_000,
        counterpart_name: 'Budi Santoso',
        counterpart_phone: budi.hp,
        note: null,
        balance_after: 95_000,
        created_at: expect.any(String),
      },
      {
        code: out.code,
        direction: 'sent',
        amount: 10_000,
        counterpart_name: 'Budi Santoso',
        counterpart_phone: budi.hp,
        note: 'Bayar pulsa',
        balance_after: 90_000,
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(page)).not.toContain(elsewhere.code);

    const budiPage = await report(budi);
    expect(budiPage.data.map((r) => [r.code, r.direction, r.counterpart_name])).toEqual([
      [elsewhere.code, 'received', 'Citra Dewi'],
      [back.code, 'sent', 'Ana Lestari'],
      [out.code, 'received', 'Ana Lestari'],
    ]);
    expect((await report(budi, '?direction=sent')).data.map((r) => r.code)).toEqual([back.code]);
    expect((await report(budi, '?direction=received&per_page=1')).meta).toMatchObject({
      total: 2,
      last_page: 2,
    });
    // A member who moved nothing sees nothing.
    expect((await report(await member(t))).meta.total).toBe(0);
  });

  it('filters by Jakarta dates, both inclusive', async () => {
    const dewi = await member(t, { deposit: 100_000 });
    const eka = await member(t);
    const old = await send(dewi, eka, 1_000);
    const recent = await send(dewi, eka, 2_000);
    await t.database.query(
      `UPDATE deposit_transfers SET created_at = created_at - interval '3 days' WHERE code = $1`,
      [old.code],
    );
    const today = jakartaDay();
    const threeDaysAgo = jakartaDay(new Date(Date.now() - 3 * 86_400_000));
    expect((await report(dewi, `?from=${today}&to=${today}`)).data.map((r) => r.code)).toEqual([recent.code]);
    expect((await report(eka, `?from=${threeDaysAgo}&to=${threeDaysAgo}`)).data.map((r) => r.code)).toEqual([
      old.code,
    ]);
    expect((await report(dewi, `?from=${threeDaysAgo}`)).meta.total).toBe(2);
  });

  it('answers 422 to a bad query and 401 to a visitor', async () => {
    const m = await member(t);
    for (const q of ['?direction=both', '?from=2026-13-01', '?per_page=500', '?page=0']) {
      const res = await m.b.get(`/api/v1/deposit/transfer/history${q}`);
      expect(res.status, q).toBe(422);
    }
    expect((await t.browser().get('/api/v1/deposit/transfer/history')).status).toBe(401);
  });
});
