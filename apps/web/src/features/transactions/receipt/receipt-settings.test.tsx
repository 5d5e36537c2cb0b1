import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type FakeAnswer, mockFetch, renderWithApp } from '../../../test/render';
import {
  defaultReceiptSettings,
  RECEIPT_SETTINGS_KEY,
  type ReceiptSettings,
  useReceiptSettings,
} from './receipt-settings';
import { ReceiptSettingsPanel } from './receipt-settings-panel';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// jsdom has no canvas: the scaling itself is the browser's; here it answers a small PNG.
const shrink = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/image-resize', async (original) => ({
  ...(await original<typeof import('../../../lib/image-resize')>()),
  shrinkImage: shrink,
}));

beforeEach(() => {
  localStorage.clear();
  shrink.mockReset();
});
afterEach(cleanup);

/** The receipt page's use of the settings: the panel, and the shop name as the receipt shows it. */
function Harness() {
  const r = useReceiptSettings();
  if (r.isPending) return <p>loading</p>;
  return (
    <>
      <output data-testid="shop">{r.settings.storeName}</output>
      <ReceiptSettingsPanel
        settings={r.settings}
        onChange={r.update}
        saving={r.saving}
        saveError={r.saveError}
      />
    </>
  );
}

/** A server keeping one member's receipt settings; `set` merges the fields, like the real one. */
async function setup(
  opts: { stored?: Partial<ReceiptSettings>; onSet?: (body: unknown) => FakeAnswer } = {},
) {
  let stored = opts.stored;
  const answer = () => ({
    body: {
      data: { receipt: { ...defaultReceiptSettings, ...stored } },
      meta: { stored: stored ? ['receipt'] : [] },
    },
  });
  const sets: Array<Partial<ReceiptSettings>> = [];
  const fetch = mockFetch((url, init) => {
    const path = new URL(url).pathname;
    if (path === '/api/v1/account/user-settings/set') {
      const body = JSON.parse(init.body ?? '{}') as { receipt: Partial<ReceiptSettings> };
      sets.push(body.receipt);
      const own = opts.onSet?.(body);
      if (own) return own;
      stored = { ...stored, ...body.receipt };
      return answer();
    }
    if (path === '/api/v1/account/user-settings/get') return answer();
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
  await renderWithApp(<Harness />);
  await screen.findByText('Pengaturan struk');
  return { ...fetch, sets, user: userEvent.setup() };
}

describe('receipt settings on the server', () => {
  test('shows what the server keeps; a toggle is saved at once, typing once it pauses', async () => {
    const { sets, calls, user } = await setup({ stored: { paperWidth: 80, storeName: 'Konter Ani' } });
    expect(calls[0]?.init.body).toBe(JSON.stringify({ keys: ['receipt'] }));
    expect((screen.getByRole('radio', { name: '80 mm' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Nama toko') as HTMLInputElement).value).toBe('Konter Ani');

    await user.click(screen.getByLabelText('Teks besar'));
    await waitFor(() => expect(sets).toEqual([{ largeText: true }]));

    const name = screen.getByLabelText('Nama toko');
    await user.clear(name);
    await user.type(name, 'Toko Budi');
    // Applied on the screen at once, sent as one change when the typing stops.
    expect(screen.getByTestId('shop').textContent).toBe('Toko Budi');
    await waitFor(() => expect(sets).toHaveLength(2), { timeout: 3000 });
    expect(sets[1]).toEqual({ storeName: 'Toko Budi' });
    expect(screen.getByText('Tersimpan di akun Anda dan berlaku di semua perangkat.')).toBeTruthy();
    // Nothing is kept in the browser any more.
    expect(localStorage.getItem(RECEIPT_SETTINGS_KEY)).toBeNull();
  });

  test("this browser's older settings move to the server once when the server has none", async () => {
    localStorage.setItem(
      RECEIPT_SETTINGS_KEY,
      JSON.stringify({ paperWidth: 80, storeName: 'Konter Lama', largeText: 'yes', unknown: 1 }),
    );
    const { sets } = await setup();
    await waitFor(() => expect(sets).toEqual([{ paperWidth: 80, storeName: 'Konter Lama' }]));
    expect(localStorage.getItem(RECEIPT_SETTINGS_KEY)).toBeNull();
    expect(screen.getByTestId('shop').textContent).toBe('Konter Lama');
  });

  test("the server's settings win over this browser's older ones, which are removed", async () => {
    localStorage.setItem(RECEIPT_SETTINGS_KEY, JSON.stringify({ storeName: 'Konter Lama' }));
    const { sets } = await setup({ stored: { storeName: 'Konter Server' } });
    await waitFor(() => expect(localStorage.getItem(RECEIPT_SETTINGS_KEY)).toBeNull());
    expect(sets).toEqual([]);
    expect(screen.getByTestId('shop').textContent).toBe('Konter Server');
  });

  test('a picked logo is scaled down and saved; remove clears it', async () => {
    shrink.mockResolvedValue(PNG);
    const { sets, user } = await setup();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Pilih logo'), file);
    expect(shrink).toHaveBeenCalledWith(file, { maxSide: 256, maxBytes: 65_536 });
    await waitFor(() => expect(sets).toEqual([{ logo: PNG }]));
    expect(screen.getByAltText('Logo toko saat ini').getAttribute('src')).toBe(PNG);

    await user.click(screen.getByRole('button', { name: 'Hapus logo' }));
    await waitFor(() => expect(sets).toEqual([{ logo: PNG }, { logo: null }]));
    expect(screen.queryByAltText('Logo toko saat ini')).toBeNull();
    expect(screen.getByLabelText('Pilih logo')).toBeTruthy();
  });

  test('a file that is no image is not sent', async () => {
    const { sets } = await setup();
    const text = new File(['hello'], 'catatan.txt', { type: 'text/plain' });
    // The picker accepts images only; a browser may still hand over another file ("all files").
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Pilih logo'), text);
    expect(await screen.findByText(/bukan gambar yang bisa dibaca/)).toBeTruthy();
    expect(shrink).not.toHaveBeenCalled();
    expect(sets).toEqual([]);
  });

  test("a refused save shows the server's reason and the saved settings come back", async () => {
    shrink.mockResolvedValue(PNG);
    const { user } = await setup({
      stored: { storeName: 'Konter Ani' },
      onSet: () => ({
        status: 422,
        body: {
          message: 'Logo must be an image',
          code: 'validation_failed',
          errors: { 'receipt.logo': [{ code: 'rule:image', message: 'Logo harus berupa gambar' }] },
        },
      }),
    });
    await user.upload(screen.getByLabelText('Pilih logo'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Logo harus berupa gambar');
    await waitFor(() => expect(screen.queryByAltText('Logo toko saat ini')).toBeNull());
  });
});
