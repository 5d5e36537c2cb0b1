import { expect, type Page, test } from '@playwright/test';
import { api, DEMO_MEMBER, demoContext } from './helpers';
import { shoot } from './shots';

/**
 * POS MLO (issue 16 part 3). The demo agent (pos_mlo) files an international parcel to Singapore
 * with a CN23 — two items whose HS codes are found by search —, sees the destination tax estimate,
 * sends it with the PIN (the deposit drops by exactly its total, once) and prints the CN23 (a PDF).
 * The other POS screens are visited, and a member without the permission sees the spec's
 * no-permission message. Screenshots pos-<name>-<size>.png at 412×823 and 1280×800
 * (SCREENSHOT_SIZES=mobile: the phone only).
 */
const DEMO_AGENT = { login: '081200000002', greeting: 'Halo, Agen!' };

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const shot = (page: Page, name: string) => shoot(page, `pos-${name}`);

const deposit = async (page: Page) => (await api<{ deposit: number }>(page, 'GET', 'account')).data.deposit;

async function pickHs(page: Page, line: number, search: string, code: string) {
  await page.getByTestId(`pos-line-${line}-hs`).fill(search);
  await page.getByRole('button', { name: new RegExp(code.replace('.', '\\.')) }).click();
}

test('a POS agent files an international shipment with a CN23 and prints it', async ({ browser }) => {
  const context = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/pos');
  await expect(page.getByTestId('pos-dashboard')).toBeVisible();
  await expect(page.getByTestId('pos-deposit')).toContainText('Rp');
  await shot(page, 'home');

  await page.getByRole('link', { name: 'Kirim luar negeri' }).click();
  await expect(page).toHaveURL(/\/pos\/kirim\?type=ipos/);
  await expect(page.getByTestId('pos-country')).toHaveValue('SG');
  const fill = async (who: 'sender' | 'recipient', values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values))
      await page.getByTestId(`pos-${who}-${field}`).fill(value);
  };
  await fill('sender', {
    name: 'Agen Demo',
    phone: '081200000002',
    address: 'Jl. Majapahit No. 8',
    city: 'Jakarta Pusat',
    postal_code: '10110',
  });
  await fill('recipient', {
    name: 'Tan Wei Ling',
    phone: '+6591234567',
    address: '10 Orchard Road #05-01',
    city: 'Singapore',
    postal_code: '238826',
  });
  await page.getByTestId('pos-content').fill('Kopi dan kemeja batik');
  await page.getByTestId('pos-weight').fill('1200');
  await expect(page.getByTestId('pos-kurs')).toContainText('1 SGD = Rp');

  await page.getByTestId('pos-line-0-description').fill('Roasted coffee beans');
  await pickHs(page, 0, 'kopi', '0901.21');
  await page.getByTestId('pos-line-0-weight').fill('500');
  await page.getByTestId('pos-line-0-value').fill('30');
  await page.getByTestId('pos-add-line').click();
  await page.getByTestId('pos-line-1-description').fill('Batik shirt');
  await pickHs(page, 1, 'kemeja batik', '6205.20');
  await page.getByTestId('pos-line-1-weight').fill('300');
  await page.getByTestId('pos-line-1-value').fill('45');
  // The tax estimate: SGD 75 is under Singapore's SGD 400 GST relief.
  await expect(page.getByTestId('pos-tax')).toContainText('GST');
  await expect(page.getByTestId('pos-tax')).toContainText('SGD 75');
  await shot(page, 'send-ipos');

  await page.getByTestId('pos-check-tariff').click();
  await expect(page.getByTestId('pos-services')).toBeVisible();
  await page.getByTestId('pos-service-EMS').click();
  await expect(page.getByTestId('pos-confirm')).toBeVisible();
  await shot(page, 'confirm');
  const before = await deposit(page);
  await page.getByLabel('PIN transaksi').fill('123456');
  await page.getByTestId('pos-send').click();
  await expect(page.getByTestId('pos-sent')).toBeVisible();
  const awb = (await page.getByTestId('pos-awb').textContent())!.trim();
  expect(awb).toMatch(/^EE\d{9}ID$/);
  await shot(page, 'sent');

  const list = await api<{ ref_id: string; awb: string; total_cost: number; cn23_id: number }[]>(
    page,
    'GET',
    'mlo/transaction?type=ipos',
  );
  const shipment = list.data.find((s) => s.awb === awb)!;
  expect(shipment).toBeTruthy();
  expect(await deposit(page)).toBe(before - shipment.total_cost);

  const href = await page.getByTestId('pos-print-cn23').getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const check = await api<{ has_cn23: boolean; cn23: { status: string } }>(
    page,
    'POST',
    'mlo/cn23/check_resi',
    {
      awb,
    },
  );
  expect(check.data).toMatchObject({ has_cn23: true, cn23: { status: 'submitted' } });
  // Still charged once after the lists reload.
  await page.goto('/pos/riwayat');
  await expect(page.getByTestId('pos-history')).toContainText(awb);
  expect(await deposit(page)).toBe(before - shipment.total_cost);
  await shot(page, 'history');

  await page.goto('/pos/cn23');
  await expect(page.getByTestId('pos-cn23-list')).toContainText(awb);
  await shot(page, 'cn23');

  await page.goto('/pos/lacak');
  await page.getByTestId('pos-track-awb').fill(awb);
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByTestId('pos-track-history')).toBeVisible();
  await shot(page, 'tracking');

  for (const [path, name] of [
    ['/pos/manifest', 'manifest'],
    ['/pos/spk', 'spk'],
    ['/pos/laporan', 'reports'],
    ['/pos/kirim?type=nipos', 'send-nipos'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await shot(page, name);
  }
  await context.close();

  // A member without pos_mlo: the spec's no-permission message.
  const member = await demoContext(browser, DEMO_MEMBER, { viewport: { width: 412, height: 823 } });
  const memberPage = await member.newPage();
  await memberPage.goto('/pos');
  await expect(memberPage.getByTestId('pos-no-permission')).toContainText('belum memiliki izin');
  await shot(memberPage, 'no-permission');
  await member.close();
});
