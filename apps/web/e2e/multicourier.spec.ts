import type { Shipment, ShippingQuote } from '@konter/core/contracts/shipping';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { api, demoContext, rupiah } from './helpers';
import { shoot } from './shots';

/**
 * Multi-courier shipping (issue 16). The demo agent (a SiCepat drop point) checks tariffs across
 * couriers, ships a parcel — the deposit drops by exactly its total, once —, prints its label (a PDF),
 * opens the SiCepat manifest (the parcel is in it) and closes it (a PDF); the courier simulator
 * delivers the parcel and its signed webhooks make the history say delivered. A second shipment is
 * cancelled from the history: the deposit comes back once. A forged webhook is refused (401) and
 * changes nothing; a visitor tracks the parcel on /lacak. Screenshots mc-<name>-<size>.png at 412×823
 * and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */
const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };
const PIN = '123456';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const shot = (page: Page, name: string) => shoot(page, `mc-${name}`);

async function agentPage(browser: Browser) {
  const context = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  return context.newPage();
}

const deposit = async (page: Page) => (await api<{ deposit: number }>(page, 'GET', 'account')).data.deposit;

/** The courier simulator's order of a shipment (its control API answers loopback callers only). */
async function simOrderOf(request: APIRequestContext, ref: string) {
  const res = await request.get('/_sim/biteship/_control/orders');
  expect(res.status()).toBe(200);
  const { orders } = (await res.json()) as { orders: { id: string; reference_id: string; status: string }[] };
  const order = orders.find((o) => o.reference_id === ref);
  expect(order, `simulator order of ${ref}`).toBeTruthy();
  return order!;
}

const PARCEL = {
  sender: {
    name: 'Agen Demo',
    phone: '081200000002',
    address: 'Jl. Majapahit No. 8',
    sub_district: 'Gambir',
    district: 'Gambir',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    postal_code: '10110',
  },
  recipient: {
    name: 'Siti Rahmawati',
    phone: '081355500101',
    address: 'Jl. Braga No. 25',
    sub_district: 'Braga',
    district: 'Sumur Bandung',
    city: 'Kota Bandung',
    province: 'Jawa Barat',
    postal_code: '40111',
  },
  item: {
    item_type: 'package',
    item_content: 'Kaos',
    item_weight: 800,
    item_value: 120000,
    item_length: 20,
    item_width: 15,
    item_height: 5,
  },
  insurance: false,
};

/** A SiCepat shipment made through the API (the cancel and webhook stories need one fast). */
async function shipByApi(page: Page): Promise<Shipment> {
  const fees = await api<ShippingQuote[]>(page, 'POST', 'mlo/transaction/sicepat/get_fee', PARCEL);
  expect(fees.status).toBe(200);
  const quote = fees.data[0]!;
  const created = await api<Shipment>(page, 'POST', 'mlo/transaction/sicepat/create_order', {
    ...PARCEL,
    service_code: quote.service_code,
    expected_total: quote.total_cost,
    pin: PIN,
  });
  expect(created.status).toBe(200);
  return created.data;
}

let shipped: { ref: string; awb: string; total: number } | null = null;

