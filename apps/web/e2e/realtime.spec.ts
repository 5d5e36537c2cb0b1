import { expect, type Page, test } from '@playwright/test';
import { accountOf, afterTransferCutOff, simulateBankTransfer } from './deposit-helpers';
import { fillLogin, memberContext, newUser, register, rupiah } from './helpers';

/**
 * Realtime journeys (issue 5 §3, §5), pages open and never reloaded: a bank transfer credited by
 * the simulator moves the balance card and brings a notification live (badge and snackbar) over
 * Socket.IO, then the notification is opened and marked read; a login from a new device brings the
 * approval prompt live to the open page, which approves it.
 */
test.describe.configure({ mode: 'serial' });

/** The page's socket has joined its private channel (POST broadcasting/auth, then `subscribe`). */
const channelJoined = (p: Page) => expect(p.locator('html[data-realtime="joined"]')).toHaveCount(1);
const markPage = (p: Page) =>
  p.evaluate(() => {
    (window as unknown as { __stillHere: boolean }).__stillHere = true;
  });
const stillSamePage = (p: Page) =>
  p.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere);

const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
// Read without waiting: the badge may disappear between a count() and a textContent(), and
// textContent() would then wait for it until the poll times out.
const badgeCount = async (p: Page) => {
  const [text] = await p.getByTestId('notification-badge').allTextContents();
  return text === undefined ? 0 : rupiah(text);
};

test('a deposit credit and its notification arrive live, and the notification is marked read', async ({
  browser,
}) => {
  test.skip(afterTransferCutOff(), 'a bank transfer requested after 21:30 WIB is credited the next day');
  const context = await memberContext(browser);
  const home = await context.newPage();
  const channelAuth = home.waitForResponse((r) => r.url().endsWith('/api/v1/broadcasting/auth'));
  await home.goto('/');
  // The tab asks for its own private channel with its socket id, then joins it.
  const auth = await channelAuth;
  expect(auth.status()).toBe(200);
  expect(auth.request().postDataJSON()).toMatchObject({
    channel_name: expect.stringMatching(/^private-user\.\d+$/),
  });
  expect(auth.request().headers()['x-socket-id']).toBe(auth.request().postDataJSON().socket_id);
  await channelJoined(home);
  const before = rupiah(await home.getByTestId('deposit-balance').first().textContent());
  // The baseline from the server, and the badge showing it (earlier specs leave unread notifications).
  const unreadBefore = (
    (await (await home.request.get('/api/v1/notification/unread-count')).json()) as {
      data: { count: number };
    }
  ).data.count;
  await expect.poll(() => badgeCount(home)).toBe(unreadBefore);
  await markPage(home);

  // Another tab asks for a top-up; the bank transfer is simulated.
  const other = await context.newPage();
  await other.goto('/payment/deposit/topup');
  await other.getByRole('radio', { name: 'Rp 10.000', exact: true }).check();
  await other.getByRole('radio', { name: /Transfer BCA/ }).check();
  await other.getByRole('button', { name: 'Lanjut' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Buat permintaan' }).click();
  await expect(other.getByTestId('topup-confirmation')).toHaveAttribute('data-status', 'pending');
  const total = rupiah(await other.getByTestId('topup-total').textContent());
  await other.close();
  await simulateBankTransfer(home.request, 'bca', total);

  // The home page, never reloaded, shows the new balance, the snackbar and the badge.
  await expect(home.getByTestId('deposit-balance').first()).toHaveText(rp(before + total), {
    timeout: 15_000,
  });
  await expect(home.getByRole('status').filter({ hasText: 'berhasil' }).first()).toBeVisible();
  await expect.poll(() => badgeCount(home)).toBe(unreadBefore + 1);
  expect(await stillSamePage(home)).toBe(true);
  expect((await accountOf(home.request)).deposit).toBe(before + total);

  // The newest notification, unread (bold), opened from the list: it is read and the badge drops.
  await home.getByTestId('notification-bell').click();
  await expect(home).toHaveURL(/\/notification\/today$/);
  const first = home.getByTestId('notification-list').getByRole('link').first();
  await expect(first.locator('.font-bold')).toHaveCount(1);
  await first.click();
  await expect(home).toHaveURL(/\/notification\/today\/\d+$/);
  await expect(home.getByTestId('notification-detail')).toBeVisible();
  await expect.poll(() => badgeCount(home)).toBe(unreadBefore);
  await home.goBack();
  await expect(
    home.getByTestId('notification-list').getByRole('link').first().locator('.font-bold'),
  ).toHaveCount(0);
  await context.close();
});

test('a login from a new device is approved live from the open page, and the device gets in', async ({
  browser,
}) => {
  const user = newUser();
  // A: the member's trusted device (registering trusts it), its page open and joined.
  const contextA = await browser.newContext();
  const a = await contextA.newPage();
  await register(a, user);
  await channelJoined(a);
  await markPage(a);
  // A second tab of the same browser, also open.
  const a2 = await contextA.newPage();
  await a2.goto('/');
  await channelJoined(a2);

  // B: the same member logs in on a new device and waits for approval.
  const contextB = await browser.newContext();
  const b = await contextB.newPage();
  await fillLogin(b, user.email, user.password);
  await expect(b).toHaveURL(/\/auth\/device$/);
  await expect(b.getByRole('heading', { name: 'Menunggu persetujuan' })).toBeVisible();

  // A, never reloaded: the approval prompt arrives live; allow the device.
  const prompt = a.getByRole('alertdialog', { name: 'Perangkat baru ingin masuk' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toContainText('mencoba masuk ke akun Anda');
  const prompt2 = a2.getByRole('alertdialog', { name: 'Perangkat baru ingin masuk' });
  await expect(prompt2).toBeVisible();
  await prompt.getByRole('button', { name: 'Izinkan' }).click();
  await expect(
    a.getByRole('status').filter({ hasText: 'Perangkat sekarang dapat menggunakan akun Anda.' }),
  ).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(await stillSamePage(a)).toBe(true);
  // The other tab had the prompt too; the approval (a live notification) closes it there.
  await expect(prompt2).toBeHidden();
  await expect(a2.getByRole('status').filter({ hasText: /Perangkat .+ disetujui/ })).toBeVisible();

  // B: its poll notices the approval and moves on to the account.
  await expect(b).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(b.getByText(user.email)).toBeVisible();

  // Both events stay in A's notifications: the request and the approval.
  const list = (await (await a.request.get('/api/v1/notification/today')).json()) as {
    data: { title: string; status: number }[];
  };
  expect(list.data.map((n) => [n.title, n.status])).toEqual(
    expect.arrayContaining([
      ['Perangkat baru menunggu persetujuan', 0],
      [expect.stringMatching(/^Perangkat .+ disetujui$/), 1],
    ]),
  );
  await contextA.close();
  await contextB.close();
});
