import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { imageFromDataUrl } from '../../lib/image.js';
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
  /** The display window (the carousel shows it from startsAt, no more from endsAt); null: no bound. */
  startsAt?: Date | null | undefined;
  endsAt?: Date | null | undefined;
}

export const listBanners = (db: Db) => repo.listAllBanners(db);

/** The banner, locked for a change in the caller's transaction (404 when there is none). */
export async function lockBanner(db: Db, id: number): Promise<BannerRow> {
  const row = await repo.findBannerForUpdate(db, id);
  if (!row) throw new AppError('console_banner_not_found');
  return row;
}

/** A data URL's image: jpg, png or webp by its bytes, at most 1 MB (422 on `image_data` otherwise). */
export function parseBannerImage(dataUrl: string): repo.BannerImage {
  const image = imageFromDataUrl(dataUrl, BANNER_IMAGE_MAX_BYTES);
  if (image === 'too_large') throw fieldError('image_data', 'console_banner_image_too_large', { max_mb: 1 });
  if (image === 'invalid') throw fieldError('image_data', 'console_banner_image_invalid');
  return image;
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
    startsAt: b.startsAt ?? null,
    endsAt: b.endsAt ?? null,
  });
}

export const changeBanner = (
  db: Db,
  id: number,
  set: Partial<Pick<BannerRow, 'active' | 'position' | 'caption' | 'startsAt' | 'endsAt'>>,
) => repo.updateBanner(db, id, set);

export const removeBanner = (db: Db, id: number) => repo.deleteBanner(db, id);

/** An uploaded banner image (404 when there is none). */
export async function bannerImage(db: Db, id: number): Promise<repo.BannerImage> {
  const img = await repo.findBannerImage(db, id);
  if (!img) throw new AppError('site_media_not_found');
  return img;
}
