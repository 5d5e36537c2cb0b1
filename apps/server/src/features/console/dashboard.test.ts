import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../test/app.js';
import { onPostgres } from '../../test/db.js';
import { PNG_DATA_URL } from '../../test/deposit-world.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { setCategory } from '../admin/index.js';
import { sweepStaffSockets } from '../realtime/index.js';
import { STAFF_TEST_PASSWORD, signInStaff, staffTeam } from './staff-world.js';

// The console's dashboard (figures of today and this month, the supplier's balance through its
// balance call, deposits by channel, pending approvals), the master-promotion kind of the queue, and
// the staff sockets' live `console:changed` — on the real database, with the Digiflazz simulator as
// the supplier and the app listening on a loopback port.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
let owner: TestBrowser;
let finance: TestBrowser;
let catalogue: TestBrowser;
const sockets: Socket[] = [];

beforeAll(async () => {
  w = await purchaseWorld();
  ({ owner, finance, catalogue } = await staffTeam(w.t, { finance: ['finance'], catalogue: ['catalogue'] }));
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await w.simulator.stop();
  await w.t.app.close();
});

type Buyer = Awaited<ReturnType<typeof buyer>>;
const buy = async (a: Buyer, code = 'tsel10', destination = '081255550001') => {
  const res = await a.b.post('/api/v1/prabayar/transaction', {
    product_code: code,
    destination,
    pin: '112233',
    payment_method: 'deposit',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return settled(a.b, res.body.data.ref_id);
};

/** The dashboard now: the process keeps figures a few seconds, a test reads them fresh. */
async function dashboardOf(b: TestBrowser) {
  w.t.deps.dashboard.figures = undefined;
  w.t.deps.dashboard.counts = undefined;
  const res = await b.get('/api/v1/console/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const cookieOf = (b: TestBrowser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A socket of the console's namespace with the browser's cookies; rejects when refused. */
function consoleSocket(b: TestBrowser): Promise<Socket> {
  const socket = connectClient(`${w.address}/console`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: cookieOf(b) },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

describe(`dashboard (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('adds up today and this month: successful sales with their margin, purchases by status', async () => {
    const before = await dashboardOf(owner);
    const a = await buyer(w.t, 200_000);
    const ok = await buy(a, 'tsel10', '081255550011');
    expect(ok.status).toBe('success');
    const [row] = await w.t.database.query<{ price: string; supplier_price: string }>(
      'SELECT price, supplier_price FROM transactions WHERE ref_id = $1',
      [ok.ref_id],
    );
    const price = Number(row!.price);
    const margin = price - Number(row!.supplier_price);
    expect(margin).toBeGreaterThan(0);

    // The settlement's event made the process forget the figures it kept: no stale answer.
    const kept = await catalogue.get('/api/v1/console/dashboard');
    expect(kept.body.data.sales.today.count).toBe(before.sales.today.count + 1);
    const after = await dashboardOf(catalogue);
    for (const period of ['today', 'month'] as const) {
      expect(after.sales[period]).toEqual({
        count: before.sales[period].count + 1,
        amount: before.sales[period].amount + price,
        margin: before.sales[period].margin + margin,
      });
    }
    const success = (d: typeof after) =>
      d.purchases_today.find((p: { status: string }) => p.status === 'success') ?? { count: 0, amount: 0 };
    expect(success(after)).toEqual({
      status: 'success',
      count: success(before).count + 1,
      amount: success(before).amount + price,
    });
    // Catalogue staff decide nothing: no approvals on their dashboard; finance sees theirs.
    expect(after.approvals).toEqual([]);
    expect((await dashboardOf(finance)).approvals.map((c: { kind: string }) => c.kind)).toEqual([
      'deposit',
      'loan',
      'payment',
      'promotion',
    ]);
    const member = await buyer(w.t, 0);
    expect((await member.b.get('/api/v1/console/dashboard')).status).toBe(401);
  });

  it("shows the supplier's balance from its balance call, kept a minute, with the low-balance warning", async () => {
    w.t.deps.dashboard.balance = undefined;
    const first = await dashboardOf(owner);
    expect(first.supplier).toMatchObject({
      balance: w.simulator.state.deposit,
      threshold: 1_000_000,
      low: false,
    });
    expect(first.supplier.checked_at).not.toBeNull();
    const was = w.simulator.state.deposit;
    w.simulator.state.deposit = 250_000;
    // Within the minute the process answers the balance it read (no new call to the supplier).
    expect((await dashboardOf(owner)).supplier).toMatchObject({ balance: was, low: false });
    w.t.deps.dashboard.balance = undefined; // the minute is over
    expect((await dashboardOf(owner)).supplier).toMatchObject({ balance: 250_000, low: true });
    w.simulator.state.deposit = was;
    w.t.deps.dashboard.balance = undefined;
  });

  it('counts the deposits credited today by channel and the claims waiting', async () => {
    const m = await buyer(w.t, 0);
    const topup = await m.b.post('/api/v1/deposit/topup', { nominal: 60_000, method: 'bank_transfer:bri' });
    expect(topup.status, JSON.stringify(topup.body)).toBe(201);
    const code = topup.body.data.code as string;
    expect(
      (await m.b.post(`/api/v1/deposit/topup/${code}/claim`, { proof_image: PNG_DATA_URL })).status,
    ).toBe(200);
    const before = await dashboardOf(finance);
    const waiting = before.approvals.find((c: { kind: string }) => c.kind === 'deposit').count;
    expect(waiting).toBeGreaterThan(0);
    const bri = (d: typeof before) =>
      d.deposits_today.find((c: { channel: string }) => c.channel === 'bank_transfer:bri') ?? {
        count: 0,
        amount: 0,
      };

    expect((await finance.post(`/api/v1/console/approvals/deposit/${code}/approve`, {})).status).toBe(200);
    const credited = (await m.balances()).deposit;
    expect(credited).toBeGreaterThan(0);
    const after = await dashboardOf(finance);
    expect(bri(after)).toEqual({
      channel: 'bank_transfer:bri',
      count: bri(before).count + 1,
      amount: bri(before).amount + credited,
    });
    expect(after.approvals.find((c: { kind: string }) => c.kind === 'deposit').count).toBe(waiting - 1);
  });
});

describe('master promotion candidates in the queue', () => {
  it('lists an agent with Rp 1.000.000 in 30 days; two approvals promote once; a rejection leaves the queue', async () => {
    const a = await buyer(w.t, 1_100_000);
    await setCategory(w.t.deps, a.u.email, 2);
    const b = await buyer(w.t, 1_100_000);
    await setCategory(w.t.deps, b.u.email, 2);
    expect((await buy(a, 'pln1000', '530000000001')).status).toBe('success');
    expect((await buy(b, 'pln1000', '530000000002')).status).toBe('success');

    const queue = await finance.get('/api/v1/console/approvals?kind=promotion');
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find((i: { id: string }) => i.id === String(a.id));
    expect(item).toMatchObject({ kind: 'promotion', member: { id: a.id }, image: null });
    expect(item.amount).toBeGreaterThanOrEqual(1_000_000);
    expect(item.fields).toContainEqual({ key: 'sales_count', value: 1, format: 'number' });

    const results = await Promise.all([
      finance.post(`/api/v1/console/approvals/promotion/${a.id}/approve`, {}),
      owner.post(`/api/v1/console/approvals/promotion/${a.id}/approve`, {}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const category = async (id: number) =>
      Number(
        (await w.t.database.query<{ category: number }>('SELECT category FROM users WHERE id = $1', [id]))[0]!
          .category,
      );
    expect(await category(a.id)).toBe(3);
    const promoted = await w.t.database.query(
      "SELECT id FROM notifications WHERE user_id = $1 AND title_key = 'agency_promoted_title'",
      [a.id],
    );
    expect(promoted).toHaveLength(1);

    const rejected = await finance.post(`/api/v1/console/approvals/promotion/${b.id}/reject`, {
      reason: 'Tunggu tiga bulan',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await category(b.id)).toBe(2);
    const ids = (await finance.get('/api/v1/console/approvals?kind=promotion')).body.data.items.map(
      (i: { id: string }) => i.id,
    );
    expect(ids).not.toContain(String(a.id));
    expect(ids).not.toContain(String(b.id));
    expect((await finance.get(`/api/v1/console/approvals/promotion/${b.id}`)).body.data.pending).toBe(false);
    const late = await owner.post(`/api/v1/console/approvals/promotion/${b.id}/approve`, {});
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('console_already_decided');
    expect(await category(b.id)).toBe(2);
    // A member below the threshold is no candidate.
    const c = await buyer(w.t, 0);
    expect((await finance.get(`/api/v1/console/approvals/promotion/${c.id}`)).status).toBe(404);
  });
});

describe('live counters (Socket.IO namespace /console)', () => {
  it('lets staff in by the staff cookie only, and tells them when a purchase settles', async () => {
    const member = await buyer(w.t, 50_000);
    await expect(consoleSocket(member.b)).rejects.toThrow(/unauthenticated/);
    await expect(consoleSocket(w.t.browser())).rejects.toThrow(/unauthenticated/);

    const socket = await consoleSocket(catalogue);
    const heard = new Promise<void>((resolve) => socket.once('console:changed', () => resolve()));
    expect((await buy(member, 'tsel10', '081255550099')).status).toBe('success');
    await heard;
  });

  it('tells staff when a request arrives; members never hear it', async () => {
    const socket = await consoleSocket(finance);
    const m = await buyer(w.t, 0);
    const memberSocket = connectClient(w.address, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: cookieOf(m.b) },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(memberSocket);
    const memberHeard: string[] = [];
    memberSocket.onAny((event: string) => memberHeard.push(event));
    await new Promise<void>((resolve) => memberSocket.once('connect', () => resolve()));
    const channel = `private-user.${m.id}`;
    const auth = await m.b.post('/api/v1/broadcasting/auth', {
      socket_id: memberSocket.id,
      channel_name: channel,
    });
    expect(await memberSocket.emitWithAck('subscribe', { channel, auth: auth.body.auth })).toEqual({
      ok: true,
    });

    // Past the throttle window of the earlier events, then a new request.
    await new Promise((r) => setTimeout(r, 2_100));
    const heard = new Promise<void>((resolve) => socket.once('console:changed', () => resolve()));
    expect((await m.b.post('/api/v1/prabayar/excel/access-request', {})).status).toBe(201);
    await heard;
    await new Promise((r) => setTimeout(r, 300));
    expect(memberHeard).not.toContain('console:changed');
  });

  it('drops a staff socket once its session ends', async () => {
    const b = await signInStaff(w.t, 'catalogue@konter.test', STAFF_TEST_PASSWORD);
    const socket = await consoleSocket(b);
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    expect((await b.post('/api/v1/console/auth/logout', {})).status).toBe(200);
    expect(await sweepStaffSockets(w.t.app.realtime as never, w.t.deps)).toBeGreaterThanOrEqual(1);
    await gone;
  });
});
