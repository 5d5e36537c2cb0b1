import {
  POSTPAID_TYPE_ICONS,
  POSTPAID_TYPE_LABELS,
  POSTPAID_TYPES,
  type PostpaidType,
  PREPAID_TYPE_ICONS,
  PREPAID_TYPE_LABELS,
  PREPAID_TYPES,
  type PrepaidType,
} from '@konter/core/catalog';
import type { Banner, DisplayPreference, MenuItem, SiteConfigFull } from '@konter/core/contracts/site';
import { displayPreferenceDefaults, FONT_SIZES } from '@konter/core/contracts/site';
import type { EditableHelpSection } from '@konter/core/public-pages';
import type { Deps, Locale } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { updateSettings } from '../account/index.js';
import type { User } from '../auth/index.js';
import { getSetting } from '../auth/index.js';
import { renderMarkdown } from '../blog/index.js';
import { countListedByType, listBrands } from '../catalog/index.js';
import { artwork } from './artwork.js';
import * as repo from './site.repository.js';
import { getSiteSettings, isWhitelistedEmail } from './site.settings.js';

/** GET site/config: the site's switches and company details, and the caller's own flags. */
export async function siteConfig(deps: Deps, user: User | null): Promise<SiteConfigFull> {
  const db = deps.database.db;
  const [s, disableRegister, disableUserLogin] = await Promise.all([
    getSiteSettings(db),
    getSetting(db, 'disable_register'),
    getSetting(db, 'disable_user_login'),
  ]);
  return {
    sitename: s.sitename,
    logo: s.logo,
    disableRegister,
    disableUserLogin,
    allowTransfer: s.allow_transfer,
    stashCashbackEnabled: s.stash_cashback_enabled,
    agentCategory: user?.category ?? null,
    nonActiveUser: user ? user.status !== 'active' : false,
    agentDebtEnabled: s.agent_debt_enabled,
    isSales: user?.isSales ?? false,
    hideAgentCenter: s.hide_agent_center,
    disableAgencyFeatureForMaster: s.disable_agency_feature_for_master,
    customFrontendViewExists: s.custom_frontend_view_exists,
    gridLayout: s.grid_layout,
    preferences: { shop: s.shop, ppob: s.ppob, multicourier: s.multicourier },
    company: {
      name: s.company_name,
      companyAddress: s.company_address,
      companyEmail: s.company_email,
      csNumber: s.company_phone,
      operationalHour: s.operational_hour,
      logo: s.logo,
    },
    liveChat: {
      enabled: Boolean(s.live_chat_widget_id || s.live_chat_script_url),
      widgetId: s.live_chat_widget_id,
      scriptUrl: s.live_chat_script_url,
    },
    apk: { enabled: s.apk_url !== null },
    push: { enabled: deps.config.vapid !== null },
    whitelistedEmail: isWhitelistedEmail(s, user?.email),
  };
}

// ---- the dynamic home menu (spec §2 menu rules) ----

/** The home's first row; every other prepaid type follows in the `home` group. */
const PRIMARY: readonly PrepaidType[] = ['pulsa', 'data', 'electricity', 'emoney'];

/** The public marketing page of each prepaid type (spec §2 landing routes). */
const prepaidLanding: Record<PrepaidType, string> = {
  pulsa: '/',
  data: '/m/data',
  electricity: '/m/listrik',
  games: '/m/games',
  voucher: '/m/voucher',
  starterPacks: '/m/starterPacks',
  'aktivasi-voucher': '/m/activationVoucher',
  emoney: '/m/emoney',
  smstel: '/m/smstel',
  validityPackage: '/m/validityPackage',
  international: '/m/international',
  tv: '/m/tv',
  pertagas: '/m/pertagas',
  topupByExcel: '/m/topupByExcel',
  esim: '/m/esim',
  sendMoney: '/m/sendMoney',
};

const prepaidItem = (type: PrepaidType, locale: Locale): MenuItem => ({
  name: PREPAID_TYPE_LABELS[type][locale],
  route: `prabayar::${type}`,
  routeLanding: prepaidLanding[type],
  type,
  icon: PREPAID_TYPE_ICONS[type],
  moduleType: 'prabayar',
  backendID: `prabayar.${type}`,
});

const postpaidItem = (type: PostpaidType, locale: Locale): MenuItem => ({
  name: POSTPAID_TYPE_LABELS[type][locale],
  route: `pascabayar::${type}`,
  routeLanding: `/m/pascabayar/${type}`,
  type,
  icon: POSTPAID_TYPE_ICONS[type],
  moduleType: 'pascabayar',
  backendID: `pascabayar.${type}`,
});

/**
 * GET menu: the product types the catalogue sells, grouped for the home. The international
 * countries come as one International entry listing them. topupByExcel sells the other types'
 * products, so it shows whenever any prepaid product does. Before the first price-list sync
 * (an empty catalogue) every type is listed, so the home is never blank. A caller with the
 * whitelisted-email flag (spec §6) gets no games entry.
 */
