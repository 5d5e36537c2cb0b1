import { reasonCatalogue } from '@konter/core/messages/reasons';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jakartaDay } from '../../lib/time.js';
import { buyer, purchaseWorld, settled } from '../../test/purchase-world.js';
import { expireInquiries } from './postpaid.service.js';
import { containsPattern } from './transaction-report.repository.js';

// The owner's transaction report (GET transaction and its Excel export): search, the refunded
// filter, checked-only postpaid bills left out, and a workbook in the reader's language.

let w: Awaited<ReturnType<typeof purchaseWorld>>;
beforeAll(async () => {
  w = await purchaseWorld();
});
afterAll(async () => {
  await w.simulator.stop();
  await w.t.app.close();
});

type Member = Awaited<ReturnType<typeof buyer>>;
const buy = async (m: Member, product_code: string, destination: string) => {
  const res = await m.b.post('/api/v1/prabayar/transaction', { product_code, destination, pin: '112233' });
  expect(res.status).toBe(201);
  return settled(m.b, res.body.data.ref_id);
};
const list = async (m: Member, query: string) => {
  const res = await m.b.get(`/api/v1/transaction?${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    data: { ref_id: string; status: string; refunded: boolean }[];
    meta: { total: number };
  };
};
type Trx = Awaited<ReturnType<typeof buy>>;
const refs = (page: { data: { ref_id: string }[] }) => page.data.map((t) => t.ref_id).sort();

/** The export's workbook as a reader opens it, asked in `lang`. */
async function download(m: Member, query: string, lang?: string) {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/v1/transaction/export.xlsx?${query}`,
    headers: {
      cookie: [...m.b.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-requested-with': 'XMLHttpRequest',
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as never);
  const ws = wb.worksheets[0]!;
  const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const rows = [];
  for (let i = 2; i <= ws.rowCount; i++) {
    const row = ws.getRow(i);
    rows.push(Object.fromEntries(headers.map((h, c) => [h, row.getCell(c + 1)])));
  }
  return { ws, headers, rows };
}

describe('transaction report', () => {
  // One member with a sale and a refunded failure, made by the first test that needs them
  // (settling polls, which vitest allows inside a test only).
  let made: Promise<{ m: Member; ok: Trx; failed: Trx }> | undefined;
  const member = () =>
    (made ??= (async () => {
      const m = await buyer(w.t, 200_000);
      return { m, ok: await buy(m, 'tsel10', '081277770001'), failed: await buy(m, 'xl10', '087800001232') };
    })());

  it('searches ref ID, destination and product name, with LIKE wildcards taken literally', async () => {
    const { m, ok, failed } = await member();
    expect(ok.status).toBe('success');
    expect(refs(await list(m, `search=${ok.ref_id.slice(-6).toLowerCase()}`))).toEqual([ok.ref_id]);
    expect(refs(await list(m, 'search=77770001'))).toEqual([ok.ref_id]);
    expect(refs(await list(m, `search=${encodeURIComponent(failed.product_name.toUpperCase())}`))).toEqual([
      failed.ref_id,
    ]);
    expect((await list(m, 'search=%25')).meta.total).toBe(0);
    expect((await list(m, 'search=0812_7770001')).meta.total).toBe(0);
    expect((await list(m, 'search=%20%20')).meta.total).toBe(2);
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    // Another member's purchases are never found.
    const other = await buyer(w.t, 0);
    expect((await list(other, `search=${ok.ref_id}`)).meta.total).toBe(0);
  });

  it('refuses a search that is too long or holds control characters (422)', async () => {
    const { m } = await member();
    for (const q of [`search=${'a'.repeat(65)}`, 'search=ab%00c', 'search=a%0Ab']) {
      const res = await m.b.get(`/api/v1/transaction?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.errors.search).toBeDefined();
    }
  });

  it('finds refunded purchases: failed with the money back in the deposit', async () => {
    const { m, ok, failed } = await member();
    expect(failed).toMatchObject({ status: 'failed', refunded: true });
    expect(ok.refunded).toBe(false);
    const page = await list(m, 'status=refunded');
    expect(page.data).toEqual([expect.objectContaining({ ref_id: failed.ref_id, refunded: true })]);
    expect(page.meta.total).toBe(1);
    expect((await m.balances()).deposit).toBe(200_000 - ok.buying_price);
    expect(refs(await list(m, 'status=success'))).toEqual([ok.ref_id]);
  });

  it('leaves checked-only postpaid bills out of the list, the count and the export', async () => {
    const p = await buyer(w.t, 500_000);
    const check = (customer_no: string) =>
      p.b.post('/api/v1/pascabayar/inquiry', { product_code: 'pln', customer_no });
    const paid = (await check('530000000021')).body.data;
    const open = (await check('530000000022')).body.data;
    const old = (await check('530000000023')).body.data;
    // Yesterday's check, expired by the daily job: still not a purchase.
    await w.t.database.query(
      `UPDATE transactions SET created_at = created_at - interval '1 day' WHERE ref_id = $1`,
      [old.ref_id],
    );
    expect(await expireInquiries(w.t.deps)).toBe(1);
    expect((await p.b.post('/api/v1/pascabayar/pay', { ref_ids: [paid.ref_id], pin: '112233' })).status).toBe(
      201,
    );
    await settled(p.b, paid.ref_id);

    const all = await list(p, 'kind=postpaid');
    expect(refs(all)).toEqual([paid.ref_id]);
    expect(all.meta.total).toBe(1);
    expect((await list(p, 'kind=postpaid&status=expired')).meta.total).toBe(0);
    const file = await download(p, 'kind=postpaid');
    expect(file.rows.map((r) => r['Ref ID']!.value)).toEqual([paid.ref_id]);
    // Asked for by name, today's open checks are still there to pay.
    expect(refs(await list(p, 'kind=postpaid&status=inquiry'))).toEqual([open.ref_id]);
  });

  it('exports real dates in WIB, rupiah numbers, and statuses in the reader’s language', async () => {
    const { m, ok, failed } = await member();
    const day = jakartaDay();
    const q = `from=${day}&to=${day}&kind=prepaid`;
    const en = await download(m, q, 'en-US,en;q=0.9');
    expect(en.ws.name).toBe('Transactions');
    expect(en.headers).toEqual(
      expect.arrayContaining(['Date (WIB)', 'Status', 'Refund', 'Buying price', 'Failure reason']),
    );
    const byRef = new Map(en.rows.map((r) => [r['Ref ID']!.value, r]));
    const bad = byRef.get(failed.ref_id)!;
    const good = byRef.get(ok.ref_id)!;
    expect(bad.Status!.value).toBe('Failed');
    expect(bad.Refund!.value).toBe('Money returned');
    expect(bad['Failure reason']!.value).toBe(reasonCatalogue.reason_supplier_failed.en);
    expect(good.Status!.value).toBe('Success');
    expect(good.Kind!.value).toBe('Prepaid');

    const date = good['Date (WIB)']!;
    expect(date.value).toBeInstanceOf(Date);
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // The cell's clock is Jakarta's: the instant plus seven hours, read as a zone-less date.
    const wib = new Date(new Date(ok.created_at).getTime() + 7 * 3600_000);
    expect(Math.abs((date.value as Date).getTime() - wib.getTime())).toBeLessThan(1000);
    expect((date.value as Date).toISOString().slice(0, 10)).toBe(day);
    expect(good['Settled (WIB)']!.value).toBeInstanceOf(Date);

    const price = good['Buying price']!;
    expect(price.value).toBe(ok.buying_price);
    expect(price.numFmt).toBe('"Rp" #,##0');
    expect(good['Balance after']!.value).toBe(ok.end_balance);

    const id = await download(m, q, 'id');
    expect(id.ws.name).toBe('Transaksi');
    const idBad = id.rows.find((r) => r['Ref ID']!.value === failed.ref_id)!;
    expect(idBad.Status!.value).toBe('Gagal');
    expect(idBad['Pengembalian dana']!.value).toBe('Dana dikembalikan');
    expect(idBad['Alasan gagal']!.value).toBe(reasonCatalogue.reason_supplier_failed.id);
    expect(id.headers).toContain('Tanggal (WIB)');

    // A download link names the page's language, whatever the browser's Accept-Language says.
    const linked = await download(m, `${q}&lang=en`, 'id-ID,id;q=0.9');
    expect(linked.ws.name).toBe('Transactions');
    expect(linked.headers[0]).toBe('Date (WIB)');

    const refunds = await download(m, `${q}&status=refunded`, 'zh');
    expect(refunds.rows.map((r) => r.参考号!.value)).toEqual([failed.ref_id]);
    expect(refunds.rows[0]!.状态!.value).toBe('失败');
  });
});
