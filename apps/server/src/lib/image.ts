import { createHash } from 'node:crypto';

// Uploaded pictures (carousel banners, shop products): a data URL from a form, checked by its BYTES
// — a PNG, JPEG or WebP whatever the URL's prefix or the file's name says — and kept with an ETag.

export type UploadMime = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The kind of an image by its first bytes (never by what the client says); null for anything else. */
export function imageMime(bytes: Buffer): UploadMime | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export interface UploadedImage {
  mime: UploadMime;
  data: Buffer;
  /** A hash of the bytes (the image's ETag). */
  etag: string;
}

/**
 * A data URL's picture (`data:image/png|jpeg|jpg|webp;base64,…`): its bytes, their real kind and
 * ETag — or why not: `too_large` beyond `maxBytes`, `invalid` when it is no PNG, JPEG or WebP.
 */
export function imageFromDataUrl(dataUrl: string, maxBytes: number): UploadedImage | 'too_large' | 'invalid' {
  const m = /^data:image\/(?:png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const data = m ? Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64') : Buffer.alloc(0);
  if (data.length > maxBytes) return 'too_large';
  const mime = data.length > 0 ? imageMime(data) : null;
  if (!mime) return 'invalid';
  return { mime, data, etag: createHash('sha256').update(data).digest('base64url').slice(0, 27) };
}