export async function buildMenu(deps: Deps, locale: Locale, user: User | null = null) {
  const settings = await getSiteSettings(deps.database.db);
  const layout = settings.grid_layout ? ('grid' as const) : ('list' as const);
  if (!settings.ppob) return { layout, groups: [] };
  const counts = await countListedByType(deps.database.db);
  const empty = counts.prepaid.size === 0 && counts.postpaid.size === 0;
  const gamesHidden = isWhitelistedEmail(settings, user?.email);
  const sells = (t: PrepaidType) =>
    !(t === 'games' && gamesHidden) &&
    (empty || (counts.prepaid.get(t) ?? 0) > 0 || (t === 'topupByExcel' && counts.prepaid.size > 0));
  const prepaid = PREPAID_TYPES.filter(sells).map((t) => prepaidItem(t, locale));
  const international = prepaid.find((i) => i.type === 'international');
  if (international && !empty) {
    const brands = await listBrands(deps, 'international');
    international.countries = brands.brands
      .flatMap((b) => ('countries' in b ? b.countries : []))
      .map((c) => c.name);
  }
  const postpaid = POSTPAID_TYPES.filter((t) => empty || (counts.postpaid.get(t) ?? 0) > 0).map((t) =>
    postpaidItem(t, locale),
  );
  const groups = [
    { category: 'primary' as const, items: prepaid.filter((i) => PRIMARY.includes(i.type as PrepaidType)) },
    { category: 'home' as const, items: prepaid.filter((i) => !PRIMARY.includes(i.type as PrepaidType)) },
    { category: 'postpaid' as const, items: postpaid },
  ];
  return { layout, groups: groups.filter((g) => g.items.length > 0) };
}

// ---- excel access, carousel, apk ----

/** Rows per Excel upload (spec §9.2) and the default daily Excel transaction limit. */
export const EXCEL_MAX_ROWS = 100;
export const EXCEL_DEFAULT_LIMIT = 1000;

/**
 * POST prabayar/checkExcel: bulk top-up by Excel needs an active account with the `excel_topup`
 * permission (granted by an administrator); the daily limit is the user's access setting
 * `excel_limit`, else 1000.
 */
export function excelAccess(user: User) {
  const limit = Number(user.userPermissionSetting?.excel_limit);
  return {
    excelAccess: user.status === 'active' && user.permissions.includes('excel_topup'),
    limit: Number.isSafeInteger(limit) && limit > 0 ? limit : EXCEL_DEFAULT_LIMIT,
    maxRows: EXCEL_MAX_ROWS,
  };
}

export async function carousel(deps: Deps, name: string): Promise<{ name: string; banners: Banner[] }> {
  const rows = await repo.carouselBanners(deps.database.db, name);
  return {
    name,
    banners: rows.map((b) => ({
      id: b.id,
      source: b.source,
      image: b.source === 'external' ? b.externalUrl : b.image,
      external_url: b.externalUrl,
      caption: b.caption,
      destination: b.destination,
      uri: b.uri,
      url: b.url,
      page: b.page,
      target: b.target,
    })),
  };
}

export async function apkDownload(deps: Deps) {
  const s = await getSiteSettings(deps.database.db);
  return { url: s.apk_url, version: s.apk_version, size_bytes: s.apk_size_bytes, sha256: s.apk_sha256 };
}

/** The SVG of a built-in artwork (seeded banners, the default logo); 404 for an unknown file. */
export function builtInArtwork(file: string): string {
  const svg = artwork(file);
  if (!svg) throw new AppError('site_media_not_found');
  return svg;
}

// ---- display preferences ----

const isFontSize = (v: string): v is DisplayPreference['font_size'] =>
  (FONT_SIZES as readonly string[]).includes(v);

/** GET setting/display-preference: the account's choice, or the defaults for visitors. */
export async function displayPreference(deps: Deps, user: User | null): Promise<DisplayPreference> {
  if (!user) return displayPreferenceDefaults;
  const corner = await repo.findCornerRoundness(deps.database.db, user.id);
  return {
    font_size: isFontSize(user.fontSize) ? user.fontSize : displayPreferenceDefaults.font_size,
    font_family: user.fontFamily,
    corner_roundness: corner ?? displayPreferenceDefaults.corner_roundness,
  };
}

/** POST setting/display-preference: font size and family live on the account (as account/setting sets them). */
export async function saveDisplayPreference(
  deps: Deps,
  user: User,
  input: Partial<DisplayPreference>,
): Promise<DisplayPreference> {
  let current = user;
  if (input.font_size || input.font_family) {
    current = await updateSettings(deps, user, {
      font_size: input.font_size,
      font_family: input.font_family,
    });
  }
  if (input.corner_roundness)
    await repo.saveCornerRoundness(deps.database.db, user.id, input.corner_roundness);
  return displayPreference(deps, current);
}

/**
 * GET site/help/{section}: the site's own text of a help section in the caller's language as
 * sanitized HTML (the console's Site page writes it), or null where the app's built-in text stands.
 */
export async function helpText(deps: Deps, section: EditableHelpSection, locale: Locale) {
  const row = await repo.findHelpText(deps.database.db, section, locale);
  return { section, locale, html: row ? renderMarkdown(row.body) : null };
}
