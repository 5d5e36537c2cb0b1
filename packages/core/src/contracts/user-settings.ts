import { z } from 'zod';

// A member's own settings kept on the server (spec §7.1 POST account/user-settings/get and /set),
// one zod schema per key. Only the keys listed here exist: anything else is refused (422).

/** The receipt logo's limit: 64 KB of image (the browser scales it down before sending). */
export const RECEIPT_LOGO_MAX_BYTES = 64 * 1024;
/** The logo's longest side after the browser scaled it down. */
export const RECEIPT_LOGO_MAX_SIDE = 256;

const LOGO_PREFIX = /^data:image\/(png|jpeg|webp);base64,/;
/** A data URL's length for RECEIPT_LOGO_MAX_BYTES of image, with room for its header. */
const LOGO_DATA_URL_MAX = Math.ceil(RECEIPT_LOGO_MAX_BYTES / 3) * 4 + 32;
const SIZE = `size:${RECEIPT_LOGO_MAX_BYTES / 1024}`;

/** The bytes a base64 text decodes to. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The image type of a data URL's first bytes (png, jpeg, webp), whatever the URL declares; else null. */
export function sniffImage(dataUrl: string): 'png' | 'jpeg' | 'webp' | null {
  const m = LOGO_PREFIX.exec(dataUrl);
  if (!m) return null;
  let head: string;
  try {
    head = atob(dataUrl.slice(m[0].length, m[0].length + 16));
  } catch {
    return null;
  }
  const b = (i: number) => head.charCodeAt(i);
  if (b(0) === 0x89 && head.slice(1, 4) === 'PNG') return 'png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (head.slice(0, 4) === 'RIFF' && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The shop's logo: a PNG, JPEG or WebP data URL of at most 64 KB of image, or null for none. */
export const receiptLogo = z
  .string()
  .max(LOGO_DATA_URL_MAX, { message: SIZE, abort: true })
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'image', abort: true })
  .refine((v) => base64Bytes(v.slice(v.indexOf(',') + 1)) <= RECEIPT_LOGO_MAX_BYTES, {
    message: SIZE,
    abort: true,
  })
  // The bytes must be the declared image type (a renamed file or a script is not a logo).
  .refine((v) => sniffImage(v) === LOGO_PREFIX.exec(v)?.[1], { message: 'image' })
  .nullable();

/** Kept as typed (the receipt trims what it prints), so a save never rewrites a field mid-typing. */
const text = (max: number) => z.string({ message: 'required' }).max(max, { message: `max:${max}` });

/** Spec §3 receipt settings: what the receipt shows, how it is printed, and the shop's own header. */
const receiptShape = {
  showLogo: z.boolean({ message: 'oneOf' }),
  showAddress: z.boolean({ message: 'oneOf' }),
  showPhone: z.boolean({ message: 'oneOf' }),
  largeSn: z.boolean({ message: 'oneOf' }),
  noteLeft: z.boolean({ message: 'oneOf' }),
  paperWidth: z.literal([58, 80], { message: 'oneOf:58,80' }),
  largeText: z.boolean({ message: 'oneOf' }),
  /** The shop's name on the receipt (empty: the site's name). */
  storeName: text(60),
  address: text(160),
  phone: text(20),
  /** The line under the receipt (empty: the default thanks). */
  note: text(160),
  logo: receiptLogo,
};
/** Unknown fields are refused, not dropped: a typo must not look saved. */
const strict = {
  error: (iss: { code?: string }) => (iss.code === 'unrecognized_keys' ? 'excluded' : undefined),
};

export const receiptSettings = z.strictObject(receiptShape, strict);
export type ReceiptSettings = z.infer<typeof receiptSettings>;

export const defaultReceiptSettings: ReceiptSettings = {
  showLogo: true,
  showAddress: true,
  showPhone: true,
  largeSn: true,
  noteLeft: false,
  paperWidth: 58,
  largeText: false,
  storeName: '',
  address: '',
  phone: '',
  note: '',
  logo: null,
};

/** Every settings key with its schema and defaults. */
export const userSettingDefinitions = {
  receipt: { schema: receiptSettings, defaults: defaultReceiptSettings },
} as const;
export const userSettingKeys = ['receipt'] as const;
export type UserSettingKey = (typeof userSettingKeys)[number];

/** POST account/user-settings/get: the keys wanted (all when left out, or with no body at all). */
export const userSettingsGetRequest = z
  .object({
    keys: z
      .array(z.enum(userSettingKeys, { message: 'oneOf' }))
      .max(userSettingKeys.length * 2, { message: `max:${userSettingKeys.length * 2}` })
      .optional(),
  })
  .nullish();

/** POST account/user-settings/set: per key, the fields to change (the rest stays as it is). */
export const userSettingsSetRequest = z.strictObject(
  { receipt: z.strictObject(receiptShape, strict).partial().optional() },
  strict,
);
export type UserSettingsPatch = z.infer<typeof userSettingsSetRequest>;

export const userSettings = z.object({ receipt: receiptSettings.optional() });
export type UserSettings = z.infer<typeof userSettings>;

/**
 * The settings asked for (defaults where the member saved nothing) and, in `meta.stored`, the keys
 * the member has saved (a browser moves its older local settings up once when it is empty).
 */
export const userSettingsResponse = z.object({
  data: userSettings,
  meta: z.object({ stored: z.array(z.enum(userSettingKeys)) }),
});
