import { expect, type Page, test } from '@playwright/test';
import { accountOf, afterTransferCutOff, agentContext, simulateBankTransfer } from './deposit-helpers';
import { DEMO_MEMBER, memberContext, newUser, register, rupiah } from './helpers';

/**
 * Wallet journeys (issue #4 §6) against the embedded server: a bank-transfer top-up credited by a
 * simulated bank mutation while the page watches (no reload), a cancelled request, a deposit
 * transfer to another member, a cashback redemption, and — once a gateway is configured — a
 * Midtrans top-up paid in its simulator.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await memberContext(browser)).newPage();
});
test.afterAll(async () => {
  await page.context().close();
});

const shown = async (p: Page) => rupiah(await p.getByTestId('deposit-balance').first().textContent());
const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

test('top up 50.000 by BCA transfer: the exact total, a simulated mutation, the balance without reload', async () => {
  test.skip(afterTransferCutOff(), 'a bank transfer requested after 21:30 WIB is credited the next day');
  await page.goto('/');
  const before = await shown(page);
  await page.getByRole('link', { name: 'Isi saldo' }).click();
  await expect(page).toHaveURL(/\/payment\/deposit\/topup$/);

  await page.getByRole('radio', { name: 'Rp 50.000', exact: true }).check();
  await page.getByRole('radio', { name: /Transfer BCA/ }).check();
  await expect(page.getByTestId('topup-total')).toHaveText('Rp 50.000');
  await page.getByRole('button', { name: 'Lanjut' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Konfirmasi isi saldo')).toBeVisible();
  await dialog.getByRole('button', { name: 'Buat permintaan' }).click();

  // The deposit confirmation: our account, the exact total with its unique code, the deadline.
  await expect(page).toHaveURL(/\/payment\/deposit\/topup\/DEP\d+$/);
  const screen = page.getByTestId('topup-confirmation');
  await expect(screen).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('topup-account-number')).toHaveText('8720123456');
  const total = rupiah(await page.getByTestId('topup-total').textContent());
  const unique = Number(await page.getByTestId('topup-unique-code').textContent());
  expect(unique).toBeGreaterThanOrEqual(1);
  expect(unique).toBeLessThanOrEqual(999);
  expect(total).toBe(50_000 + unique);
  await expect(page.getByTestId('topup-exact-total')).toHaveText(rp(total));
  await expect(page.getByTestId('topup-deadline')).toContainText('Sisa waktu');
  const code = (await page.getByTestId('topup-code').textContent())?.trim() ?? '';

  // Nothing reloads from here on: a marker on window survives only without a reload.
  await page.evaluate(() => {
    (window as unknown as { __stillHere: boolean }).__stillHere = true;
  });
  await simulateBankTransfer(page.request, 'bca', total);

  await expect(screen).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  await expect(page.getByText('Deposit berhasil masuk')).toBeVisible();
  await expect(page.getByTestId('topup-credited')).toHaveText(rp(total));
  await expect(page.getByTestId('deposit-balance')).toHaveText(rp(before + total));
  await expect(
    page.getByRole('status').filter({ hasText: `Deposit ${rp(total)} berhasil masuk.` }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
  expect((await accountOf(page.request)).deposit).toBe(before + total);

  // The report lists the request as successful and the movement with its balance after.
  await page.goto('/account/laporan/deposit?tab=topups');
  await expect(page.getByTestId('topup-row').filter({ hasText: code })).toContainText('Berhasil');
  await page.getByRole('tab', { name: 'Mutasi saldo' }).click();
  const movement = page.getByTestId('movement-row').filter({ hasText: code });
  await expect(movement).toContainText(`+${rp(total)}`);
  await expect(movement).toContainText(`Saldo ${rp(before + total)}`);
});

test('a request can be cancelled after a confirmation; it then stops matching', async () => {
  await page.goto('/payment/deposit/topup');
  await page.getByRole('radio', { name: 'Rp 10.000', exact: true }).check();
  await page.getByRole('radio', { name: /Transfer BRI/ }).check();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Buat permintaan' }).click();
  await expect(page.getByTestId('topup-confirmation')).toHaveAttribute('data-status', 'pending');
  const before = (await accountOf(page.request)).deposit;
  const total = rupiah(await page.getByTestId('topup-total').textContent());

  await page.getByRole('button', { name: 'Batalkan permintaan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByTestId('topup-confirmation')).toHaveAttribute('data-status', 'canceled');
  await expect(page.getByText('Permintaan dibatalkan')).toBeVisible();

  // A transfer of the cancelled total arrives anyway: it is kept for review, not credited.
  await simulateBankTransfer(page.request, 'bri', total);
  await page.waitForTimeout(1000);
  expect((await accountOf(page.request)).deposit).toBe(before);
});

test('transfer 15.000 to another member: the receiver is checked, the password re-entered', async () => {
  const me = await accountOf(page.request);
  // The seed grants the demo members the deposit_transfer permission.
  expect(me.permissions).toContain('deposit_transfer');
  await page.goto('/payment/deposit/transfer');
  const before = await shown(page);
  await page.getByLabel('Nomor HP penerima').fill('081200000002');
  await page.getByLabel('Jumlah transfer').fill('15000');
  await page.getByLabel('Catatan (opsional)').fill('Titip bayar listrik');
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByTestId('transfer-receiver-name')).toHaveText('Agen Demo');

  const sheet = page.getByRole('dialog');
  await expect(
    sheet.getByText('Periksa kembali data akun penerima sebelum melanjutkan transaksi.'),
  ).toBeVisible();
  await sheet.getByLabel('Kata sandi', { exact: true }).fill('bukan-sandi');
  await sheet.getByRole('button', { name: 'Kirim Rp 15.000' }).click();
  await expect(sheet.getByText('Kata sandi salah.')).toBeVisible();
  expect((await accountOf(page.request)).deposit).toBe(before);

  await sheet.getByLabel('Kata sandi', { exact: true }).fill(DEMO_MEMBER.password);
  await sheet.getByRole('button', { name: 'Kirim Rp 15.000' }).click();
  const result = page.getByTestId('transfer-result');
  await expect(result.getByText('Transfer berhasil')).toBeVisible();
  await expect(page.getByTestId('transfer-code')).toContainText(/TRF\d+/);
  await expect(result).toContainText('Tanggal transaksi');
  await expect(page.getByTestId('deposit-balance')).toHaveText(rp(before - 15_000));
  expect((await accountOf(page.request)).deposit).toBe(before - 15_000);
});

test('redeem all cashback into the deposit: before and after of both', async ({ browser }) => {
  const agent = await (await agentContext(browser)).newPage();
  const start = await accountOf(agent.request);
  const cashback = start.cashback_wallet ?? 0;
  expect(cashback).toBeGreaterThan(0);

  await agent.goto('/');
  await agent.getByRole('link', { name: 'Tukar' }).click();
  await expect(agent).toHaveURL(/\/payment\/cashback-redeem$/);
  await expect(agent.getByLabel('Jumlah ditukar')).toHaveValue(cashback.toLocaleString('id-ID'));
  await agent.getByRole('button', { name: 'Tukar ke deposit' }).click();
  await agent.getByRole('alertdialog').getByRole('button', { name: 'Ya, tukar' }).click();

  await expect(agent.getByText('Cashback berhasil ditukar')).toBeVisible();
  const cashbackRow = agent.getByTestId('redeem-cashback-row');
  await expect(cashbackRow).toContainText(rp(cashback));
  await expect(cashbackRow).toContainText('Rp 0');
  const depositRow = agent.getByTestId('redeem-deposit-row');
  await expect(depositRow).toContainText(rp(start.deposit));
  await expect(depositRow).toContainText(rp(start.deposit + cashback));
  await expect(agent.getByTestId('deposit-balance')).toHaveText(rp(start.deposit + cashback));
  const end = await accountOf(agent.request);
  expect(end.deposit).toBe(start.deposit + cashback);
  expect(end.cashback_wallet).toBe(0);

  await agent.goto('/account/laporan/cashback-balance');
  await expect(agent.getByTestId('movement-row').first()).toContainText('Tukar cashback ke deposit');
  await agent.context().close();
});

test('a new member tops up 50.000 by Midtrans in its simulator: the balance updates without reload', async ({
  browser,
}) => {
  // Issue 4 §6: a member who has just registered, with an empty deposit.
  const fresh = await (await browser.newContext()).newPage();
  await register(fresh, newUser());
  const page = fresh;
  const settings = (await (await page.request.get('/api/v1/deposit/settings')).json()) as {
    data: { payment_methods: { method: string }[] };
  };
  const gopay = settings.data.payment_methods.find((m) => m.method === 'midtrans:gopay');
  // The embedded default offers Midtrans through its simulator.
  expect(gopay).toBeDefined();

  await page.goto('/payment/deposit/topup');
  const before = await shown(page);
  expect(before).toBe(0);
  await page.getByRole('radio', { name: 'Rp 50.000', exact: true }).check();
  await page.getByText('E-Wallet', { exact: true }).click();
  await page.getByRole('radio', { name: /GoPay/ }).check();
  const total = rupiah(await page.getByTestId('topup-total').textContent());
  await page.getByRole('button', { name: 'Lanjut' }).click();
  // Wide screens open the payment page in a new tab; this tab keeps watching the request.
  const [payment] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('dialog').getByRole('button', { name: 'Bayar sekarang' }).click(),
  ]);
  await expect(page.getByTestId('topup-confirmation')).toHaveAttribute('data-status', 'pending');
  await payment.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByTestId('topup-confirmation')).toHaveAttribute('data-status', 'success', {
    timeout: 20_000,
  });
  const credited = rupiah(await page.getByTestId('topup-credited').textContent());
  expect(credited).toBe(50_000);
  expect(total).toBeGreaterThan(50_000);
  await expect(page.getByTestId('deposit-balance')).toHaveText(rp(before + credited));
  await payment.close();
  await page.context().close();
});
