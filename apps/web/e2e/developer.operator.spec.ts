import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { H2H_TEST_NUMBERS } from '@konter/core/h2h-protocol';
import { expect, type Page, test } from '@playwright/test';
import { appReady, consoleErrors, newUser, register } from './helpers';
import { operator } from './operator';
import { shoot } from './shots';

/**
 * The developer area (issue 17), on PostgreSQL with the operator CLI: a fresh member sees what the
 * h2h_api permission is and that the operator grants it; the operator grants it and whitelists an IP;
 * the member creates the H2H username and keys (shown once, then only the last four characters),
 * sets the webhook to the metadata address 169.254.169.254 (refused on the field), then to a local
 * receiver this journey starts on 127.0.0.1 (the server runs with WEBHOOK_ALLOW_PRIVATE=true), tests
 * it — the receiver gets the test event with a valid X-Hub-Signature of the secret shown once — and
 * the delivery log shows it; a developer-mode purchase (development key, test number) answers Sukses
 * and its callback is delivered too; a visitor's public /developer page shows the rc table. Screenshots
 * developer-*.png at 412×823 and 1280×800 (SCREENSHOT_SIZES=mobile: the phone only).
 */

test.setTimeout(90_000);

const shot = (page: Page, name: string) => shoot(page, `developer-${name}`);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers HTTP 200 and keeps what it got. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/konter/callback`, received, close: () => server.close() };
}

test('a member with h2h_api creates keys, sets and tests a webhook; visitors read the docs', async ({
  browser,
}) => {
  const receiver = await startReceiver();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const u = { ...newUser(), name: 'Dewi Developer' };
  await register(page, u);
  // The refused webhook address is a 422 the browser logs as a failed resource: expected here.
  const errors = consoleErrors(page);

  // Without the permission: what it is and who grants it.
  await page.goto('/account');
  await page.getByRole('link', { name: /Developer \(API H2H\)/ }).click();
  await expect(page).toHaveURL(/\/account\/developer$/);
  const gate = page.getByTestId('developer-no-permission');
  await expect(gate.getByText('Akses API H2H belum aktif')).toBeVisible();
  await expect(gate.getByText(/diberikan oleh operator/)).toBeVisible();
  await shot(page, 'no-permission');

  // The operator grants h2h_api and whitelists this machine's address.
  await operator('grant', u.hp, 'h2h_api');
  await operator('h2h:ip-add', u.hp, '127.0.0.1');
  await page.reload();
  const keys = page.getByTestId('developer-keys');
  await expect(keys.getByRole('button', { name: 'Buat username & kunci' })).toBeVisible();
  await expect(page.getByTestId('developer-ips')).toContainText('127.0.0.1');
  await expect(page.getByTestId('developer-base-url')).toContainText('/api/v1/h2h');

  // The username and both keys, shown once.
  await keys.getByRole('button', { name: 'Buat username & kunci' }).click();
  const shown = page.getByTestId('developer-key-shown');
  await expect(
    shown.getByText('Demi keamanan, ini hanya ditampilkan sekali', { exact: false }),
  ).toBeVisible();
  const values = await shown.locator('pre code').allTextContents();
  expect(values).toHaveLength(3);
  const [username, productionKey, developmentKey] = values as [string, string, string];
  expect(productionKey).not.toBe(developmentKey);
  await shot(page, 'keys-shown');
  await shown.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(shown).toHaveCount(0);
  // Later only the last four characters, when it was made and last used.
  await expect(page.getByTestId('h2h-username')).toHaveText(username);
  await expect(page.getByTestId('h2h-key-production')).toContainText(`••••${productionKey.slice(-4)}`);
  await expect(page.getByTestId('h2h-key-development')).toContainText(`••••${developmentKey.slice(-4)}`);
  await expect(page.getByTestId('h2h-key-production')).toContainText('Belum pernah');
  expect(await page.content()).not.toContain(productionKey);

  // A metadata address is refused on the field.
  const webhook = page.getByTestId('developer-webhook');
  await webhook.getByLabel('URL webhook').fill('http://169.254.169.254/latest/meta-data');
  await webhook.getByRole('button', { name: 'Simpan webhook' }).click();
  const urlField = webhook.getByLabel('URL webhook');
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');
  const fieldError = (await urlField.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
  await expect(page.locator(`[id="${fieldError}"]`)).toContainText(
    'tidak boleh mengarah ke alamat lokal, privat, atau internal',
  );
  await shot(page, 'webhook-refused');

  // The local receiver (private targets allowed in this development server): saved, secret shown once.
  await webhook.getByLabel('URL webhook').fill(receiver.url);
  await webhook.getByRole('button', { name: 'Simpan webhook' }).click();
  await expect(webhook.getByText('Webhook tersimpan.')).toBeVisible();
  const secretShown = page.getByTestId('developer-secret-shown');
  const [secret, signingSecret] = (await secretShown.locator('pre code').allTextContents()) as [
    string,
    string,
  ];
  expect(signingSecret).toBe(`whsec_${Buffer.from(secret, 'utf8').toString('base64')}`);
  await secretShown.getByRole('button', { name: 'Sudah saya simpan' }).click();

  // The test event: HTTP 200, signed with the secret.
  await webhook.getByRole('button', { name: 'Tes webhook' }).click();
  await expect(page.getByTestId('webhook-test-result')).toContainText('Endpoint Anda menjawab HTTP 200');
  const test = receiver.received.find((r) => r.headers['x-konter-event'] === 'test');
  expect(test).toBeDefined();
  expect(test?.headers['x-hub-signature']).toBe(
    `sha1=${createHmac('sha1', secret)
      .update(test?.body ?? '')
      .digest('hex')}`,
  );
  expect(test?.headers['webhook-id']).toBeTruthy();

  // The delivery log shows it, delivered.
  const log = page.getByTestId('developer-deliveries');
  const row = log.getByTestId('delivery-row').filter({ hasText: 'test' }).first();
  await expect(row.getByTestId('delivery-status')).toHaveText('Terkirim');
  await expect(row).toContainText('HTTP 200');
  await expect(row).toContainText('127.0.0.1');

  // A developer-mode purchase (the development key, a test number): no money moves, and its
  // callback reaches the receiver and the log.
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const prices = await page.request.post('/api/v1/h2h/price-list', {
    data: { cmd: 'prepaid', username, sign: md5(`${username}${developmentKey}pricelist`) },
  });
  const list = (
    (await prices.json()) as { data: Array<{ buyer_sku_code: string; buyer_product_status: boolean }> }
  ).data;
  const sku = list.find((p) => p.buyer_product_status)?.buyer_sku_code;
  expect(sku).toBeTruthy();
  const ref = `DEV${Date.now()}`;
  const buy = await page.request.post('/api/v1/h2h/transaction', {
    data: {
      username,
      buyer_sku_code: sku,
      customer_no: H2H_TEST_NUMBERS.success,
      ref_id: ref,
      sign: md5(`${username}${developmentKey}${ref}`),
    },
  });
  expect(((await buy.json()) as { data: unknown }).data).toMatchObject({
    ref_id: ref,
    status: 'Sukses',
    rc: '00',
  });
  await expect
    .poll(
      () => receiver.received.some((r) => r.headers['x-konter-event'] === 'create' && r.body.includes(ref)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  await log.getByRole('button', { name: 'Muat ulang' }).click();
  const callback = log.getByTestId('delivery-row').filter({ hasText: ref });
  await expect(callback.getByTestId('delivery-status')).toHaveText('Terkirim');
  await shot(page, 'webhook-tested');
  // The development key was used; the test purchase counts in the usage.
  await page.reload();
  await expect(page.getByTestId('h2h-key-development')).not.toContainText('Belum pernah');
  await expect(page.getByTestId('developer-usage')).toContainText('Uji coba (30 hari)1');
  expect(errors).toEqual([]);
  await context.close();
  receiver.close();

  // The page is server-rendered for visitors: the rc table is there without JavaScript.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto('/developer');
  await expect(plain.getByTestId('rc-table').getByRole('row').filter({ hasText: /^41/ })).toBeVisible();
  await expect(plain.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/developer$/);
  await noJs.close();

  // A visitor reads the public documentation: the base URL, the calls and the rc table.
  const visitorContext = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/developer');
  const rcTable = visitor.getByTestId('rc-table');
  await expect(rcTable).toBeVisible();
  await expect(rcTable.getByRole('row').filter({ hasText: /^45/ })).toContainText('IP');
  await expect(visitor.getByTestId('endpoint-transaction')).toContainText('md5(username + key + ref_id)');
  await appReady(visitor);
  await expect(visitor.getByTestId('h2h-base-url')).toContainText('/api/v1/h2h');
  await expect(visitor.getByTestId('h2h-base-url')).toContainText('http');
  await shot(visitor, 'docs');
  await visitorContext.close();
});
