import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createOwner, createStaff, openMenuEntry, staffPage } from './console-helpers';
import { api, DEMO_MEMBER, demoContext, memberContext } from './helpers';
import { operator } from './operator';
import { shoot } from './shots';

/**
 * The console's Shop and Developers pages (issue 18), on PostgreSQL with the operator CLI: the owner
 * (create-admin, TOTP) adds a shop account. The demo member orders a charger and pays from the
 * deposit (through the shop's API, as the app does). The shop account signs in with TOTP, finds the
 * order among the paid ones, confirms it and ships it with a receipt number — each after a
 * confirmation — and the member's order page says shipped with that number; the Products & stock
 * tab lists the charger and creates a product with a picture in a collection, then changes its price
 * (the member's shop page shows the new price and the picture); the Collections and Coupons tabs the demo ones, the
 * Couriers tab the demo agent's courier flags; the Manifests tab finds the demo agent's open SiCepat
 * manifest, serves its PDF and closes it for the agent; the Coupons tab creates a coupon (a percent
 * over 100 refused first) and changes its percent and days (a last day before the first refused first). The owner whitelists an IP for the demo agent on the Developers page (a
 * bad address is refused first); the CLI's h2h:ips lists it. Screenshots console-commerce-*.png at 412×823 and 1280×800.
 */
test.setTimeout(240_000);

const shot = (page: Page, name: string) => shoot(page, `console-commerce-${name}`);
const PRODUCT_SLUG = 'charger-fast-charging-20w-usb-c';
const DEMO_AGENT_HP = '081200000002';
const DEMO_AGENT = { login: DEMO_AGENT_HP, greeting: 'Halo, Agen!' };
const AWB = 'JNE0987654321';

