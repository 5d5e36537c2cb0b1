import { z } from 'zod';
import { EDITABLE_HELP_SECTIONS } from '../public-pages.js';
import { locales } from '../validation/locale.js';
import { type StaffRole, USER_CATEGORIES } from './console.js';
import { requiredText } from './fields.js';

// The console's Site pages (issue 18): the site's settings and feature flags (spec §3, §6), deposit
// settings, carousel banners, blog posts and news. Every change goes through the service the
// operator CLI uses (`setting`, `site:setting`, `deposit:setting`, `news:publish`) and writes one
// audit row (`site.*` actions) in its own transaction; a change that changes nothing writes none.

/** Who changes the site's settings, flags, deposit, live chat and APK: the owner only (empty list). */
export const CONSOLE_SITE_SETTINGS_ROLES = [] as const satisfies readonly StaffRole[];
/** Who writes what members read (banners, blog posts, news): customer service (owner always). */
export const CONSOLE_SITE_CONTENT_ROLES = ['cs'] as const satisfies readonly StaffRole[];

// ---- settings and flags ----

/** The switches of spec §3 site config and §6 (the operator's `setting` and `site:setting` keys). */
export const SITE_FLAGS = [
  'shop',
  'ppob',
  'multicourier',
  'disable_register',
  'disable_user_login',
  'allow_transfer',
  'stash_cashback_enabled',
  'agent_debt_enabled',
  'hide_agent_center',
  'disable_agency_feature_for_master',
  'grid_layout',
] as const;
export type SiteFlag = (typeof SITE_FLAGS)[number];
/** Flags that lock members out: the page asks before switching them on. */
export const LOCKOUT_FLAGS = [
  'disable_register',
  'disable_user_login',
] as const satisfies readonly SiteFlag[];

export const SITE_COMPANY_FIELDS = [
  'sitename',
  'company_name',
  'company_address',
  'company_phone',
  'company_email',
  'operational_hour',
] as const;

export const DEPOSIT_FLAGS = [
  'allow_custom_nominals',
  'allow_deposit_transfer',
  'pay_external_payment_fee',
  'shopeepay_own_rate',
] as const;

const flags = Object.fromEntries(SITE_FLAGS.map((f) => [f, z.boolean()])) as Record<SiteFlag, z.ZodBoolean>;
const depositFlags = Object.fromEntries(DEPOSIT_FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof DEPOSIT_FLAGS)[number],
  z.ZodBoolean
>;

/** GET console/site/settings → data: every setting the Site pages edit, as stored now. */
export const consoleSiteSettings = z.object({
  ...flags,
  sitename: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  company_phone: z.string(),
  company_email: z.string(),
  operational_hour: z.string(),
  live_chat_widget_id: z.string().nullable(),
  live_chat_script_url: z.string().nullable(),
  apk_url: z.string().nullable(),
  apk_version: z.string().nullable(),
  ...depositFlags,
  nominals: z.array(z.number()),
  min_topup: z.number(),
});
export type ConsoleSiteSettings = z.infer<typeof consoleSiteSettings>;
export const consoleSiteSettingsResponse = z.object({ data: consoleSiteSettings });

const amount = z
  .number({ message: 'integer' })
  .int({ message: 'integer' })
  .min(1000, { message: 'min_value:1000' })
  .max(100_000_000, { message: 'max_value:100000000' })
  .multipleOf(1000, { message: 'factor_of_thousands' });
/** An https:// URL or a path on this site; '' or null for none. */
const linkOrNone = z
  .string({ message: 'required' })
  .trim()
  .max(500, { message: 'max:500' })
  .regex(/^(https:\/\/[^\s]+|\/[^\s]*|)$/, { message: 'regex' })
  .nullable();
const textOrNone = z.string({ message: 'required' }).trim().max(200, { message: 'max:200' }).nullable();
const bool = z.boolean();

/** PATCH console/site/settings: any subset; only the keys given change. */
export const consoleSiteSettingsRequest = z
  .object({
    ...(Object.fromEntries(SITE_FLAGS.map((f) => [f, bool])) as Record<SiteFlag, typeof bool>),
    sitename: requiredText(60),
    company_name: requiredText(120),
    company_address: requiredText(300),
    company_phone: z
      .string({ message: 'required' })
      .trim()
      .regex(/^\+?[0-9][0-9 -]{5,23}$/, { message: 'regex' }),
    company_email: z.string({ message: 'required' }).trim().email({ message: 'email' }).max(200, {
      message: 'max:200',
    }),
    operational_hour: requiredText(120),
    live_chat_widget_id: textOrNone,
    live_chat_script_url: linkOrNone,
    apk_url: linkOrNone,
    apk_version: textOrNone,
    ...(Object.fromEntries(DEPOSIT_FLAGS.map((f) => [f, bool])) as Record<
      (typeof DEPOSIT_FLAGS)[number],
      typeof bool
    >),
    nominals: z
      .array(amount, { message: 'required' })
      .min(1, { message: 'required' })
      .max(20, { message: 'max:20' }),
    min_topup: amount,
  })
  .partial()
  .strict();
