import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  defaultReceiptSettings,
  RECEIPT_LOGO_MAX_BYTES,
  receiptSettings,
  sniffImage,
  userSettingsSetRequest,
} from './user-settings.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
// The first bytes of a JPEG and of a WebP file (RIFF....WEBP).
const JPEG = `data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0\0\x10JFIF\0')}`;
const WEBP = `data:image/webp;base64,${btoa('RIFF\x24\0\0\0WEBPVP8 ')}`;

describe('receipt settings contract', () => {
  it('the defaults are valid settings', () => {
    expect(receiptSettings.parse(defaultReceiptSettings)).toEqual(defaultReceiptSettings);
  });

  it('knows the image type by its bytes, not by what the data URL declares', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(WEBP)).toBe('webp');
    expect(sniffImage(`data:image/png;base64,${btoa('<svg></svg>')}`)).toBeNull();
    expect(sniffImage('data:text/html;base64,PGI+')).toBeNull();
  });

  it('counts the decoded bytes of base64', () => {
    expect(base64Bytes(btoa('a'))).toBe(1);
    expect(base64Bytes(btoa('ab'))).toBe(2);
    expect(base64Bytes(btoa('abc'))).toBe(3);
  });

  it('takes a PNG, JPEG or WebP logo of at most 64 KB, or null', () => {
    const ok = (logo: unknown) => userSettingsSetRequest.safeParse({ receipt: { logo } }).success;
    expect([PNG, JPEG, WEBP, null].map(ok)).toEqual([true, true, true, true]);
    // Declared one type, made of another.
    expect(ok(PNG.replace('image/png', 'image/jpeg'))).toBe(false);
    const atLimit = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(Math.floor((RECEIPT_LOGO_MAX_BYTES * 4) / 3) - 11)}`;
    expect(base64Bytes(atLimit.slice(atLimit.indexOf(',') + 1))).toBeLessThanOrEqual(RECEIPT_LOGO_MAX_BYTES);
    expect(ok(atLimit)).toBe(true);
    expect(ok(`${atLimit}AAAA`)).toBe(false);
    expect(ok('https://example.com/logo.png')).toBe(false);
  });

  it('refuses fields and keys it does not know', () => {
    expect(userSettingsSetRequest.safeParse({ receipt: { showLogo: false } }).success).toBe(true);
    expect(userSettingsSetRequest.safeParse({ receipt: { showlogo: false } }).success).toBe(false);
    expect(userSettingsSetRequest.safeParse({ display: {} }).success).toBe(false);
  });
});
