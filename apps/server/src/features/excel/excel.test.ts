import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/db.js';
import { funded, type Member } from '../../test/kit.js';
import { purchaseWorld } from '../../test/purchase-world.js';
import { claimWithinDailyLimit } from './excel.service.js';
import { settleRuns } from './index.js';

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx with a header row and these [product code, destination] rows. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Transaksi');
  ws.addRow(['Kode produk', 'Nomor tujuan']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Distinct Telkomsel numbers (the same-number rule must not bite). */
let numberSeq = Math.floor(Math.random() * 1_000_000);
const telkomsel = () => `0812${String(numberSeq++ % 100_000_000).padStart(8, '0')}`;

async function upload(m: Member, fileName: string, bytes: Buffer) {
  const boundary = `----konter${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${XLSX}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/v1/prabayar/excel/upload',
    remoteAddress: m.b.ip,
    headers: {
      cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': m.b.csrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const agent = (deposit: number) => funded(w.t, deposit, { category: 2, permissions: ['excel_topup'] });

const excelTransactions = (userId: number) =>
  w.t.database.query<{ ref_id: string; idempotency_key: string; status: string; price: number }>(
    "SELECT ref_id, idempotency_key, status, price::int AS price FROM transactions WHERE user_id = $1 AND idempotency_key LIKE 'excel:%' ORDER BY id",
    [userId],
  );

describe('excel bulk top-up', () => {
  it('serves the template with the columns and an example row of a real product', async () => {
    const m = await agent(0);
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/prabayar/excel/template',
      headers: { cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.length).toBe(2);
    expect(wb.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Kode produk', 'Nomor tujuan']);
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, 'tsel5', '081234567890']);
  });

  it('refuses members without the permission', async () => {
    const m = await funded(w.t, 0);
    expect((await upload(m, 'a.xlsx', await workbook([['tsel5', telkomsel()]]))).status).toBe(403);
  });

  it('validates 100 rows, buys them all once with the PIN, and balances add up', async () => {
    const m = await agent(2_000_000);
    const rows = Array.from({ length: 100 }, () => ['tsel5', telkomsel()]);
    const up = await upload(m, 'seratus.xlsx', await workbook(rows));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const u = up.body.data;
    expect(u).toMatchObject({ file_name: 'seratus.xlsx', status: 'validated', valid: 100, invalid: 0 });
    expect(u.rows).toHaveLength(100);
    expect(u.rows[0]).toMatchObject({ row: 2, product_code: 'tsel5', status: 'ok', ref_id: null });
    const total = u.rows.reduce((s: number, r: { price: number }) => s + r.price, 0);
    expect(u.total_price).toBe(total);
    // Nothing bought on upload.
    expect(await excelTransactions(m.id)).toEqual([]);
    expect((await m.balances()).deposit).toBe(2_000_000);

    const wrong = await m.b.post(`/api/v1/prabayar/excel/${u.id}/process`, { pin: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.pin[0]).toMatchObject({ code: 'incorrect_pin', params: { attempts_left: 4 } });
    expect(await excelTransactions(m.id)).toEqual([]);

    const ok = await m.b.post(`/api/v1/prabayar/excel/${u.id}/process`, { pin: '112233' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('processing');
    // A second confirmation answers the same upload and buys nothing more.
    const again = await m.b.post(`/api/v1/prabayar/excel/${u.id}/process`, { pin: '112233' });
    expect(again.status).toBe(200);
    await settleRuns(w.t.deps);

    const trxs = await excelTransactions(m.id);
    expect(trxs).toHaveLength(100);
    expect(new Set(trxs.map((t) => t.idempotency_key)).size).toBe(100);
    // Every purchase settles (the simulator succeeds any valid number).
    await expect
      .poll(async () => (await excelTransactions(m.id)).filter((t) => t.status === 'success').length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(100);
    expect((await m.balances()).deposit).toBe(2_000_000 - total);

    const detail = await m.b.get(`/api/v1/prabayar/excel/${u.id}`);
    expect(detail.body.data.status).toBe('done');
    expect(detail.body.data.counts).toMatchObject({ placed: 100, failed: 0, success: 100 });
    expect(detail.body.data.rows[0]).toMatchObject({ status: 'placed', transaction_status: 'success' });
    expect(detail.body.data.rows[0].serial_number).toMatch(/\d{6,}/);

    // Processing again later still buys nothing.
    await m.b.post(`/api/v1/prabayar/excel/${u.id}/process`, { pin: '112233' });
    await settleRuns(w.t.deps);
    expect(await excelTransactions(m.id)).toHaveLength(100);

    const list = await m.b.get('/api/v1/prabayar/excel');
    expect(list.body.data[0]).toMatchObject({ id: u.id, status: 'done', counts: { success: 100 } });

    const exp = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/prabayar/excel/${u.id}/export?lang=en`,
      headers: { cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(101);
    expect(sheet.getRow(2).getCell(6).value).toBe('Success');
    expect(sheet.getRow(2).getCell(9).value).toBeInstanceOf(Date);
  });

  it('refuses a 101-row file and a file name used today, changing nothing', async () => {
    const m = await agent(100_000);
    const big = await upload(
      m,
      'besar.xlsx',
      await workbook(Array.from({ length: 101 }, () => ['tsel5', telkomsel()])),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors.file[0]).toMatchObject({ code: 'excel_too_many_rows', params: { max: 100 } });

    const first = await upload(m, 'harian.xlsx', await workbook([['tsel5', telkomsel()]]));
    expect(first.status).toBe(201);
    const second = await upload(m, 'HARIAN.xlsx', await workbook([['tsel5', telkomsel()]]));
    expect(second.status).toBe(422);
    expect(second.body.errors.file[0].code).toBe('excel_file_name_taken');
    const list = await m.b.get('/api/v1/prabayar/excel');
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses what is not an xlsx with data rows', async () => {
    const m = await agent(0);
    const notXlsx = await upload(m, 'data.xlsx', Buffer.from('hello,world'));
    expect(notXlsx.body.errors.file[0].code).toBe('excel_invalid_file');
    const empty = await upload(m, 'kosong.xlsx', await workbook([]));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file[0].code).toBe('excel_invalid_file');
    const csv = await upload(m, 'data.csv', await workbook([['tsel5', telkomsel()]]));
    expect(csv.body.errors.file[0].code).toBe('excel_invalid_file');
  });

  it('lists invalid rows with their reasons; insufficient balance fails a row and the rest go on', async () => {
    const m = await agent(8_000);
    const n = telkomsel();
    const up = await upload(
      m,
      'campur.xlsx',
      await workbook([
        ['tsel5', n],
        ['nosuch', telkomsel()],
        ['tsel5', '0812'],
        ['tsel5', '087812345678'],
        ['tsel5', n],
        ['tsel5', telkomsel()],
        ['tsel5', Number(telkomsel().slice(1))],
      ]),
    );
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const rows = up.body.data.rows as { row: number; status: string; error?: { code: string } }[];
    expect(rows.map((r) => [r.row, r.status, r.error?.code])).toEqual([
      [2, 'ok', undefined],
      [3, 'invalid', 'incorrect_product_code'],
      [4, 'invalid', 'invalid_number'],
      [5, 'invalid', 'number_mismatch'],
      [6, 'invalid', 'same_number_limit'],
      [7, 'ok', undefined],
      // A number typed as a number (no leading 0) is read as the mobile number it is.
      [8, 'ok', undefined],
    ]);
    expect(up.body.data).toMatchObject({ valid: 3, invalid: 4 });

    const ok = await m.b.post(`/api/v1/prabayar/excel/${up.body.data.id}/process`, { pin: '112233' });
    expect(ok.status).toBe(200);
    await settleRuns(w.t.deps);
    const detail = (await m.b.get(`/api/v1/prabayar/excel/${up.body.data.id}`)).body.data;
    // 8.000 covers one tsel5 (about 5.500): the next two are refused for the balance.
    expect(detail.counts).toMatchObject({ placed: 1, failed: 2 });
    expect(
      detail.rows
        .filter((r: { status: string }) => r.status === 'failed')
        .map((r: { error: { code: string } }) => r.error.code),
    ).toEqual(['insufficient_balance', 'insufficient_balance']);
    expect(await excelTransactions(m.id)).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres())('excel processing on PostgreSQL', () => {
  it('two concurrent process calls buy each row once', async () => {
    const m = await agent(1_000_000);
    const rows = Array.from({ length: 20 }, () => ['tsel5', telkomsel()]);
    const up = await upload(m, 'bersamaan.xlsx', await workbook(rows));
    expect(up.status).toBe(201);
    const id = up.body.data.id;
    const [a, b] = await Promise.all([
      m.b.post(`/api/v1/prabayar/excel/${id}/process`, { pin: '112233' }),
      m.b.post(`/api/v1/prabayar/excel/${id}/process`, { pin: '112233' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await settleRuns(w.t.deps);
    const trxs = await excelTransactions(m.id);
    expect(trxs).toHaveLength(20);
    expect(new Set(trxs.map((t) => t.idempotency_key)).size).toBe(20);
    const sum = trxs.reduce((s, t) => s + t.price, 0);
    await expect
      .poll(async () => (await m.balances()).deposit, { timeout: 20_000, interval: 200 })
      .toBe(1_000_000 - sum);
  });

  it('uploads confirmed at the same moment never exceed the daily Excel limit together', async () => {
    const m = await agent(1_000_000);
    const ids: number[] = [];
    for (const name of ['batas-a.xlsx', 'batas-b.xlsx', 'batas-c.xlsx', 'batas-d.xlsx']) {
      const up = await upload(
        m,
        name,
        await workbook(Array.from({ length: 10 }, () => ['tsel5', telkomsel()])),
      );
      expect(up.status).toBe(201);
      ids.push(up.body.data.id);
    }
    // Each fits alone (10 ≤ 15); any two do not: exactly one is claimed, the others are refused.
    const outcomes = await Promise.allSettled(
      ids.map((id) => claimWithinDailyLimit(w.t.deps, { id, userId: m.id, validCount: 10 }, 15)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => [o.reason.code, o.reason.params])).toEqual(
      Array(3).fill(['excel_daily_limit', { limit: 15, remaining: 5 }]),
    );
    const processing = await w.t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM excel_uploads WHERE user_id = $1 AND status = 'processing'",
      [m.id],
    );
    expect(processing[0]!.n).toBe(1);
  });
});
