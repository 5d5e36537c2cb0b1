import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const home = {
  favorite_label: 'Rumah',
  name: 'Siti Aminah',
  phone: '+62 812-3456-7890',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  sub_district: 'Dago',
  postal_code: '40135',
  detail: 'Jl. Ir. H. Juanda No. 12, RT 02/RW 05',
};
const shop = { ...home, favorite_label: 'Toko', detail: 'Jl. Cihampelas 88', note: 'Samping apotek' };

const list = async (m: Member) =>
  (await m.b.get('/api/v1/account/address')).body.data as Array<Record<string, unknown>>;
const save = (m: Member, body: unknown) => m.b.post('/api/v1/account/address', body);
/** The member's open primary addresses, read from the table itself. */
const primaries = async (m: Member) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND is_primary AND deleted_at IS NULL',
      [m.id],
    )
  )[0]!.n;

describe('account addresses', () => {
  it('adds, lists (primary first), edits and deletes; the first address is primary', async () => {
    const m = await registered(t);
    expect(await list(m)).toEqual([]);
    const first = await save(m, home);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      ...home,
      phone: '081234567890', // normalised to the local form
      note: null,
      latitude: null,
      longitude: null,
      is_primary: true,
    });
    const second = await save(m, { ...shop, latitude: -6.9, longitude: 107.6 });
    expect(second.body.data).toMatchObject({ favorite_label: 'Toko', is_primary: false, latitude: -6.9 });

    // An edit writes every field again; coordinates left out are kept.
    const edited = await save(m, { ...shop, id: second.body.data.id, detail: 'Jl. Cihampelas 90', note: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ detail: 'Jl. Cihampelas 90', note: null, longitude: 107.6 });

    // `is_primary: true` moves the mark; the list shows the primary first.
    const moved = await save(m, { ...shop, id: second.body.data.id, is_primary: true });
    expect(moved.body.data.is_primary).toBe(true);
    expect((await list(m)).map((a) => [a.favorite_label, a.is_primary])).toEqual([
      ['Toko', true],
      ['Rumah', false],
    ]);
    // And the primary route moves it back.
    const back = await m.b.post(`/api/v1/account/address/${first.body.data.id}/primary`);
    expect(back.status).toBe(200);
    expect(back.body.data.is_primary).toBe(true);
    expect(await primaries(m)).toBe(1);

    // Deleting the primary address passes the mark to the oldest one left.
    expect((await m.b.post(`/api/v1/account/address/${first.body.data.id}/delete`)).status).toBe(200);
    expect((await list(m)).map((a) => [a.id, a.is_primary])).toEqual([[second.body.data.id, true]]);
    // Deleted softly: the row stays, out of the list, and is not found again.
    const again = await m.b.post(`/api/v1/account/address/${first.body.data.id}/delete`);
    expect(again.status).toBe(404);
    const [row] = await t.database.query<{ deleted_at: Date | null; is_primary: boolean }>(
      'SELECT deleted_at, is_primary FROM addresses WHERE id = $1',
      [first.body.data.id],
    );
    expect(row?.deleted_at).not.toBeNull();
    expect(row?.is_primary).toBe(false);
  });

  it("another member's address answers 404 and stays as it was", async () => {
    const owner = await registered(t);
    const intruder = await registered(t);
    const { id } = (await save(owner, home)).body.data;
    await save(intruder, shop);
    const before = await list(owner);
    for (const r of [
      await save(intruder, { ...shop, id, detail: 'Diubah orang lain' }),
      await intruder.b.post(`/api/v1/account/address/${id}/primary`),
      await intruder.b.post(`/api/v1/account/address/${id}/delete`),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'address_not_found', message: 'Address not found' });
    }
    expect(await list(owner)).toEqual(before);
    expect(await list(intruder)).toHaveLength(1);
    expect(await primaries(intruder)).toBe(1);
  });

  it('keeps exactly one primary address, also when several are saved at once', async () => {
    const m = await registered(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => save(m, { ...home, is_primary: true, detail: `Jl. Ke-${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await primaries(m)).toBe(1);
    // The database refuses a second primary whatever the code does.
    await expect(
      t.database.query('UPDATE addresses SET is_primary = true WHERE user_id = $1', [m.id]),
    ).rejects.toThrow();
  });

  it('refuses the 21st address with a clear 422', async () => {
    const m = await registered(t);
    for (let i = 0; i < 20; i++)
      expect((await save(m, { ...home, detail: `Jl. Nomor ${i}` })).status).toBe(200);
    const over = await m.b.post(
      '/api/v1/account/address',
      { ...home, detail: 'Jl. Kedua puluh satu' },
      {
        'accept-language': 'id',
      },
    );
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'address_limit',
      params: { max: 20 },
      message: 'You can save at most 20 addresses. Delete one you no longer use first.',
    });
    expect(await list(m)).toHaveLength(20);
    // A change of an existing one is still allowed, and room comes back after a delete.
    const [a] = await list(m);
    expect((await save(m, { ...home, id: a!.id, detail: 'Jl. Baru' })).status).toBe(200);
    expect((await m.b.post(`/api/v1/account/address/${a!.id}/delete`)).status).toBe(200);
    expect((await save(m, home)).status).toBe(200);
  });

  it('bad input answers 422 with field errors and changes nothing', async () => {
    const m = await registered(t);
    const { id } = (await save(m, home)).body.data;
    const before = await list(m);
    const bad = await save(m, {
      ...home,
      id,
      name: '  ',
      phone: '021-555-0101',
      postal_code: '4013',
      detail: 'x'.repeat(201),
      latitude: 91,
      longitude: 107,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors).toMatchObject({
      name: [{ code: 'rule:required', message: 'Nama harus diisi' }],
      phone: [{ code: 'rule:phone' }],
      postal_code: [{ code: 'rule:digits', message: 'Kode pos harus berupa 5 digit angka' }],
      detail: [{ code: 'rule:max', message: 'Detail alamat tidak boleh lebih dari 200 karakter' }],
      latitude: [{ code: 'rule:between' }],
    });
    const half = await save(m, { ...home, latitude: -6.9 });
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['longitude']);
    for (const junk of [{}, [], 'x', { ...home, id: '1 OR 1=1' }, { ...home, province: { $ne: '' } }])
      expect((await save(m, junk)).status).toBe(422);
    expect((await m.b.post('/api/v1/account/address/abc/delete')).status).toBe(422);
    expect(await list(m)).toEqual(before);
  });

  it('is for members only', async () => {
    const visitor = t.browser();
    expect((await visitor.get('/api/v1/account/address')).status).toBe(401);
    expect((await visitor.post('/api/v1/account/address', home)).status).toBe(401);
  });
});
