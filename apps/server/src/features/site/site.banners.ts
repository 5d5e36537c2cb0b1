import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/errors.js';
import * as repo from './site.repository.js';

// Carousel banners kept by the operations console (issue 18): every carousel's banners, inactive and
// out-of-window ones too, and their changes. Each function takes the caller's transaction, so the
// console writes its audit row with the change; the public carousel (site.service carousel) reads
// the same rows.

export type BannerRow = repo.BannerRow;

/** The largest uploaded banner image. */
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024;

export interface NewBanner {
  carousel: string;
  /** An external image (https) … */
  imageUrl?: string | undefined;
  /** … or an uploaded one: a data URL of a jpg, png or webp. */
  imageData?: string | undefined;
  caption: string | null;
  destination: 'uri' | 'url' | 'page' | null;
  uri: string | null;
  url: string | null;
  page: string | null;
  target: '_self' | '_blank';
  position?: number | undefined;
  active: boolean;
}

export const listBanners = (db: Db) => repo.listAllBanners(db);

/** The banner, locked for a change in the caller's transaction (404 when there is none). */
export async function lockBanner(db: Db, id: number): Promise<BannerRow> {
  const row = await repo.findBannerForUpdate(db, id);
  if (!row) throw new AppError('console_banner_not_found');
  return row;
}

/** The kind of an image by its first bytes (never by what the client says). */
function imageMime(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** A data URL's image: jpg, png or webp by its bytes, at most 1 MB (422 on `image_data` otherwise). */
export function parseBannerImage(dataUrl: string): repo.BannerImage {
  const m = /^data:image\/(?:png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const data = m ? Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64') : Buffer.alloc(0);
  if (data.length > BANNER_IMAGE_MAX_BYTES)
    throw fieldError('image_data', 'console_banner_image_too_large', { max_mb: 1 });
  const mime = data.length > 0 ? imageMime(data) : null;
  if (!mime) throw fieldError('image_data', 'console_banner_image_invalid');
  return { mime, data, etag: createHash('sha256').update(data).digest('base64url').slice(0, 27) };
}

/**
 * A banner with an external image (https) or an uploaded one (kept in banner_images, shown from
 * GET marketing/banner-image/{id}), at the carousel's end unless a position is given.
 */
export async function addBanner(db: Db, b: NewBanner): Promise<BannerRow> {
  const position = b.position ?? (await repo.nextBannerPosition(db, b.carousel));
  const upload = b.imageData ? parseBannerImage(b.imageData) : null;
  const imageId = upload ? await repo.insertBannerImage(db, upload) : null;
  return repo.insertBanner(db, {
    carousel: b.carousel,
    position,
    source: upload ? 'upload' : 'external',
    image: imageId ? `/api/v1/marketing/banner-image/${imageId}` : null,
    externalUrl: upload ? null : (b.imageUrl ?? null),
    caption: b.caption,
    destination: b.destination,
    uri: b.destination === 'uri' ? b.uri : null,
    url: b.destination === 'url' ? b.url : null,
    page: b.destination === 'page' ? b.page : null,
    target: b.target,
    active: b.active,
  });
}

export const changeBanner = (
  db: Db,
  id: number,
  set: Partial<Pick<BannerRow, 'active' | 'position' | 'caption'>>,
) => repo.updateBanner(db, id, set);

export const removeBanner = (db: Db, id: number) => repo.deleteBanner(db, id);

/** An uploaded banner image (404 when there is none). */
export async function bannerImage(db: Db, id: number): Promise<repo.BannerImage> {
  const img = await repo.findBannerImage(db, id);
  if (!img) throw new AppError('site_media_not_found');
  return img;
}
