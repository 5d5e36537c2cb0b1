import { defaultReceiptSettings, RECEIPT_LOGO_MAX_BYTES } from '@konter/core/contracts/user-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type Member, registered } from '../../test/kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** A real 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const get = (m: Member, body: unknown = {}) => m.b.post('/api/v1/account/user-settings/get', body);
const set = (m: Member, body: unknown) => m.b.post('/api/v1/account/user-settings/set', body);
const storedRows = async (m: Member) =>
  (await t.database.query('SELECT key, value FROM user_settings WHERE user_id = $1', [m.id])) as Array<{
    key: string;
    value: Record<string, unknown>;
  }>;

describe('account user settings', () => {
  it('answers the defaults until something is saved, then the saved fields over them', async () => {
    const m = await registered(t);
    const first = await get(m);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { receipt: defaultReceiptSettings }, meta: { stored: [] } });

    const saved = await set(m, { receipt: { paperWidth: 80, storeName: 'Konter Ani ', logo: PNG } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Text is kept as typed (a save must not rewrite a field while the member types in it).
    const expected = { ...defaultReceiptSettings, paperWidth: 80, storeName: 'Konter Ani ', logo: PNG };
    expect(saved.body).toEqual({ data: { receipt: expected }, meta: { stored: ['receipt'] } });

    // A later change of other fields keeps these; another member sees only their own.
    await set(m, { receipt: { largeText: true, note: 'Terima kasih!' } });
    const after = await get(m, { keys: ['receipt'] });
    expect(after.body.data.receipt).toEqual({ ...expected, largeText: true, note: 'Terima kasih!' });
    expect((await get(await registered(t))).body.meta.stored).toEqual([]);

    // null removes the logo.
    expect((await set(m, { receipt: { logo: null } })).body.data.receipt.logo).toBeNull();
    // No keys asked: nothing answered.
    expect((await get(m, { keys: [] })).body).toEqual({ data: {}, meta: { stored: [] } });
    // A request with no body at all reads everything too.
    const bare = await m.b.request('POST', '/api/v1/account/user-settings/get');
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
  });

  it('refuses unknown keys and fields, bad values and a logo over 64 KB with 422, saving nothing', async () => {
    const m = await registered(t);
    await set(m, { receipt: { storeName: 'Konter Budi' } });
    const before = await storedRows(m);
    const bigPng = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(Math.ceil((RECEIPT_LOGO_MAX_BYTES * 4) / 3))}`;
    const cases: Array<[unknown, string]> = [
      [{ theme: { dark: true } }, ''],
      [{ receipt: { storeName: 'Konter', fontSize: 'huge' } }, 'receipt'],
      [{ receipt: { paperWidth: 70 } }, 'receipt.paperWidth'],
      [{ receipt: { showLogo: 'yes' } }, 'receipt.showLogo'],
      [{ receipt: { storeName: 'x'.repeat(61) } }, 'receipt.storeName'],
      [{ receipt: { logo: bigPng } }, 'receipt.logo'],
      [{ receipt: { logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } }, 'receipt.logo'],
      // Declared a PNG, but the bytes are not an image.
      [{ receipt: { logo: 'data:image/png;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==' } }, 'receipt.logo'],
    ];
    for (const [body, field] of cases) {
      const r = await set(m, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(Object.keys(r.body.errors)).toEqual([field]);
    }
    const tooBig = await set(m, { receipt: { logo: bigPng } });
    expect(tooBig.body.errors['receipt.logo']).toEqual([
      { code: 'rule:size', params: { size: '64' }, message: 'Ukuran logo tidak boleh lebih dari 64 KB' },
    ]);
    const unknownKey = await get(m, { keys: ['receipt', 'theme'] });
    expect(unknownKey.status).toBe(422);
    expect(Object.keys(unknownKey.body.errors)).toEqual(['keys.1']);
    expect(await storedRows(m)).toEqual(before);
  });

  it('reads a stored value field by field: what no longer passes its schema is the default', async () => {
    const m = await registered(t);
    await t.database.query(
      `INSERT INTO user_settings (user_id, key, value) VALUES ($1, 'receipt', $2::jsonb)`,
      [m.id, JSON.stringify({ paperWidth: 70, largeText: true, removedField: 1, logo: 'nope' })],
    );
    expect((await get(m)).body.data.receipt).toEqual({ ...defaultReceiptSettings, largeText: true });
  });

  it('is for members only', async () => {
    const visitor = t.browser();
    expect((await visitor.post('/api/v1/account/user-settings/get', {})).status).toBe(401);
    expect((await visitor.post('/api/v1/account/user-settings/set', { receipt: {} })).status).toBe(401);
  });
});