test('shop staff confirm and ship a member’s order; the owner whitelists an IP for the demo agent', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const shopStaff = { email: `shop-${run}@konter.local`, name: 'Sinta Toko', password: 'toko-rahasia-12' };
  const owner = await createOwner('owner-c');
  const o = await staffPage(browser, owner, '/admin/staff');
  await expect(o.page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await createStaff(o.page, shopStaff, /^Toko/);

  // The demo member orders one charger and pays it from the deposit.
  const memberCtx = await memberContext(browser, { viewport: { width: 412, height: 823 } });
  const m = await memberCtx.newPage();
  await m.goto('/');
  const product = await api<{ id: number }>(m, 'POST', 'shop/product/detail', { slug: PRODUCT_SLUG });
  expect(product.status).toBe(200);
  expect((await api(m, 'POST', 'shop/cart/add', { product_id: product.data.id, quantity: 1 })).status).toBe(
    200,
  );
  const regions = await api<Array<Record<string, string>>>(m, 'POST', 'shop/public/shiping/region', {
    search_key: 'Gambir',
  });
  const v = regions.data.find((r) => r.city?.includes('Jakarta Pusat')) ?? regions.data[0]!;
  const address = await api<{ id: number }>(m, 'POST', 'shop/shiping/add', {
    name: 'Member Demo',
    phone: DEMO_MEMBER.login,
    province: v.province,
    city: v.city,
    district: v.district,
    sub_district: v.sub_district,
    postal_code: '10110',
    detail: 'Jl. Medan Merdeka Barat No. 12',
    favorite_label: `Kantor ${run}`,
  });
  expect(address.status).toBe(200);
  const options = await api<Array<{ courier: string; service: string }>>(
    m,
    'POST',
    'shop/shiping/cost-custom',
    {
      address_id: address.data.id,
    },
  );
  const checkout = await api<{ link: string }>(m, 'POST', 'shop/cart/checkout', {
    address_id: address.data.id,
    courier: options.data[0]!.courier,
    service: options.data[0]!.service,
  });
  expect(checkout.status).toBe(200);
  const code = checkout.data.link;
  const paid = await api(m, 'POST', 'shop/cart/pay', {
    link: code,
    payment_method: 'deposit',
    pin: DEMO_MEMBER.pin,
  });
  expect(paid.status).toBe(200);
  await m.goto(`/shop/transaction/detail/${code}`);
  const status = m.getByTestId('order-head').getByTestId('order-status');
  await expect(status).toHaveAttribute('data-status', 'pending');

  // The shop account signs in; the menu offers the Shop page, the paid orders are its first view.
  const s = await staffPage(browser, shopStaff, '/admin');
  await openMenuEntry(s.page, 'Toko');
  await expect(s.page.getByRole('heading', { name: 'Toko', level: 1 })).toBeVisible();
  const row = s.page.locator(`[data-order="${code}"]`);
  await expect(row).toBeVisible();
  await shot(s.page, 'orders');
  await row.getByRole('button', { name: 'Buka' }).click();
  await expect(s.page.getByRole('heading', { name: `Pesanan ${code}` })).toBeVisible();
  const detail = s.page.getByTestId('shop-order-detail');
  await expect(detail).toContainText('Jl. Medan Merdeka Barat No. 12');

  // Confirm, then ship with the receipt number (an empty one is refused first).
  await detail.getByRole('button', { name: 'Konfirmasi' }).click();
  await s.page.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(detail).toContainText('Diproses');
  await expect(status).toHaveAttribute('data-status', 'processed', { timeout: 15_000 });
  await detail.getByRole('button', { name: 'Kirim' }).click();
  const dialog = s.page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(dialog.getByText(/harus diisi/)).toBeVisible();
  await dialog.getByLabel('Nomor resi').fill(AWB);
  await shot(s.page, 'ship');
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(s.page.getByTestId('shop-order-receipt')).toHaveText(AWB);
  await expect(detail).toContainText('Dikirim');
  await shot(s.page, 'order-shipped');

  // The member's order page follows: shipped, with the receipt number.
  await expect(status).toHaveAttribute('data-status', 'shipped', { timeout: 15_000 });
  await expect(m.getByTestId('order-awb')).toHaveText(AWB);

  // Products & stock: the charger's units (the shipped one sold).
  await s.page.getByRole('button', { name: 'Semua pesanan' }).click();
  await s.page.getByRole('tab', { name: 'Produk' }).click();
  await expect(s.page.locator(`[data-product="${PRODUCT_SLUG}"]`)).toContainText('terjual');
  await shot(s.page, 'products');

  // A new product in the first collection (a weight of 0 refused first), its picture uploaded; then
  // its price changed. The member's shop page shows the new price and the picture; the CLI agrees.
  const newName = `Tripod HP ${run}`;
  const newSlug = `tripod-hp-${run}`;
  await s.page.getByRole('button', { name: 'Tambah produk' }).click();
  const pform = s.page.getByTestId('product-form');
  await pform.getByLabel('Nama produk').fill(newName);
  await pform.getByLabel('Deskripsi').fill('Tripod lipat untuk HP, tinggi sampai 1 m.');
  await pform.getByLabel('Harga (Rp)').fill('99000');
  await pform.getByLabel('Stok awal').fill('7');
  await pform.getByLabel('Berat (gram)').fill('0');
  const collection = pform.getByRole('checkbox').first();
  await collection.check();
  await pform.getByRole('button', { name: 'Buat produk' }).click();
  await expect(pform.getByText('Berat (gram) minimal 1')).toBeVisible();
  await pform.getByLabel('Berat (gram)').fill('250');
  await shot(s.page, 'product-new');
  await pform.getByRole('button', { name: 'Buat produk' }).click();
  await expect(s.page.getByRole('heading', { name: `Ubah ${newName}` })).toBeVisible();
  const pictures = s.page.getByTestId('product-images');
  await pictures
    .getByLabel('Tambah gambar')
    .setInputFiles(resolve(import.meta.dirname, '../public/icons/icon-192.png'));
  await expect(pictures.getByRole('img', { name: `Gambar 1 dari ${newName}` })).toBeVisible();
  await shot(s.page, 'product-form');
  await s.page.getByRole('button', { name: 'Kembali ke daftar produk' }).click();
  const newRow = s.page.locator(`[data-product="${newSlug}"]`);
  await newRow.getByRole('button', { name: `Ubah ${newName}` }).click();
  await expect(pform.getByRole('checkbox').first()).toBeChecked();
  await pform.getByLabel('Harga (Rp)').fill('123456');
  await pform.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(newRow).toContainText('Rp 123.456');
  await expect(newRow.getByTestId('product-thumbnail')).toBeVisible();
  expect(await operator('shop:products', newSlug)).toContain(
    'Rp 123.456 | 250 g 10x10x5 cm | min 1 | stock 7',
  );
  await m.goto(`/shop/product/${newSlug}`);
  await expect(m.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
  await expect(m.getByText('Rp 123.456').first()).toBeVisible();
  const picture = m.getByRole('img', { name: newName }).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await s.page.getByRole('tab', { name: 'Koleksi' }).click();
  await expect(s.page.locator('[data-collection]').first()).toBeVisible();
  await shot(s.page, 'collections');
  await s.page.getByRole('tab', { name: 'Kupon' }).click();
  await expect(s.page.locator('[data-coupon="HEMAT10"]')).toBeVisible();
  await shot(s.page, 'coupons');
  await s.page.getByRole('tab', { name: 'Kurir' }).click();
  await expect(s.page.getByTestId('courier-agent').filter({ hasText: DEMO_AGENT_HP })).toBeVisible();
  await shot(s.page, 'couriers');

  // Manifests: the demo agent's open SiCepat manifest, found by courier and status, its PDF, closed
  // on the agent's behalf (after a confirmation); the agent's own screen then has none open.
  const agentCtx = await demoContext(browser, DEMO_AGENT, { viewport: { width: 412, height: 823 } });
  const ag = await agentCtx.newPage();
  await ag.goto('/');
  const opened = await api<{ code: string }>(ag, 'POST', 'mlo/manifest/sicepat/open', {});
  expect([200, 409]).toContain(opened.status);
  const open = await api<{ manifest: { code: string } | null }>(ag, 'GET', 'mlo/manifest/sicepat/status');
  const manifestCode = open.data.manifest!.code;
  await s.page.getByRole('tab', { name: 'Manifest' }).click();
  await s.page.getByLabel('Kurir').selectOption('sicepat');
  await s.page.getByLabel('Status').selectOption('open');
  const mRow = s.page.locator(`[data-manifest="${manifestCode}"]`);
  await expect(mRow).toContainText(DEMO_AGENT_HP);
  await shot(s.page, 'manifests');
  await mRow.getByRole('button', { name: 'Buka' }).click();
  const mDetail = s.page.getByTestId('manifest-detail');
  await expect(mDetail).toContainText(DEMO_AGENT_HP);
  const pdf = await s.page.request.get((await s.page.getByTestId('manifest-pdf').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await shot(s.page, 'manifest');
  await mDetail.getByRole('button', { name: 'Tutup manifest' }).click();
  await s.page.getByRole('alertdialog').getByRole('button', { name: 'Tutup manifest' }).click();
  await expect(mDetail.getByRole('button', { name: 'Tutup manifest' })).toHaveCount(0);
  await expect(s.page.getByTestId('manifest-closed-at')).not.toHaveText('–');
  const after = await api<{ manifest: unknown }>(ag, 'GET', 'mlo/manifest/sicepat/status');
  expect(after.data.manifest).toBeNull();
  await agentCtx.close();
  await s.page.getByRole('button', { name: 'Kembali ke manifest' }).click();

  // A new coupon: a percent over 100 is refused on its field, then it is created and listed.
  const coupon = `E2E${run.slice(-6).toUpperCase()}`;
  await s.page.getByRole('tab', { name: 'Kupon' }).click();
  await s.page.getByRole('button', { name: 'Kupon baru' }).click();
  const form = s.page.getByTestId('coupon-add');
  await form.getByLabel('Kode').fill(coupon);
  await form.getByLabel('Jenis').selectOption('percent');
  await form.getByLabel('Potongan (%)').fill('150');
  await form.getByRole('button', { name: 'Buat kupon' }).click();
  await expect(form.getByText('Kupon persen bernilai 1 sampai 100 persen.')).toBeVisible();
  await shot(s.page, 'coupon-add');
  await form.getByLabel('Potongan (%)').fill('15');
  await form.getByLabel('Potongan maksimum (Rp)').fill('20000');
  await form.getByRole('button', { name: 'Buat kupon' }).click();
  await expect(s.page.locator(`[data-coupon="${coupon}"]`)).toContainText('15%');
  expect(await operator('shop:coupons')).toContain(coupon);

  // Changing it ("Ubah"): the form opens with its terms; a last day before the first is refused on
  // its field, then the new percent and Jakarta days are saved — listed, and the CLI sees them.
  await s.page.getByRole('button', { name: `Ubah kupon ${coupon}` }).click();
  const edit = s.page.getByTestId('coupon-edit');
  await expect(edit.getByLabel('Potongan (%)')).toHaveValue('15');
  await edit.getByLabel('Potongan (%)').fill('20');
  await edit.getByLabel('Tanggal mulai').fill('2027-01-10');
  await edit.getByLabel('Tanggal berakhir').fill('2027-01-01');
  await edit.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(edit.getByText('Tanggal mulai harus sebelum tanggal berakhir.')).toBeVisible();
  await shot(s.page, 'coupon-edit');
  await edit.getByLabel('Tanggal berakhir').fill('2027-01-31');
  await edit.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(s.page.getByText(`Kupon ${coupon} diperbarui.`)).toBeVisible();
  const couponRow = s.page.locator(`[data-coupon="${coupon}"]`);
  await expect(couponRow).toContainText('20%');
  await expect(couponRow).toContainText('10 Jan 2027 – 31 Jan 2027');
  expect(await operator('shop:coupons')).toMatch(
    new RegExp(`${coupon} \\| 20% max Rp 20\\.000 .*\\| 2027-01-10 00:00 → 2027-02-01 00:00 \\|`),
  );

  // The owner whitelists an IP for the demo agent on the Developers page.
  await o.page.goto('/admin/developers');
  await expect(o.page.getByRole('heading', { name: 'Developer', level: 1 })).toBeVisible();
  const agent = o.page.getByTestId('h2h-member').filter({ hasText: DEMO_AGENT_HP });
  await expect(agent).toBeVisible();
  await agent.getByLabel('Alamat IP').fill('bukan-ip');
  await agent.getByRole('button', { name: 'Tambah IP' }).click();
  await expect(agent.getByText('Isi alamat IPv4 atau IPv6.')).toBeVisible();
  await agent.getByLabel('Alamat IP').fill('203.0.113.7');
  await agent.getByLabel('Catatan').fill('server kantor');
  await agent.getByRole('button', { name: 'Tambah IP' }).click();
  await expect(agent.getByTestId('h2h-ips')).toContainText('203.0.113.7');
  expect(await operator('h2h:ips', DEMO_AGENT_HP)).toContain('203.0.113.7  server kantor');
  await shot(o.page, 'developers');

  await memberCtx.close();
  await s.context.close();
  await o.context.close();
});
