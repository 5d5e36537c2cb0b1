import { z } from 'zod';
import { EDITABLE_HELP_SECTIONS } from '../public-pages.js';
import { fontSizes } from './account.js';

// Site configuration and content of the app shell (spec §3 Site config flags, Company setting,
// Banner, Display preference; §7.3; §9.2 feature flag defaults).

/** GET site/config → data. Flag names are the spec's; per-user flags describe the caller. */
export const siteConfig = z.object({
  sitename: z.string(),
  logo: z.string().nullable(),
  disableRegister: z.boolean(),
  disableUserLogin: z.boolean(),
  allowTransfer: z.boolean(),
  stashCashbackEnabled: z.boolean(),
  /** The caller's account category (1 member, 2 agent, 3 master); null for visitors. */
  agentCategory: z.number().nullable(),
  /** The caller's account is not active (may only see the price list). */
  nonActiveUser: z.boolean(),
  agentDebtEnabled: z.boolean(),
  /** The caller is a sales user. */
  isSales: z.boolean(),
  hideAgentCenter: z.boolean(),
  disableAgencyFeatureForMaster: z.boolean(),
  customFrontendViewExists: z.boolean(),
  gridLayout: z.boolean(),
  /** Feature preferences (spec §9.2 defaults: Shop on, PPOB on, Multicourier off). */
  preferences: z.object({ shop: z.boolean(), ppob: z.boolean(), multicourier: z.boolean() }),
  company: z.object({
    name: z.string(),
    companyAddress: z.string(),
    companyEmail: z.string(),
    csNumber: z.string(),
    operationalHour: z.string(),
    logo: z.string().nullable(),
  }),
  liveChat: z.object({
    enabled: z.boolean(),
    widgetId: z.string().nullable(),
    scriptUrl: z.string().nullable(),
  }),
  apk: z.object({ enabled: z.boolean() }),
  push: z.object({ enabled: z.boolean() }),
  /** Spec §6: the caller's e-mail is on the site's whitelist, which hides the games item. */
  whitelistedEmail: z.boolean(),
});
export type SiteConfigFull = z.infer<typeof siteConfig>;
export const siteConfigFullResponse = z.object({ data: siteConfig });

/** One entry of the dynamic home menu (spec §2 menu rules). */
export const menuItem = z.object({
  name: z.string(),
  /** Route name, e.g. `prabayar::pulsa`. */
  route: z.string(),
  /** The public marketing page of the entry, e.g. `/m/data` (null when it has none). */
  routeLanding: z.string().nullable(),
  /** Product type code (`pulsa`, `electricity`, …). */
  type: z.string(),
  icon: z.string(),
  moduleType: z.enum(['prabayar', 'pascabayar']),
  /** The server's id of the entry (stable: the module and type). */
  backendID: z.string(),
  /** International only: the countries merged into it. */
  countries: z.array(z.string()).optional(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuGroup = z.object({
  /** primary: the home's first row; home: the rest; postpaid: the bills. */
  category: z.enum(['primary', 'home', 'postpaid']),
  items: z.array(menuItem),
});

/** GET menu → data. `layout` tells how the home lays the groups out. */
export const menuResponse = z.object({
  data: z.object({ layout: z.enum(['grid', 'list']), groups: z.array(menuGroup) }),
});

/** POST prabayar/checkExcel → data (spec §4: the result is kept after the first check). */
export const excelAccessResponse = z.object({
  data: z.object({
    excelAccess: z.boolean(),
    /** Transactions per day allowed through Excel uploads. */
    limit: z.number(),
    /** Rows per upload. */
    maxRows: z.number(),
  }),
});

export const carouselParams = z.object({
  name: z.string().regex(/^[a-z0-9_-]{1,40}$/, { message: 'regex' }),
});

export const banner = z.object({
  id: z.number(),
  source: z.enum(['upload', 'external']),
  image: z.string().nullable(),
  external_url: z.string().nullable(),
  caption: z.string().nullable(),
  destination: z.enum(['uri', 'url', 'page']).nullable(),
  uri: z.string().nullable(),
  url: z.string().nullable(),
  page: z.string().nullable(),
  target: z.enum(['_self', '_blank']),
});
export type Banner = z.infer<typeof banner>;

/** GET marketing/carousel/{name} → data.banners (empty for an unknown carousel). */
export const carouselResponse = z.object({ data: z.object({ name: z.string(), banners: z.array(banner) }) });

/** GET apk/download → data (url null when the Android app is not offered). */
export const apkResponse = z.object({
  data: z.object({
    url: z.string().nullable(),
    version: z.string().nullable(),
    size_bytes: z.number().nullable(),
    sha256: z.string().nullable(),
  }),
});

export const CORNER_ROUNDNESS = ['sharp', 'normal', 'soft'] as const;
export const FONT_SIZES = fontSizes;

export const displayPreference = z.object({
  /** small, default (regular), large, huge. */
  font_size: z.enum(FONT_SIZES),
  font_family: z.string(),
  corner_roundness: z.enum(CORNER_ROUNDNESS),
});
export type DisplayPreference = z.infer<typeof displayPreference>;
export const displayPreferenceDefaults: DisplayPreference = {
  font_size: 'default',
  font_family: 'default',
  corner_roundness: 'normal',
};

export const displayPreferenceResponse = z.object({ data: displayPreference });

/** POST setting/display-preference: any subset of the three. */
export const displayPreferenceRequest = z.object({
  font_size: z.enum(FONT_SIZES, { message: 'oneOf' }).optional(),
  // A CSS font-family name: letters, digits, spaces and dashes only.
  font_family: z
    .string()
    .trim()
    .min(1, { message: 'required' })
    .max(64, { message: 'max:64' })
    .regex(/^[\p{L}\p{N} -]+$/u, { message: 'regex' })
    .optional(),
  corner_roundness: z.enum(CORNER_ROUNDNESS, { message: 'oneOf' }).optional(),
});

/** GET site/help/{section} (in the caller's language): the site's own text of a help section. */
export const helpTextParams = z.object({ section: z.enum(EDITABLE_HELP_SECTIONS) });
export const helpTextResponse = z.object({
  data: z.object({
    section: z.enum(EDITABLE_HELP_SECTIONS),
    locale: z.enum(['id', 'en', 'zh']),
    /** Sanitized HTML of the site's Markdown; null: the app's built-in text stands. */
    html: z.string().nullable(),
  }),
});
export type HelpText = z.infer<typeof helpTextResponse>['data'];
