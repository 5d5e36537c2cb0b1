import { expect, type Page, test } from '@playwright/test';
import { claimedTopup, createOwner, createStaff, depositOf, rupiahText, staffPage } from './console-helpers';
import { api, consoleErrors } from './helpers';
import { shoot } from './shots';

/**
 * The console's Dashboard and Approvals (issue 18, part 2), on PostgreSQL with the operator CLI:
 * `create-admin` makes an owner, who enrols TOTP (codes made here with otplib) and creates a
 * customer-service and a finance account. A member files a bank-transfer top-up and claims it with
 * a proof image. Finance opens the queue and the approval's confirmation first; customer service
 * (who decides deposit claims too) approves the claim — the member's deposit is credited once, and
 * the owner's dashboard counts it live; then finance confirms and is told it was already decided by
 * someone else, the queue refreshes, and the deposit does not change again. The owner's audit log
 * lists the approval by the CS. The member then asks for Excel access on the Excel page; the CS rejects
 * it with a reason, which the member's page shows. Screenshots console-dashboard-*.png and console-approvals-*.png at
 * 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */
test.setTimeout(150_000);

const shot = (page: Page, name: string) => shoot(page, `console-${name}`);

/** The count of the owner's dashboard card for deposit claims (0 when the kind is not listed). */
async function pendingClaims(page: Page): Promise<number> {
  const entry = page.getByTestId('pending-deposit');
  return (await entry.count()) ? Number((await entry.textContent())?.replace(/\D/g, '')) : 0;
}

