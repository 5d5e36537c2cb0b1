import {
  MEDIA_BACKGROUND_MAX_BYTES,
  MEDIA_DOWNLOADS_PER_DAY,
  MEDIA_IMAGES_PER_USER,
  type MediaPricelist,
  type mediaPricelistRequest,
} from '@konter/core/contracts/media';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { jakartaDayStart } from '../../lib/time.js';
import type { User } from '../auth/index.js';
import { listPrepaidProducts } from '../catalog/index.js';
import { imageKind, renderPricelist } from './media.render.js';
import {
  countDownloadsSince,
  countMedia,
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  lockMedia,
  lockUserDownloads,
  type MediaItemRow,
  type MediaRow,
  mediaBackground,
  mediaPng,
  recordDownload,
  updateMedia,
} from './media.repository.js';

// Price-list images of agents (issue 14 §6): an agent (category 2 or 3) picks a product type and a
// brand, the nominals to show and their own selling price for each (never below their own buying
// price: an invalid price becomes the buying price, a negative one is refused), top and bottom
// text, a text colour and an optional background; the server renders the PNG (satori + resvg, the
// fonts of the Open Graph images) and keeps it with a thumbnail. Downloads count against a per-day
// maximum per user.

export type MediaInput = z.output<typeof mediaPricelistRequest>;

/** Width of the list's thumbnail and of the form's live preview. */
export const THUMBNAIL_WIDTH = 360;
export const PREVIEW_WIDTH = 600;
/** A selling price above this is not a price. */
const PRICE_MAX = 100_000_000;

const isAgent = (user: User) => user.category === 2 || user.category === 3;
function assertAgent(user: User) {
  if (!isAgent(user)) throw new AppError('media_agents_only');
}

/** "12" → 12; anything else is the spec's "media id invalid". */
export function parseMediaId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw fieldError('id', 'media_id_invalid');
  return Number(raw);
}

/** A background data URL's bytes, checked by their signature; "image file empty" otherwise. */
function backgroundBytes(dataUrl: string): Buffer {
  const m = /^data:image\/(?:jpeg|jpg|png);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bytes = m ? Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64') : Buffer.alloc(0);
  if (bytes.length > MEDIA_BACKGROUND_MAX_BYTES)
    throw fieldError('background_image', 'media_image_too_large', {
      max_mb: MEDIA_BACKGROUND_MAX_BYTES / 1024 / 1024,
    });
  if (bytes.length === 0 || !imageKind(bytes)) throw fieldError('background_image', 'media_image_empty');
  return bytes;
}

interface Checked {
  productType: MediaInput['product_type'];
  brand: string;
  brandName: string;
  items: MediaItemRow[];
  topText: string;
  bottomText: string;
  textColor: string;
}