test('the agent checks tariffs, ships a parcel, prints its label and hands it over in a manifest', async ({
  browser,
}) => {
  const page = await agentPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The demo's three shipments are made by a start-up task: wait for them (they move the deposit).
  await page.goto('/multi-courier');
  await expect
    .poll(
      async () => {
        const d = await api<{ today: unknown[]; delivered_trx_count: number }>(page, 'GET', 'mlo/dashboard');
        return d.status === 200 && d.data.today.length >= 3 && d.data.delivered_trx_count >= 1;
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // The dashboard: counts, "Kirim paket", the courier memberships (drop point of SiCepat).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Multi Kurir', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-success')).toContainText(/\d/);
  await expect(page.getByTestId('memberships').getByText('Drop point').first()).toBeVisible();
  await shot(page, 'dashboard');
  const before = await deposit(page);
  await expect(page.getByTestId('mc-deposit')).toHaveText(/Rp/);
  expect(rupiah(await page.getByTestId('mc-deposit').textContent())).toBe(before);

  // The form: the sender is the account; "Cek tarif" with no recipient and no item says so.
  await page.getByTestId('send-parcel').click();
  await expect(page).toHaveURL(/\/multi-courier\/form$/);
  const sender = page.getByTestId('party-sender');
  await expect(sender.getByLabel('Nama', { exact: true })).toHaveValue('Agen Demo');
  await sender.getByLabel('Alamat', { exact: true }).fill('Jl. Majapahit No. 8');
  await sender.getByRole('combobox').fill('Gambir');
  await sender.getByRole('option').filter({ hasText: 'Jakarta Pusat' }).first().click();
  await sender.getByLabel('Kode pos').fill('10110');
  await page.getByRole('button', { name: 'Cek tarif' }).click();
  await expect(page.getByText('Data penerima belum lengkap.')).toBeVisible();
  await expect(page.getByText('Data barang belum lengkap.')).toBeVisible();
  await expect(page.getByText('Data pengirim belum lengkap.')).toHaveCount(0);
  await shot(page, 'form-incomplete');

  // The recipient from the address book (the demo's saved recipients), then the parcel.
  const recipient = page.getByTestId('party-recipient');
  await recipient.getByRole('button', { name: 'Buku alamat' }).click();
  await page
    .getByTestId('address-book')
    .getByRole('button', { name: /^Siti Rahmawati/ })
    .click();
  await expect(recipient.getByLabel('Nama', { exact: true })).toHaveValue('Siti Rahmawati');
  await expect(recipient.getByTestId('region-picked')).toContainText('Kota Bandung');
  const item = page.getByTestId('item-section');
  await item.getByLabel('Isi paket').fill('Kaos');
  await item.getByLabel('Berat (gram)').fill('800');
  await item.getByLabel('Nilai barang (Rp)').fill('120000');
  await item.getByLabel('Panjang').fill('20');
  await item.getByLabel('Lebar').fill('15');
  await item.getByLabel('Tinggi').fill('5');
  await page.getByRole('button', { name: 'Cek tarif' }).click();

  // The tariffs across couriers, cheapest first; choose SiCepat.
  const tariffs = page.getByTestId('tariff-list');
  await expect(tariffs.getByTestId('tariff-option').first()).toBeVisible();
  const totals = await tariffs
    .getByTestId('tariff-option')
    .evaluateAll((rows) =>
      rows.map((r) => Number((r.querySelector('.tabular-nums')?.textContent ?? '').replace(/\D/g, ''))),
    );
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  await shot(page, 'form-tariffs');
  await tariffs.getByTestId('tariff-option').filter({ hasText: 'SiCepat' }).first().click();

  // The confirmation: the breakdown, the deposit after, the PIN.
  const sheet = page.getByTestId('confirm-sheet');
  await expect(sheet.getByTestId('cost-breakdown')).toBeVisible();
  const total = rupiah(await sheet.getByTestId('total-cost').textContent());
  expect(total).toBeGreaterThan(0);
  expect(rupiah(await sheet.getByTestId('deposit-after').textContent())).toBe(before - total);
  await shot(page, 'confirm');
  await sheet.getByLabel('PIN transaksi').fill(PIN);
  await sheet.getByRole('button', { name: /^Bayar/ }).click();

  // Created: AWB and ref; the deposit dropped by exactly the total, once.
  const created = page.getByTestId('shipment-created');
  await expect(created.getByTestId('created-awb')).not.toHaveText('—');
  const awb = (await created.getByTestId('created-awb').textContent())!.trim();
  const ref = (await created.getByTestId('created-ref').textContent())!.trim();
  expect(rupiah(await created.getByTestId('created-total').textContent())).toBe(total);
  expect(await deposit(page)).toBe(before - total);
  await shot(page, 'created');

  // "Cetak label": the label PDF.
  const label = page.waitForResponse((r) => r.url().includes(`/${ref}/label.pdf`));
  await created.getByRole('button', { name: 'Cetak label' }).click();
  const labelRes = await label;
  expect(labelRes.status()).toBe(200);
  expect(labelRes.headers()['content-type']).toContain('application/pdf');

  // The dashboard shows the deposit after, and still after a reload (moved once).
  await page.goto('/multi-courier');
  await expect(page.getByTestId('mc-deposit')).toHaveText(/Rp/);
  expect(rupiah(await page.getByTestId('mc-deposit').textContent())).toBe(before - total);
  await page.reload();
  await expect(page.getByTestId('shipment-rows').getByText(awb)).toBeVisible();
  expect(await deposit(page)).toBe(before - total);

  // The SiCepat manifest: open it (the parcel joins), close it (a PDF).
  await page.goto('/multi-courier/manifest?courier=sicepat');
  const openCard = page.getByTestId('manifest-open');
  if (await openCard.getByRole('button', { name: 'Tutup manifest' }).isVisible()) {
    // A manifest left open by the demo: close it first, so this one starts clean.
    await openCard.getByRole('button', { name: 'Tutup manifest' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tutup manifest' }).click();
    await expect(openCard.getByRole('button', { name: 'Buka manifest' })).toBeVisible();
  }
  await expect(page.getByTestId('manifest-waiting').getByText(awb)).toBeVisible();
  await openCard.getByRole('button', { name: 'Buka manifest' }).click();
  await expect(page.getByTestId('manifest-shipments').getByText(awb)).toBeVisible();
  const code = ((await openCard.getByRole('heading', { level: 2 }).textContent()) ?? '')
    .replace(/^.*Manifest\s+/, '')
    .trim();
  expect(code).not.toBe('');
  await shot(page, 'manifest-open');
  await openCard.getByRole('button', { name: 'Tutup manifest' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Tutup manifest' }).click();
  const closed = page.getByTestId('closed-manifest').filter({ hasText: code });
  await expect(closed).toBeVisible();
  const pdf = page.waitForResponse((r) => r.url().includes(`/mlo/manifest/sicepat/${code}/pdf`));
  await closed.getByRole('button', { name: 'PDF' }).click();
  const pdfRes = await pdf;
  expect(pdfRes.status()).toBe(200);
  expect(pdfRes.headers()['content-type']).toContain('application/pdf');
  await shot(page, 'manifest-closed');

  // The courier delivers (simulator control API → signed webhooks): the history says delivered.
  const order = await simOrderOf(page.request, ref);
  const finish = await page.request.post(`/_sim/biteship/_control/orders/${order.id}/finish`);
  expect(finish.status()).toBe(200);
  await page.goto(`/multi-courier/transaction/history?shipping_status=delivered&q=${awb}`);
  const row = page.getByTestId('shipment-row').filter({ hasText: awb });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('shipping-status')).toHaveText('Terkirim', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, 'history');
  await row.click();
  await expect(page.getByTestId('shipment-awb')).toHaveText(awb);
  await expect(page.getByTestId('shipment-timeline')).toContainText('Terkirim');
  await shot(page, 'detail');

  // Tracking by AWB, and the report per courier.
  await page.goto(`/multi-courier/transaction/tracking?awb=${awb}&courier=sicepat`);
  await expect(page.getByTestId('tracking-result').getByTestId('shipping-status')).toHaveText('Terkirim');
  await shot(page, 'tracking');
  await page.goto('/account/laporan/multicourier');
  await expect(page.getByTestId('report-rows')).toContainText('SiCepat');
  await page
    .getByTestId('report-rows')
    .getByRole('button', { name: /SiCepat/ })
    .click();
  await expect(page.getByTestId('report-drilldown').getByText(awb)).toBeVisible();
  await shot(page, 'report');
  expect(errors).toEqual([]);
  shipped = { ref, awb, total };
});

test('a shipment cancelled from the history gives the deposit back exactly once', async ({ browser }) => {
  const page = await agentPage(browser);
  await page.goto('/multi-courier');
  const before = await deposit(page);
  const s = await shipByApi(page);
  expect(await deposit(page)).toBe(before - s.total_cost);

  await page.goto(`/multi-courier/transaction/history?q=${s.ref_id}`);
  await page
    .getByTestId('shipment-row')
    .filter({ hasText: s.awb ?? s.ref_id })
    .click();
  await expect(page.getByTestId('shipment-ref')).toHaveText(s.ref_id);
  await page.getByRole('button', { name: 'Batalkan' }).click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toContainText('dikembalikan ke saldo deposit');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(dialog.getByText('Alasan pembatalan harus diisi.')).toBeVisible();
  await dialog.getByLabel('Alasan pembatalan').fill('Pembeli batal pesan');
  await shot(page, 'cancel');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByTestId('shipment-head').getByTestId('shipment-status')).toHaveText('Dibatalkan');
  expect(await deposit(page)).toBe(before);
  await page.reload();
  await expect(page.getByTestId('shipment-head').getByTestId('shipment-status')).toHaveText('Dibatalkan');
  await expect(page.getByRole('button', { name: 'Batalkan' })).toHaveCount(0);
  expect(await deposit(page)).toBe(before);
});

test('a forged courier webhook is refused and changes nothing; a visitor tracks a parcel', async ({
  browser,
}) => {
  const page = await agentPage(browser);
  await page.goto('/multi-courier');
  const s = await shipByApi(page);
  const order = await simOrderOf(page.request, s.ref_id);
  const forged = await page.request.post('/api/v1/webhooks/biteship', {
    headers: { 'content-type': 'application/json', 'x-biteship-secret': 'not-the-secret' },
    data: { event: 'order.status', order_id: order.id, status: 'delivered' },
  });
  expect(forged.status()).toBe(401);
  const after = await api<Shipment>(page, 'GET', `mlo/transaction/sicepat/${s.ref_id}`);
  expect(after.data.status).toBe(s.status);
  expect(after.data.shipping_status).toBe(s.shipping_status);
  expect(after.data.charged).toBe(s.charged);
  await page.goto(`/multi-courier/transaction/detail/sicepat/${s.ref_id}`);
  await expect(page.getByTestId('shipment-head').getByTestId('shipping-status')).toHaveText(
    'Menunggu pickup',
  );

  // A visitor (no session) tracks the delivered parcel of the first story on /lacak.
  const visitor = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const guest = await visitor.newPage();
  await guest.goto('/lacak');
  await guest.getByRole('button', { name: 'Lacak' }).click();
  await expect(guest.getByText('Nomor resi wajib diisi.')).toBeVisible();
  const awb = shipped?.awb ?? s.awb ?? '';
  await guest.getByLabel('Nomor resi (AWB)').fill(awb);
  await guest.getByRole('button', { name: 'Lacak' }).click();
  await expect(guest.getByTestId('tracking-result')).toContainText(awb);
  await shot(guest, 'public-tracking');
  // The same page in English and Chinese (the `?lang=` of public pages).
  await guest.goto('/lacak?lang=en');
  await expect(guest.getByRole('heading', { name: 'Track a parcel', level: 1 })).toBeVisible();
  await guest.goto('/lacak?lang=zh');
  await expect(guest.getByRole('heading', { name: '追踪包裹', level: 1 })).toBeVisible();
  await visitor.close();
});
