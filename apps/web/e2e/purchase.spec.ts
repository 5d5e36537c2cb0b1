import { expect, type Page, test } from '@playwright/test';
import { DEMO_MEMBER, memberContext, rupiah } from './helpers';

/**
 * Purchase journeys as the demo member against the simulator (Digiflazz's test numbers): a
 * Telkomsel top-up with its SN and receipt, a failing XL number refunded to the deposit, and a
 * PLN bill paid after its inquiry. All tests share one logged-in session (see memberContext).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await memberContext(browser)).newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

const balance = async () => rupiah(await page.getByTestId('deposit-balance').first().textContent());
const apiDeposit = async () =>
  ((await (await page.request.get('/api/v1/account')).json()) as { data: { deposit: number } }).data.deposit;

async function confirmWithPin() {
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('PIN transaksi').fill(DEMO_MEMBER.pin);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
}

test('buy Telkomsel pulsa 10.000: the SN shows, then the receipt', async () => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Pulsa', exact: true }).click();
  await expect(page).toHaveURL(/\/prabayar\/pulsa$/);
  const before = await balance();

  await page.getByLabel('Nomor HP').fill('081234567890');
  await expect(page.getByTestId('operator-badge')).toContainText('Telkomsel');
  const card = page.getByTestId('product-grid').getByRole('button', { name: /Telkomsel 10\.000/ });
  const price = rupiah(await card.getByTestId('product-price').textContent());
  expect(price).toBeGreaterThan(10_000);
  await card.click();

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Konfirmasi pembelian')).toBeVisible();
  await expect(sheet.getByText('081234567890')).toBeVisible();
  await confirmWithPin();

  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
  const sn = (await page.getByTestId('serial-number').textContent())?.trim() ?? '';
  expect(sn.length).toBeGreaterThan(5);
  await expect(page.getByTestId('deposit-balance')).toHaveText(
    `Rp ${(before - price).toLocaleString('id-ID')}`,
  );
  expect(await apiDeposit()).toBe(before - price);

  await page.getByRole('link', { name: 'Lihat struk' }).click();
  await expect(page).toHaveURL(/\/receipt\/prabayar\/TRX\w+$/);
  await expect(page.getByTestId('receipt-sn')).toHaveText(sn);
  await expect(page.getByTestId('receipt-total')).toHaveText(`Rp ${price.toLocaleString('id-ID')}`);
  await expect(page.getByTestId('receipt')).toContainText('081234567890');
});

test('a failing XL number (087800001232) shows the failure and the deposit is back', async () => {
  await page.goto('/prabayar/pulsa');
  const before = await balance();
  await page.getByLabel('Nomor HP').fill('087800001232');
  await expect(page.getByTestId('operator-badge')).toContainText('XL');
  const card = page.getByTestId('product-grid').getByRole('button', { name: /XL 10\.000/ });
  test.skip(await card.isDisabled(), 'XL products are in their daily cut-off window (23:45–00:15 WIB)');
  await card.click();
  await confirmWithPin();

  await expect(page.getByText('Transaksi gagal', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Saldo dikembalikan ke deposit.')).toBeVisible();
  // Both the page's balance and the refund note show the deposit as it was before.
  const shown = page.getByTestId('deposit-balance');
  await expect(shown).toHaveCount(2);
  for (const el of await shown.all()) await expect(el).toHaveText(`Rp ${before.toLocaleString('id-ID')}`);
  expect(await apiDeposit()).toBe(before);

  // "Buy again" returns to the form with the number still there.
  await page.getByRole('button', { name: 'Beli lagi' }).click();
  await expect(page.getByLabel('Nomor HP')).toHaveValue('087800001232');
  await expect(page.getByTestId('operator-badge')).toContainText('XL');

  // The failure is in the history too.
  await page.goto('/account/transaksi-history/prabayar');
  await expect(page.getByTestId('transaction-row').filter({ hasText: '087800001232' }).first()).toContainText(
    'Gagal',
  );
});

test('a PLN postpaid bill: inquiry for 530000000001, pay, success', async () => {
  await page.goto('/pascabayar/electricity');
  const before = await balance();
  await page.getByLabel(/Nomor \/ ID pelanggan/).fill('530000000001');
  await page.getByRole('button', { name: 'Cek Tagihan' }).click();
  const bill = page.getByTestId('bill-card');
  await expect(bill).toContainText('HENDRA GUNAWAN');
  await expect(bill.getByRole('checkbox')).toBeChecked();
  const total = rupiah(await bill.getByTestId('bill-total').textContent());
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Bayar tagihan' }).click();
  await expect(page.getByRole('dialog').getByText('Konfirmasi pembayaran')).toBeVisible();
  await confirmWithPin();

  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('serial-number')).not.toBeEmpty();
  await expect(page.getByTestId('deposit-balance').first()).toHaveText(
    `Rp ${(before - total).toLocaleString('id-ID')}`,
  );
  expect(await apiDeposit()).toBe(before - total);
});

test('paid by a gateway channel: a failed payment says failed, and "try again" opens a new payment', async () => {
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill(`0812${String(Date.now()).slice(-8)}`);
  await page.getByTestId('product-grid').locator('button:enabled').first().click();
  const sheet = page.getByRole('dialog');
  await sheet.getByText('Saluran pembayaran lain').click();
  await sheet.getByRole('radio', { name: 'GoPay' }).click();
  await expect(sheet.getByTestId('confirm-total')).toBeVisible();
  const before = await apiDeposit();
  await confirmWithPin();
  await expect(page.getByText('Menunggu pembayaran')).toBeVisible();
  // The simulated Midtrans page: the payment fails, and Midtrans sends the buyer to /midtrans/error.
  await page.getByTestId('pay-now').click();
  await page.getByRole('button', { name: 'Gagal' }).click();
  await expect(page).toHaveURL(/\/midtrans\//);
  await expect(page.getByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible({ timeout: 15_000 });
  expect(await apiDeposit()).toBe(before);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page).toHaveURL(/\/_sim\/midtrans\//, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Bayar' })).toBeVisible();
});
