import { z } from 'zod';
import { prepaidType } from './catalog.js';

// Price-list image generator (issue 14 §6; spec §3 "Price-list image", §5 image upload):
// GET/POST /api/v1/media/pricelist, GET/PUT/DELETE /api/v1/media/pricelist/{id},
// GET /api/v1/media/pricelist/{id}/image.png (a download, at most MEDIA_DOWNLOADS_PER_DAY a day),
// GET /api/v1/media/pricelist/{id}/thumbnail.png, POST /api/v1/media/pricelist/preview.

/** Spec §5 image upload: .jpg/.jpeg/.png, at most 8 MB, 3:2 recommended. */
export const MEDIA_BACKGROUND_MAX_BYTES = 8 * 1024 * 1024;
/** The background travels as a base64 data URL: 8 MB of image is about 10.7 MB of text. */
export const MEDIA_BACKGROUND_MAX_CHARS = Math.ceil(MEDIA_BACKGROUND_MAX_BYTES / 3) * 4 + 64;
/** Downloads of price-list images per user per Jakarta day (spec "{max}", value ours). */
export const MEDIA_DOWNLOADS_PER_DAY = 20;
/** The image is 3:2, like the recommended background. */
export const MEDIA_IMAGE_WIDTH = 1200;
export const MEDIA_IMAGE_HEIGHT = 800;
/** Nominals one image lists at most (two columns of ten). */
export const MEDIA_ITEMS_MAX = 20;
export const MEDIA_TOP_TEXT_MAX = 80;
export const MEDIA_BOTTOM_TEXT_MAX = 160;
/** Images one user keeps at most. */
export const MEDIA_IMAGES_PER_USER = 100;

export const mediaItemInput = z.object({
  code: z.string().min(1).max(64),
  /** The agent's selling price; below their buying price (or not whole) it becomes the buying price. */
  price: z.number(),
});

export const mediaPricelistRequest = z.object({
  product_type: prepaidType,
  /** The brand (operator) code of the catalogue, e.g. "telkomsel". */
  brand: z.string().min(1).max(64),
  items: z.array(mediaItemInput).max(MEDIA_ITEMS_MAX),
  top_text: z.string().max(MEDIA_TOP_TEXT_MAX).default(''),
  bottom_text: z.string().max(MEDIA_BOTTOM_TEXT_MAX).default(''),
  /** "#rrggbb". */
  text_color: z.string().max(16),
  /** A JPG/PNG data URL; null removes the background; absent keeps it (when editing). */
  background_image: z.string().max(MEDIA_BACKGROUND_MAX_CHARS).nullable().optional(),
});
export type MediaPricelistRequest = z.input<typeof mediaPricelistRequest>;

export const mediaIdParams = z.object({ id: z.string().max(24) });

export const mediaItem = z.object({
  code: z.string(),
  name: z.string(),
  nominal: z.number().nullable(),
  price: z.number(),
  /** The agent's own buying price now (the lowest selling price allowed). */
  buying_price: z.number().nullable(),
});

export const mediaPricelist = z.object({
  id: z.number(),
  product_type: prepaidType,
  brand: z.string(),
  brand_name: z.string(),
  items: z.array(mediaItem),
  top_text: z.string(),
  bottom_text: z.string(),
  text_color: z.string(),
  has_background: z.boolean(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MediaPricelist = z.infer<typeof mediaPricelist>;

export const mediaDownloads = z.object({ today: z.number(), max: z.number() });

export const mediaPricelistResponse = z.object({ data: mediaPricelist });
export const mediaPricelistListResponse = z.object({
  data: z.object({ images: z.array(mediaPricelist), downloads: mediaDownloads }),
});
export type MediaPricelistList = z.infer<typeof mediaPricelistListResponse>['data'];
export const mediaPreviewResponse = z.object({
  data: z.object({ image: z.string(), items: z.array(mediaItem) }),
});
export type MediaPreview = z.infer<typeof mediaPreviewResponse>['data'];
export const mediaDeleteResponse = z.object({ data: z.object({ id: z.number(), deleted: z.literal(true) }) });
