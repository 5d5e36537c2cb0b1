import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_MASTER, DEMO_MEMBER, demoContext, rupiah } from './helpers';

/**
 * One product of every prepaid type and one bill of every postpaid type, bought through the forms
 * (spec §1/§2), as the demo master agent (the largest deposit) against the supplier simulator's
 * documented destinations (README). Send money and bulk Excel top-up have their own journeys.
 * Each purchase must end "Transaksi berhasil" and take exactly its price from the deposit.
 */
test.describe.configure({ mode: 'serial' });

/** [type, brand to pick (its chip's name) or null, fields by label → value]. */
const PREPAID: [string, RegExp | null, [string | RegExp, string][]][] = [
  ['pulsa', null, [['Nomor HP', '081234567890']]],
  ['data', null, [['Nomor HP', '081234567890']]],
  ['smstel', null, [['Nomor HP', '081234567890']]],
  ['validityPackage', null, [['Nomor HP', '081234567890']]],
  ['starterPacks', null, [['Nomor HP', '081298765432']]],
  ['electricity', null, [[/Nomor meter/, '530000000001']]],
  ['emoney', /^DANA$/, [['Nomor HP terdaftar', '081234567890']]],
  [
    'games',
    /^MOBILE LEGENDS$/i,
    [
      ['User ID', '12345678'],
      ['Zone ID', '1234'],
    ],
  ],
  ['voucher', /^GOOGLE PLAY INDONESIA$/, [['Nomor tujuan', '081234567890']]],
  ['aktivasi-voucher', /^TELKOMSEL$/, [['Kode voucher', '1234567890123456']]],
  ['international', /^Malaysia$/, [['Nomor tujuan', '0123456789']]],
  ['tv', /^K-VISION$/, [['ID pelanggan', '123456789012']]],
  ['pertagas', /^PGN$/, [['ID pelanggan', '1100123456']]],
  ['esim', /^TELKOMSEL$/, [['E-mail penerima', 'pembeli@example.com']]],
];

/**
 * [postpaid type, customer number with a bill (README, "Postpaid customers with a bill"), the
 * biller to pick when not the first].
 */
const POSTPAID: [string, string, string?][] = [
  ['electricity', '530000000001'],
  ['pdam', '01234567'],
  ['bpjs', '8888801234567890'],
  ['internet', '122334455667'],
  ['tv', '401234567891'],
  ['hp', '081112345678', 'Telkomsel Halo'],
  ['finance', '1012345678901'],
  ['pbb', '327301000100012340'],
  ['gas', '1100123456'],
  ['esamsat', '3201123456789012'],
  ['kirim-uang', '1234567890'],
  ['tselomni', '081234567890'],
  ['indosat4u', '085612345678'],
  ['tricuanmax', '089612345678'],
  ['xlcuanku', '081712345678'],
  ['byupromo', '085112345678'],
];

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await demoContext(browser, DEMO_MASTER);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

const deposit = async () =>
  ((await (await page.request.get('/api/v1/account')).json()) as { data: { deposit: number } }).data.deposit;

async function payWithPin() {
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 20_000 });
}

test('one product of every prepaid type', async () => {
  test.setTimeout(240_000);
  for (const [type, brand, fields] of PREPAID) {
    await test.step(type, async () => {
      await page.goto(`/prabayar/${type}`);
      const before = await deposit();
      if (brand) await page.locator('label').filter({ hasText: brand }).first().click();
      for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
      // The cheapest product that is on sale now (cut-off windows disable some).
      const card = page.getByTestId('product-grid').locator('button:enabled').first();
      await expect(card, `${type}: a product to buy`).toBeVisible();
      const price = rupiah(await card.getByTestId('product-price').textContent());
      await card.click();
      await payWithPin();
      expect(await deposit(), `${type}: the deposit pays the price once`).toBe(before - price);
    });
  }
});

test('one bill of every postpaid type', async () => {
  test.setTimeout(240_000);
  for (const [type, customerNo, biller] of POSTPAID) {
    await test.step(type, async () => {
      await page.goto(`/pascabayar/${type}`);
      const before = await deposit();
      if (biller) await page.getByLabel('Produk tagihan').selectOption({ label: biller });
      await page.getByLabel(/Nomor \/ ID pelanggan/).fill(customerNo);
      await page.getByRole('button', { name: 'Cek Tagihan' }).click();
      const bill = page.getByTestId('bill-card').first();
      await expect(bill, `${type}: a bill for ${customerNo}`).toBeVisible({ timeout: 15_000 });
      const total = rupiah(await bill.getByTestId('bill-total').textContent());
      expect(total).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Bayar tagihan' }).click();
      await payWithPin();
      expect(await deposit(), `${type}: the deposit pays the bill once`).toBe(before - total);
    });
  }
});
