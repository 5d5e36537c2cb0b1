import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_MASTER, demoContext, newUser, register, rupiah } from './helpers';
import { operator } from './operator';
import { shoot } from './shots';

/**
 * The agent loan (issue 14 §3), on PostgreSQL with the operator CLI: a fresh agent requests a loan on
 * /account/utang (pending), the operator approves it due today, the deposit card's due-today alert
 * leads back to the page, the agent buys pulsa paid with the loan and repays the usage from the
 * deposit with the PIN (usage 0, deposit down by exactly that, deposit status fully deposited). The
 * demo master then sees their agent's loan in the agent center. Screenshots loan-*.png at 412×823
 * and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */
const PIN = '123456';

test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `loan-${name}`);

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const deposit = async (page: Page) => (await api<{ deposit: number }>(page, 'GET', 'account')).data.deposit;

test('an agent requests a loan, uses it and repays it from the deposit', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const u = { ...newUser(), name: 'Rina Pinjam' };
  await register(page, u);
  // From here on, signed in: the loan screens log no error (a visitor's 401 before is expected).
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  // A PIN and Rp 100.000 in the deposit (a bank-transfer top-up the operator credits), then an agent.
  expect((await api(page, 'POST', 'account/pin/store', { pin: PIN, pin_confirmation: PIN })).status).toBe(
    200,
  );
  const topup = await api<{ code: string }>(page, 'POST', 'deposit/topup', {
    nominal: 100_000,
    method: 'bank_transfer:bca',
  });
  expect(topup.status).toBe(201);
  await operator('deposit:approve', topup.data.code);
  await operator('set-category', u.hp, '2');

  // No loan yet: the request form with its help.
  await page.goto('/account/utang');
  const request = page.getByTestId('loan-request');
  await expect(request.getByRole('heading', { name: 'Ajukan pinjaman agen' })).toBeVisible();
  await shot(page, 'request');
  await request.getByLabel('Limit yang dibutuhkan').fill('500000');
  await request.getByLabel('Catatan untuk admin (opsional)').fill('Stok pulsa akhir pekan');
  await request.getByRole('button', { name: 'Kirim pengajuan' }).click();

  // Pending: waiting for the administrator, who sees the request with the name, phone and note.
  const pending = page.getByTestId('loan-pending');
  await expect(pending.getByText('Menunggu persetujuan admin')).toBeVisible();
  await expect(page.getByText('Pengajuan pinjaman terkirim')).toBeVisible();
  await shot(page, 'pending');
  const queue = await operator('pending');
  const line = queue.split('\n').find((l) => l.includes(u.hp)) ?? '';
  expect(line).toContain('Rina Pinjam');
  expect(line).toContain('Stok pulsa akhir pekan');
  // Approved due today (the CLI's approval may change the limit and the due date).
  expect(await operator('loan:approve', u.hp, '500000', jakartaToday())).toContain('active');

  // The CLI's process cannot reach this server's sockets: a reload shows the active loan.
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveText('Aktif');
  await expect(page.getByTestId('loan-due-group')).toHaveText('Jatuh tempo hari ini');
  expect(rupiah(await page.getByTestId('loan-remaining').textContent())).toBe(500_000);

  // Pulsa paid with the loan (the purchase form offers it as a payment method).
  await page.goto('/prabayar/pulsa');
  await page.getByLabel('Nomor HP').fill(`08123${String(Date.now()).slice(-7)}`);
  await page
    .getByTestId('product-grid')
    .getByRole('button', { name: /Telkomsel 10\.000/ })
    .click();
  const sheet = page.getByRole('dialog');
  await sheet.locator('label:has(input[name="payment_method"])', { hasText: 'Pinjaman' }).click();
  await sheet.getByLabel('PIN transaksi').fill(PIN);
  await sheet.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByText('Transaksi berhasil', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The deposit card's yellow alert (due today, not paid off) links to the loan page.
  await page.goto('/');
  await expect(page.getByText('Utang agen jatuh tempo hari ini')).toBeVisible();
  await page.getByRole('link', { name: 'Lihat utang' }).click();
  await expect(page).toHaveURL(/\/account\/utang$/);
  const usage = rupiah(await page.getByTestId('loan-usage').locator('dd').textContent());
  expect(usage).toBeGreaterThan(10_000);
  await expect(page.getByTestId('loan-deposit-status')).toContainText('Belum disetor');
  await shot(page, 'active-due-today');

  // Repay the whole usage from the deposit: confirmation with the deposit after, then the PIN.
  const before = await deposit(page);
  await expect(page.getByTestId('repay-amount')).toHaveValue(usage.toLocaleString('id-ID'));
  await page.getByTestId('repay-continue').click();
  const confirm = page.getByTestId('repay-dialog');
  await expect(confirm.getByTestId('repay-confirm-amount')).toBeVisible();
  expect(rupiah(await confirm.getByTestId('repay-confirm-amount').textContent())).toBe(usage);
  expect(rupiah(await confirm.getByTestId('repay-deposit-after').textContent())).toBe(before - usage);
  await confirm.getByLabel('PIN transaksi').fill(PIN);
  await confirm.getByRole('button', { name: /^Bayar Rp/ }).click();
  await expect(page.getByTestId('loan-repaid')).toContainText(/Pemakaian sekarang Rp\s?0\./);
  await expect(page.getByTestId('loan-usage')).toContainText(/Rp\s?0$/);
  await expect(page.getByTestId('loan-deposit-status')).toContainText('Disetor lunas');
  await expect(page.getByTestId('loan-payment')).toHaveCount(1);
  expect(await deposit(page)).toBe(before - usage);
  await shot(page, 'repaid');
  expect(errors).toEqual([]);
  await context.close();

  // The demo master sees their agent's (the demo agent's seeded) loan in the agent center.
  const masterContext = await demoContext(browser, DEMO_MASTER, { viewport: { width: 412, height: 823 } });
  const master = await masterContext.newPage();
  await master.goto('/agent-center/list-agent-debt');
  const row = master.getByTestId('agent-loan-row').filter({ hasText: 'Agen Demo' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('loan-status')).toHaveText('Aktif');
  await shot(master, 'list-agent-debt');
  await masterContext.close();
});