const clean = (s: string) =>
  s
    .replace(/[\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The input checked against the catalogue, priced for the agent: the nominals in the catalogue's
 * order, each selling price at least the agent's buying price.
 */
async function check(deps: Deps, user: User, input: MediaInput): Promise<Checked> {
  const textColor = input.text_color.trim().toLowerCase();
  if (!/^#[0-9a-f]{6}$/.test(textColor)) throw fieldError('text_color', 'media_customization_invalid');
  if (input.items.length === 0) throw fieldError('items', 'media_nominal_empty');
  input.items.forEach((item, i) => {
    if (!Number.isFinite(item.price) || item.price < 0 || item.price > PRICE_MAX)
      throw fieldError(`items.${i}.price`, 'media_price_invalid');
  });
  const { products } = await listPrepaidProducts(
    deps,
    { type: input.product_type, brand: input.brand },
    user.category,
    user.referredBy,
  );
  if (products.length === 0) throw fieldError('brand', 'media_customization_invalid');
  const wanted = new Map<string, number>();
  input.items.forEach((item, i) => {
    const code = item.code.trim();
    if (!products.some((p) => p.code === code)) throw fieldError(`items.${i}.code`, 'media_nominal_empty');
    if (!wanted.has(code)) wanted.set(code, item.price);
  });
  const items = products
    .filter((p) => wanted.has(p.code))
    .map((p): MediaItemRow => {
      const asked = wanted.get(p.code)!;
      const valid = Number.isInteger(asked) && asked >= p.price;
      return {
        code: p.code,
        name: p.name,
        nominal: p.nominal,
        price: valid ? asked : p.price,
        buying_price: p.price,
      };
    });
  return {
    productType: input.product_type,
    brand: products[0]!.brand_code,
    brandName: products[0]!.brand,
    items,
    topText: clean(input.top_text),
    bottomText: clean(input.bottom_text),
    textColor,
  };
}

const render = (c: Checked, background: Buffer | null, widths: number[]) =>
  renderPricelist(
    {
      brandName: c.brandName,
      items: c.items.map((i) => ({ name: i.name, price: i.price })),
      topText: c.topText,
      bottomText: c.bottomText,
      textColor: c.textColor,
      background,
    },
    widths,
  );

export function mediaView(row: MediaRow): MediaPricelist {
  const v = row.updatedAt.getTime();
  return {
    id: row.id,
    product_type: row.productType as MediaPricelist['product_type'],
    brand: row.brand,
    brand_name: row.brandName,
    items: row.items,
    top_text: row.topText,
    bottom_text: row.bottomText,
    text_color: row.textColor,
    has_background: row.hasBackground,
    image_url: `/api/v1/media/pricelist/${row.id}/image.png`,
    thumbnail_url: `/api/v1/media/pricelist/${row.id}/thumbnail.png?v=${v}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function downloadsToday(deps: Deps, user: User, now = new Date()) {
  return {
    today: await countDownloadsSince(deps.database.db, user.id, jakartaDayStart(now)),
    max: MEDIA_DOWNLOADS_PER_DAY,
  };
}

export async function listPricelistImages(deps: Deps, user: User) {
  assertAgent(user);
  const rows = await listMedia(deps.database.db, user.id);
  return { images: rows.map(mediaView), downloads: await downloadsToday(deps, user) };
}

export async function getPricelistImage(deps: Deps, user: User, rawId: string): Promise<MediaPricelist> {
  assertAgent(user);
  const row = await findMedia(deps.database.db, user.id, parseMediaId(rawId));
  if (!row) throw new AppError('media_not_found');
  return mediaView(row);
}

/** The form's live preview: the image as it would be made, not stored. */
export async function previewPricelistImage(
  deps: Deps,
  user: User,
  input: MediaInput,
  opts: { mediaId?: string } = {},
) {
  assertAgent(user);
  const checked = await check(deps, user, input);
  let background: Buffer | null = null;
  if (typeof input.background_image === 'string') background = backgroundBytes(input.background_image);
  else if (input.background_image === undefined && opts.mediaId)
    background = await mediaBackground(deps.database.db, user.id, parseMediaId(opts.mediaId));
  const [png] = await render(checked, background, [PREVIEW_WIDTH]);
  return { image: `data:image/png;base64,${png!.toString('base64')}`, items: checked.items };
}

export async function createPricelistImage(
  deps: Deps,
  user: User,
  input: MediaInput,
  opts: { now?: Date } = {},
): Promise<MediaPricelist> {
  assertAgent(user);
  const now = opts.now ?? new Date();
  const checked = await check(deps, user, input);
  const background =
    typeof input.background_image === 'string' ? backgroundBytes(input.background_image) : null;
  const [image, thumbnail] = await render(checked, background, [1200, THUMBNAIL_WIDTH]);
  const db = deps.database.db;
  const id = await db.transaction(async (tx) => {
    await lockUserDownloads(tx, user.id);
    if ((await countMedia(tx, user.id)) >= MEDIA_IMAGES_PER_USER)
      throw new AppError('media_images_limit', { max: MEDIA_IMAGES_PER_USER });
    return insertMedia(tx, user.id, { ...checked, background, image: image!, thumbnail: thumbnail! }, now);
  });
  return mediaView((await findMedia(db, user.id, id))!);
}

export async function updatePricelistImage(
  deps: Deps,
  user: User,
  rawId: string,
  input: MediaInput,
  opts: { now?: Date } = {},
): Promise<MediaPricelist> {
  assertAgent(user);
  const id = parseMediaId(rawId);
  const now = opts.now ?? new Date();
  const db = deps.database.db;
  if (!(await findMedia(db, user.id, id))) throw new AppError('media_not_found');
  const checked = await check(deps, user, input);
  const newBackground =
    typeof input.background_image === 'string'
      ? backgroundBytes(input.background_image)
      : input.background_image === null
        ? null
        : undefined;
  const background = newBackground === undefined ? await mediaBackground(db, user.id, id) : newBackground;
  const [image, thumbnail] = await render(checked, background, [1200, THUMBNAIL_WIDTH]);
  await db.transaction(async (tx) => {
    if (!(await lockMedia(tx, user.id, id))) throw new AppError('media_not_found');
    await updateMedia(
      tx,
      user.id,
      id,
      { ...checked, background: newBackground, image: image!, thumbnail: thumbnail! },
      now,
    );
  });
  return mediaView((await findMedia(db, user.id, id))!);
}

export async function deletePricelistImage(deps: Deps, user: User, rawId: string) {
  assertAgent(user);
  const id = parseMediaId(rawId);
  if (!(await deleteMedia(deps.database.db, user.id, id))) throw new AppError('media_not_found');
  return { id, deleted: true as const };
}

/** The list's thumbnail (not a download). */
export async function pricelistThumbnail(deps: Deps, user: User, rawId: string) {
  assertAgent(user);
  const found = await mediaPng(deps.database.db, user.id, parseMediaId(rawId), 'thumbnail');
  if (!found) throw new AppError('media_not_found');
  return found.png;
}

/**
 * The full image as a download: counted, at most MEDIA_DOWNLOADS_PER_DAY per Jakarta day (429 with
 * {max} and Retry-After until midnight in Jakarta). Counting and checking run under the user's lock,
 * so parallel downloads cannot pass the maximum.
 */
export async function downloadPricelistImage(
  deps: Deps,
  user: User,
  rawId: string,
  opts: { now?: Date } = {},
): Promise<{ png: Buffer; name: string }> {
  assertAgent(user);
  const id = parseMediaId(rawId);
  const now = opts.now ?? new Date();
  return deps.database.db.transaction(async (tx) => {
    const found = await mediaPng(tx, user.id, id, 'image');
    if (!found) throw new AppError('media_not_found');
    await lockUserDownloads(tx, user.id);
    const today = jakartaDayStart(now);
    if ((await countDownloadsSince(tx, user.id, today)) >= MEDIA_DOWNLOADS_PER_DAY) {
      const tomorrow = today.getTime() + 86_400_000;
      throw new AppError(
        'media_download_limit',
        { max: MEDIA_DOWNLOADS_PER_DAY },
        { retryAfter: Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)) },
      );
    }
    await recordDownload(tx, user.id, id, now);
    return { png: found.png, name: `pricelist-${id}.png` };
  });
}