export type ConsoleSiteSettingsRequest = z.infer<typeof consoleSiteSettingsRequest>;

// ---- banners ----

export const BANNER_DESTINATIONS = ['uri', 'url', 'page'] as const;

/** One carousel banner as the console sees it (inactive and out-of-window ones too). */
export const consoleBanner = z.object({
  id: z.number(),
  carousel: z.string(),
  position: z.number(),
  source: z.enum(['upload', 'external']),
  /** What the carousel shows: the uploaded image's path or the external URL. */
  image: z.string().nullable(),
  caption: z.string().nullable(),
  destination: z.enum(BANNER_DESTINATIONS).nullable(),
  uri: z.string().nullable(),
  url: z.string().nullable(),
  page: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;
export const consoleBannerListResponse = z.object({ data: z.array(consoleBanner) });
export const consoleBannerResponse = z.object({ data: consoleBanner });
export const consoleBannerParams = z.object({ id: z.coerce.number().int().positive() });

const httpsUrl = z
  .string({ message: 'required' })
  .trim()
  .max(500, { message: 'max:500' })
  .regex(/^https:\/\/[^\s/]+[^\s]*$/, { message: 'regex' });
const carouselName = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, { message: 'regex' })
  .default('home');

/**
 * A banner's first or last moment as a Jakarta (WIB) wall-clock time, as a datetime-local field
 * gives it: YYYY-MM-DDTHH:MM. The carousel shows a banner from `starts_at` and no more from
 * `ends_at`; an empty one has no bound.
 */
export const bannerMoment = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: 'regex' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+07:00`)), { message: 'regex' });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' ? null : v);

/** The largest uploaded banner image (1 MB) as a base64 data URL's length. */
export const BANNER_IMAGE_MAX_CHARS = Math.ceil((1024 * 1024 * 4) / 3) + 64;

/**
 * POST console/site/banners: an external image (`image_url`, https) or an uploaded one
 * (`image_data`: a data URL of a jpg, png or webp up to 1 MB) shown in a carousel, opening an
 * in-app path (`uri`, starting with /), a web address (`url`, https) or a page name — or nothing.
 */
export const consoleBannerRequest = z
  .object({
    carousel: carouselName,
    image_url: httpsUrl.optional(),
    image_data: z
      .string()
      .max(BANNER_IMAGE_MAX_CHARS, { message: 'size:1024' })
      .regex(/^data:image\//, { message: 'image' })
      .optional(),
    caption: z.string().trim().max(200, { message: 'max:200' }).optional(),
    destination: z.enum(BANNER_DESTINATIONS, { message: 'oneOf' }).nullable().default(null),
    uri: z
      .string()
      .trim()
      .regex(/^\/[^\s]{0,199}$/, { message: 'regex' })
      .optional(),
    url: httpsUrl.optional(),
    page: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/, { message: 'regex' })
      .optional(),
    target: z.enum(['_self', '_blank'], { message: 'oneOf' }).default('_self'),
    position: z
      .number()
      .int({ message: 'integer' })
      .min(0)
      .max(1000, { message: 'max_value:1000' })
      .optional(),
    active: z.boolean().default(true),
    starts_at: z.preprocess(blankToUndefined, bannerMoment.optional()),
    ends_at: z.preprocess(blankToUndefined, bannerMoment.optional()),
  })
  .superRefine((b, ctx) => {
    if (!b.image_url === !b.image_data)
      ctx.addIssue({ code: 'custom', path: ['image_url'], message: b.image_url ? 'excluded' : 'required' });
    if (b.destination && !b[b.destination])
      ctx.addIssue({ code: 'custom', path: [b.destination], message: 'required' });
  });
export type ConsoleBannerRequest = z.output<typeof consoleBannerRequest>;

/**
 * PATCH console/site/banners/:id: switch it on or off, move it, change its caption or its display
 * window (Jakarta wall-clock times; null or an empty one removes that bound).
 */
export const consoleBannerChangeRequest = z
  .object({
    active: z.boolean(),
    position: z.number({ message: 'integer' }).int({ message: 'integer' }).min(0).max(1000),
    caption: z.string().trim().max(200, { message: 'max:200' }),
    starts_at: z.preprocess(blankToNull, bannerMoment.nullable()),
    ends_at: z.preprocess(blankToNull, bannerMoment.nullable()),
  })
  .partial()
  .strict();
export type ConsoleBannerChangeRequest = z.infer<typeof consoleBannerChangeRequest>;

// ---- blog ----

/** One blog post for the console: drafts, scheduled and published ones. */
export const consolePost = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  cover: z.string().nullable(),
  author: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ConsolePost = z.infer<typeof consolePost>;
export const consolePostListResponse = z.object({ data: z.array(consolePost.omit({ body: true })) });
export type ConsolePostSummary = z.infer<typeof consolePostListResponse>['data'][number];
export const consolePostResponse = z.object({ data: consolePost });
export const consolePostParams = z.object({ id: z.coerce.number().int().positive() });

/** POST console/site/posts (a draft) and PATCH console/site/posts/:id (any subset). */
export const consolePostRequest = z.object({
  slug: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(120, { message: 'max:120' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'alpha_dash' }),
  title: requiredText(200),
  excerpt: z.string().trim().max(300, { message: 'max:300' }).default(''),
  body: requiredText(50_000),
  cover: z
    .string()
    .trim()
    .max(500, { message: 'max:500' })
    .regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, { message: 'regex' })
    .nullable()
    .default(null),
});
export type ConsolePostRequest = z.output<typeof consolePostRequest>;
export const consolePostChangeRequest = consolePostRequest
  .extend({ excerpt: z.string().trim().max(300, { message: 'max:300' }) })
  .partial()
  .strict();
export type ConsolePostChangeRequest = z.infer<typeof consolePostChangeRequest>;

/** POST console/site/posts/preview: Markdown → the sanitized HTML the public blog would show. */
export const consolePostPreviewRequest = z.object({ body: z.string().max(50_000, { message: 'max:50000' }) });
export const consolePostPreviewResponse = z.object({ data: z.object({ html: z.string() }) });

// ---- news ----

/** Who reads a news item: everybody (null) or one category (1 member, 2 agent, 3 master). */
const newsCategory = z.literal(USER_CATEGORIES, { message: 'oneOf' }).nullable();

export const consoleNews = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string().nullable(),
  category: z.number().nullable(),
  published_at: z.string(),
});
export type ConsoleNews = z.infer<typeof consoleNews>;
export const consoleNewsListResponse = z.object({ data: z.array(consoleNews) });

/** POST console/site/news: title and body to everybody or a category. */
export const consoleNewsRequest = z.object({
  title: requiredText(150),
  body: z.string().trim().max(2000, { message: 'max:2000' }).optional(),
  category: newsCategory.default(null),
});
export type ConsoleNewsRequest = z.output<typeof consoleNewsRequest>;
export const consoleNewsResponse = z.object({
  data: z.object({ news: consoleNews, recipients: z.number() }),
});

/** GET console/site/news/recipients?category: how many active accounts a news item would reach. */
export const consoleNewsRecipientsQuery = z.object({
  category: z.coerce
    .number()
    .pipe(z.literal(USER_CATEGORIES, { message: 'oneOf' }))
    .optional(),
});
export const consoleNewsRecipientsResponse = z.object({ data: z.object({ recipients: z.number() }) });

// ---- help-centre texts ----

/** A help section's longest text (Markdown). */
export const HELP_TEXT_MAX = 20_000;

/**
 * GET console/site/help: every editable help section in every language, with the site's own
 * Markdown (null: the app's built-in text is shown). Customer service and the owner.
 */
export const consoleHelpText = z.object({
  section: z.enum(EDITABLE_HELP_SECTIONS),
  locale: z.enum(locales),
  body: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ConsoleHelpText = z.infer<typeof consoleHelpText>;
export const consoleHelpTextsResponse = z.object({ data: z.array(consoleHelpText) });
export const consoleHelpTextResponse = z.object({ data: consoleHelpText });

/** POST console/site/help/{section}/{locale} {body}: the site's text; an empty body restores the app's. */
export const consoleHelpTextParams = z.object({
  section: z.enum(EDITABLE_HELP_SECTIONS, { message: 'oneOf' }),
  locale: z.enum(locales, { message: 'oneOf' }),
});
export const consoleHelpTextRequest = z.object({
  body: z
    .string({ message: 'required' })
    .max(HELP_TEXT_MAX, { message: `max:${HELP_TEXT_MAX}` })
    .transform((s) => s.trim()),
});
export type ConsoleHelpTextRequest = z.infer<typeof consoleHelpTextRequest>;