test('customer service approves a deposit claim once; finance, a moment late, is told it was decided; the audit shows it', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const cs = { email: `cs-a-${run}@konter.local`, name: 'Citra Layanan', password: 'layanan-rahasia-1' };
  const finance = {
    email: `fina-a-${run}@konter.local`,
    name: 'Fina Keuangan',
    password: 'keuangan-rahasia-1',
  };
  const owner = await createOwner('owner-a');

  // The owner adds customer service and finance.
  const o = await staffPage(browser, owner, '/admin/staff');
  const ownerErrors = consoleErrors(o.page);
  await expect(o.page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await createStaff(o.page, cs, /Layanan pelanggan/);
  await createStaff(o.page, finance, /Keuangan/);

  // A member asks for a bank-transfer top-up and claims it with the transfer's proof.
  const {
    member,
    m,
    code,
    topup,
    context: memberContext,
  } = await claimedTopup(browser, 'Sari Penabung', 'Transfer dari BCA a.n. Sari pukul 10.15');

  // The owner's dashboard: live on the staff socket, the claim counted among what waits.
  await o.page.goto('/admin/dashboard');
  await expect(o.page.getByRole('heading', { name: 'Dasbor', level: 1 })).toBeVisible();
  await expect(o.page.getByTestId('console-live')).toHaveAttribute('data-live', 'on');
  await expect(o.page.getByTestId('dashboard-supplier')).toContainText('Rp');
  await expect(o.page.getByTestId('pending-deposit')).toBeVisible();
  const waitingBefore = await pendingClaims(o.page);
  expect(waitingBefore).toBeGreaterThan(0);

  // Finance opens the queue and the approval's confirmation — before customer service decides.
  const f = await staffPage(browser, finance, '/admin/approvals');
  const financeErrors = consoleErrors(f.page);
  await expect(f.page.getByRole('heading', { name: 'Persetujuan', level: 1 })).toBeVisible();
  const financeCard = f.page.getByTestId(`approval-deposit-${code}`);
  await expect(financeCard).toContainText(member.name);
  await financeCard.getByTestId('approval-approve').click();
  const financeConfirm = f.page.getByRole('alertdialog', { name: 'Setujui Klaim deposit?' });
  await expect(financeConfirm).toContainText(member.name);

  // Customer service: the menu offers the queue; the claim's card with its proof; approve, confirmed.
  const c = await staffPage(browser, cs, '/admin');
  const csErrors = consoleErrors(c.page);
  await c.page.getByRole('button', { name: 'Buka menu' }).click();
  const csMenu = c.page.getByRole('dialog').getByRole('navigation', { name: 'Menu konsol' });
  await expect(csMenu.getByRole('link')).toHaveText([
    'Beranda',
    'Dasbor',
    'Persetujuan',
    'Pengguna',
    'Situs',
  ]);
  await csMenu.getByRole('link', { name: 'Persetujuan' }).click();
  await expect(c.page.getByRole('heading', { name: 'Persetujuan', level: 1 })).toBeVisible();
  await c.page.getByTestId('chip-deposit').click();
  await expect(c.page).toHaveURL(/\/admin\/approvals\?kind=deposit$/);
  const card = c.page.getByTestId(`approval-deposit-${code}`);
  await expect(card).toContainText(member.name);
  await expect(card).toContainText(member.hp);
  await expect(card.getByTestId('approval-amount')).toHaveText(rupiahText(topup.total));
  await expect(card).toContainText('Transfer dari BCA a.n. Sari pukul 10.15');
  const proof = card.getByTestId('approval-image');
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const image = await c.page.request.get(`/api/v1/console/approvals/deposit/${code}/image`);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('no-store');
  await shot(c.page, 'approvals');
  await card.getByTestId('approval-approve').click();
  const confirm = c.page.getByRole('alertdialog', { name: 'Setujui Klaim deposit?' });
  await expect(confirm).toContainText(
    `Deposit ${rupiahText(topup.total)} dikreditkan ke saldo ${member.name}.`,
  );
  await shot(c.page, 'approvals-confirm');
  await confirm.getByRole('button', { name: 'Setujui' }).click();
  await expect(c.page.getByText(`Klaim deposit ${member.name} disetujui.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The member's deposit is credited, once; the owner's dashboard counted it without a reload.
  await expect.poll(() => depositOf(m)).toBe(topup.total);
  await expect.poll(() => pendingClaims(o.page), { timeout: 15_000 }).toBe(waitingBefore - 1);
  await expect(o.page.getByTestId('channel-bank_transfer:bca')).toBeVisible();

  // Finance confirms the dialog opened earlier: someone else decided; the queue refreshes.
  await financeConfirm.getByRole('button', { name: 'Setujui' }).click();
  await expect(f.page.getByText('Sudah diputuskan oleh orang lain. Antrean diperbarui.')).toBeVisible();
  await expect(financeConfirm).toHaveCount(0);
  await expect(financeCard).toHaveCount(0);
  await shot(f.page, 'approvals-decided');
  expect(await depositOf(m)).toBe(topup.total);

  // The member buys with it: once the purchase settles, the owner's sales of today count it, live.
  const salesToday = async () => Number(await o.page.getByTestId('sales-today').getAttribute('data-count'));
  const soldBefore = await salesToday();
  expect(
    (await api(m, 'POST', 'account/pin/store', { pin: '135790', pin_confirmation: '135790' })).status,
  ).toBe(200);
  const number = `08121${String(Date.now()).slice(-7)}`;
  const products = await api<{ products: Array<{ code: string }> }>(
    m,
    'GET',
    `prabayar/products?type=pulsa&destination=${number}`,
  );
  const bought = await api<{ ref_id: string }>(m, 'POST', 'prabayar/transaction', {
    product_code: products.data.products[0]?.code,
    destination: number,
    pin: '135790',
    payment_method: 'deposit',
  });
  expect(bought.status).toBe(201);
  await expect
    .poll(
      async () => (await api<{ status: string }>(m, 'GET', `transaction/${bought.data.ref_id}`)).data.status,
      {
        timeout: 20_000,
      },
    )
    .toBe('success');
  await expect.poll(salesToday, { timeout: 15_000 }).toBe(soldBefore + 1);
  await expect(o.page.getByTestId('status-success')).toBeVisible();
  await shot(o.page, 'dashboard');

  // Finance's own view of the dashboard (its kinds), as the phone and the laptop show it.
  await f.page.goto('/admin/dashboard');
  await expect(f.page.getByTestId('sales-today')).toBeVisible();
  await expect(f.page.getByTestId('channel-bank_transfer:bca')).toBeVisible();
  await shot(f.page, 'dashboard-finance');

  // The member asks for Excel access from the Excel page; customer service rejects it with a reason
  // (asked for in a dialog), and the member's page says why.
  await m.goto('/prabayar/topupByExcel');
  const gate = m.getByTestId('excel-access-gate');
  await expect(gate).toContainText('Top up lewat Excel perlu izin');
  await m.getByTestId('excel-access-note').fill('Untuk top up pelanggan konter saya');
  await m.getByTestId('excel-access-request').click();
  await expect(gate).toContainText('Pengajuan sedang ditinjau');
  await c.page.getByTestId('chip-excel').click();
  const excelCard = c.page.getByTestId('approval-list').locator('[data-testid^="approval-excel-"]');
  await expect(excelCard).toContainText(member.name);
  await expect(excelCard).toContainText('Untuk top up pelanggan konter saya');
  await excelCard.getByTestId('approval-reject').click();
  const rejectDialog = c.page.getByRole('dialog', { name: `Tolak Akses Excel ${member.name}?` });
  await rejectDialog.getByTestId('reject-reason').fill('ok');
  await rejectDialog.getByTestId('reject-confirm').click();
  await expect(rejectDialog).toContainText('minimal 3 karakter');
  await rejectDialog.getByTestId('reject-reason').fill('Verifikasi nomor HP dulu, lalu ajukan lagi');
  await shot(c.page, 'approvals-reject');
  await rejectDialog.getByTestId('reject-confirm').click();
  await expect(c.page.getByText(`Akses Excel ${member.name} ditolak.`)).toBeVisible();
  await expect(excelCard).toHaveCount(0);
  await m.reload();
  await expect(gate).toContainText('Alasan: Verifikasi nomor HP dulu, lalu ajukan lagi');
  await expect(m.getByTestId('excel-access-request')).toHaveText('Ajukan lagi');

  // The owner's audit log: one approval of this claim, by customer service.
  await o.page.goto('/admin/audit?action=approval.');
  const entries = o.page.getByTestId('audit-entry').filter({ hasText: `deposit:${code}` });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('Klaim deposit disetujui');
  await expect(
    o.page
      .getByTestId('audit-entry')
      .filter({ hasText: 'Akses Excel ditolak' })
      .filter({ hasText: cs.email }),
  ).toHaveCount(1);
  await expect(entries).toContainText(cs.email);
  await entries.getByRole('button', { name: 'Lihat perubahan' }).click();
  await expect(entries.getByTestId('audit-diff')).toContainText('approved');
  await shot(o.page, 'approvals-audit');

  expect([...ownerErrors, ...financeErrors, ...csErrors]).toEqual([]);
  for (const ctx of [o.context, f.context, c.context, memberContext]) await ctx.close();
});
