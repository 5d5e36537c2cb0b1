import type {
  ConsoleBanner,
  ConsoleBannerChangeRequest,
  ConsoleBannerRequest,
  ConsoleHelpText,
  ConsoleHelpTextRequest,
  ConsoleNews,
  ConsoleNewsRequest,
  ConsolePost,
  ConsolePostChangeRequest,
  ConsolePostRequest,
  ConsolePostSummary,
  ConsoleSiteSettings,
  ConsoleSiteSettingsRequest,
} from '@konter/core/contracts/console-site';
import { EDITABLE_HELP_SECTIONS, type EditableHelpSection } from '@konter/core/public-pages';
import { type Locale, locales } from '@konter/core/validation/locale';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { AdminError, setOperatorSetting } from '../admin/index.js';
import { getSetting } from '../auth/index.js';
import * as blog from '../blog/index.js';
import { getDepositSettings, setDepositSetting } from '../deposit/index.js';
import { latestNews, newsAudience, publishNews } from '../notifications/index.js';
import * as site from '../site/index.js';
import { auditAction, type StaffActor } from './audit.service.js';

// The console's Site pages (issue 18). Every change runs the operator CLI's own setter — `setting`
// (features/admin), `site:setting` (features/site), `deposit:setting` (features/deposit),
// `news:publish` (features/notifications) — or the site's and blog's own banner and post functions,
// in one transaction with one audit row (`site.*`, before/after). A change that changes nothing
// writes nothing.

const audit = auditAction;

// ---- settings and flags ----

/** Keys of the operator's `setting` (features/auth's switches). */
const ACCESS_KEYS = ['disable_register', 'disable_user_login'] as const;
/** Keys of `deposit:setting`. */
const DEPOSIT_KEYS = [
  'allow_custom_nominals',
  'allow_deposit_transfer',
  'pay_external_payment_fee',
  'shopeepay_own_rate',
  'nominals',
  'min_topup',
] as const;
type Key = keyof ConsoleSiteSettings;
const isIn = <T extends string>(list: readonly T[], k: string): k is T =>
  (list as readonly string[]).includes(k);

/** GET console/site/settings: what the Site pages edit, as stored now. */
export async function readSiteSettings(db: Db): Promise<ConsoleSiteSettings> {
  // One after another: `db` may be a transaction (one connection, one query at a time).
  const s = await site.getSiteSettings(db);
  const d = await getDepositSettings(db);
  const disableRegister = await getSetting(db, 'disable_register');
  const disableUserLogin = await getSetting(db, 'disable_user_login');
  return {
    shop: s.shop,
    ppob: s.ppob,
    multicourier: s.multicourier,
    disable_register: disableRegister,
    disable_user_login: disableUserLogin,
    allow_transfer: s.allow_transfer,
    stash_cashback_enabled: s.stash_cashback_enabled,
    agent_debt_enabled: s.agent_debt_enabled,
    hide_agent_center: s.hide_agent_center,
    disable_agency_feature_for_master: s.disable_agency_feature_for_master,
    grid_layout: s.grid_layout,
    sitename: s.sitename,
    company_name: s.company_name,
    company_address: s.company_address,
    company_phone: s.company_phone,
    company_email: s.company_email,
    operational_hour: s.operational_hour,
    live_chat_widget_id: s.live_chat_widget_id,
    live_chat_script_url: s.live_chat_script_url,
    apk_url: s.apk_url,
    apk_version: s.apk_version,
    allow_custom_nominals: d.allow_custom_nominals,
    allow_deposit_transfer: d.allow_deposit_transfer,
    pay_external_payment_fee: d.pay_external_payment_fee,
    shopeepay_own_rate: d.shopeepay_own_rate,
    nominals: d.nominals,
    min_topup: d.min_topup,
  };
}

export const siteSettings = (deps: Deps) => readSiteSettings(deps.database.db);

/** The CLI's text form of a value (`true`, `10000,20000`, '' for none). */
const raw = (v: unknown): string => (Array.isArray(v) ? v.join(',') : v === null ? '' : String(v));

/**
 * PATCH console/site/settings: the keys given, each through the CLI's setter in one transaction;
 * one audit row `site.setting` with the changed keys before and after. A setter's refusal is a 422
 * on that key and nothing is kept.
 */
export async function changeSiteSettings(
  deps: Deps,
  by: StaffActor,
  input: ConsoleSiteSettingsRequest,
): Promise<ConsoleSiteSettings> {
  return deps.database.db.transaction(async (tx) => {
    const current = await readSiteSettings(tx);
    const changed = (Object.keys(input) as Key[]).filter(
      (k) => input[k] !== undefined && raw(input[k]) !== raw(current[k]),
    );
    if (changed.length === 0) return current;
    for (const k of changed) {
      const value = raw(input[k]);
      try {
        if (isIn(ACCESS_KEYS, k)) await setOperatorSetting(deps, k, value, tx);
        else if (isIn(DEPOSIT_KEYS, k)) await setDepositSetting(tx, k, value);
        else await site.setSiteSetting(tx, k, value);
      } catch (err) {
        if (err instanceof RangeError || err instanceof AdminError)
          throw fieldError(k, 'console_site_setting_invalid');
        throw err;
      }
    }
    const after = await readSiteSettings(tx);
    // A setter may normalise (nominals sorted and unique): only what differs now is a change.
    const keys = changed.filter((k) => raw(after[k]) !== raw(current[k]));
    const pick = (s: ConsoleSiteSettings) => Object.fromEntries(keys.map((k) => [k, s[k]]));
    if (keys.length > 0) await audit(tx, by, 'site.setting', 'site', pick(current), pick(after));
    return after;
  });
}

// ---- banners ----

const bannerView = (b: site.BannerRow): ConsoleBanner => ({
  id: b.id,
  carousel: b.carousel,
  position: b.position,
  source: b.source,
  image: b.source === 'external' ? b.externalUrl : b.image,
  caption: b.caption,
  destination: b.destination,
  uri: b.uri,
  url: b.url,
  page: b.page,
  target: b.target,
  active: b.active,
  starts_at: b.startsAt?.toISOString() ?? null,
  ends_at: b.endsAt?.toISOString() ?? null,
});
const bannerTarget = (b: site.BannerRow) => `banner:${b.id} ${b.carousel}`;

export const consoleBanners = async (deps: Deps) =>
  (await site.listBanners(deps.database.db)).map(bannerView);

/** A Jakarta (WIB) wall-clock time of the form (YYYY-MM-DDTHH:MM) as the moment it is; null stays. */
const jakartaMoment = (v: string | null) => (v === null ? null : new Date(`${v}:00+07:00`));

/** The display window's end after its start (422 on the field the change sent). */
function checkWindow(startsAt: Date | null, endsAt: Date | null, field: 'starts_at' | 'ends_at') {
  if (startsAt && endsAt && startsAt >= endsAt) throw fieldError(field, 'console_banner_dates_order');
}

/** POST console/site/banners: an external-image or uploaded banner; audited `site.banner.create`. */
export const createBanner = (deps: Deps, by: StaffActor, input: ConsoleBannerRequest) =>
  deps.database.db.transaction(async (tx) => {
    const startsAt = jakartaMoment(input.starts_at ?? null);
    const endsAt = jakartaMoment(input.ends_at ?? null);
    checkWindow(startsAt, endsAt, 'ends_at');
    const row = await site.addBanner(tx, {
      carousel: input.carousel,
      imageUrl: input.image_url,
      imageData: input.image_data,
      caption: input.caption || null,
      destination: input.destination,
      uri: input.uri ?? null,
      url: input.url ?? null,
      page: input.page ?? null,
      target: input.target,
      position: input.position,
      active: input.active,
      startsAt,
      endsAt,
    });
    const view = bannerView(row);
    await audit(tx, by, 'site.banner.create', bannerTarget(row), null, view);
    return view;
  });

type BannerChange = Partial<Pick<site.BannerRow, 'active' | 'position' | 'caption' | 'startsAt' | 'endsAt'>>;
/** Each changeable column under its name in the console (the view and the audit rows). */
const BANNER_FIELDS = {
  active: 'active',
  position: 'position',
  caption: 'caption',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
} as const satisfies Record<keyof BannerChange, keyof ConsoleBanner>;
const sameMoment = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * PATCH console/site/banners/:id: on/off, position, caption, display window (the end after the
 * start, with what is stored: 422 on the field otherwise); audited `site.banner.update` with only
 * what changed.
 */
export const changeBanner = (deps: Deps, by: StaffActor, id: number, input: ConsoleBannerChangeRequest) =>
  deps.database.db.transaction(async (tx) => {
    const row = await site.lockBanner(tx, id);
    const set: BannerChange = {};
    if (input.active !== undefined && input.active !== row.active) set.active = input.active;
    if (input.position !== undefined && input.position !== row.position) set.position = input.position;
    if (input.caption !== undefined && input.caption !== (row.caption ?? ''))
      set.caption = input.caption || null;
    const startsAt = input.starts_at !== undefined ? jakartaMoment(input.starts_at) : row.startsAt;
    const endsAt = input.ends_at !== undefined ? jakartaMoment(input.ends_at) : row.endsAt;
    checkWindow(startsAt, endsAt, input.ends_at !== undefined ? 'ends_at' : 'starts_at');
    if (!sameMoment(startsAt, row.startsAt)) set.startsAt = startsAt;
    if (!sameMoment(endsAt, row.endsAt)) set.endsAt = endsAt;
    const keys = Object.keys(set) as (keyof BannerChange)[];
    if (keys.length === 0) return bannerView(row);
    const after = await site.changeBanner(tx, id, set);
    const pick = (b: site.BannerRow) => {
      const view = bannerView(b);
      return Object.fromEntries(keys.map((k) => [BANNER_FIELDS[k], view[BANNER_FIELDS[k]]]));
    };
    await audit(tx, by, 'site.banner.update', bannerTarget(row), pick(row), pick(after));
    return bannerView(after);
  });

/** DELETE console/site/banners/:id; audited `site.banner.delete` with what it was. */
export const deleteBanner = (deps: Deps, by: StaffActor, id: number) =>
  deps.database.db.transaction(async (tx) => {
    const row = await site.lockBanner(tx, id);
    await site.removeBanner(tx, id);
    await audit(tx, by, 'site.banner.delete', bannerTarget(row), bannerView(row), null);
    return { id };
  });

// ---- blog ----

const postView = (p: blog.BlogPost): ConsolePost => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  body: p.body,
  cover: p.cover,
  author: p.author,
  published_at: p.publishedAt?.toISOString() ?? null,
  updated_at: p.updatedAt.toISOString(),
});
const postSummary = ({ body: _body, ...rest }: ConsolePost): ConsolePostSummary => rest;
const postTarget = (p: blog.BlogPost) => `post:${p.id} ${p.slug}`;
/** What the audit keeps of a post: its fields, the body by its length (the log is no archive). */
const postAudit = (p: blog.BlogPost) => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  cover: p.cover,
  body_chars: p.body.length,
  published_at: p.publishedAt?.toISOString() ?? null,
});

export const consolePosts = async (deps: Deps) =>
  (await blog.listAllPosts(deps.database.db)).map((p) => postSummary(postView(p)));

export const consolePost = async (deps: Deps, id: number) =>
  postView(await blog.findPost(deps.database.db, id));

/** POST console/site/posts: a draft by the staff member's name; audited `site.blog.create`. */
export const createPost = (deps: Deps, by: StaffActor & { name: string }, input: ConsolePostRequest) =>
  deps.database.db.transaction(async (tx) => {
    const row = await blog.createDraft(tx, input, by.name);
    await audit(tx, by, 'site.blog.create', postTarget(row), null, postAudit(row));
    return postView(row);
  });

/** PATCH console/site/posts/:id: the fields given; audited `site.blog.update`. */
export const editPost = (deps: Deps, by: StaffActor, id: number, input: ConsolePostChangeRequest) =>
  deps.database.db.transaction(async (tx) => {
    const row = await blog.lockPost(tx, id);
    const set = Object.fromEntries(
      Object.entries(input).filter(([k, v]) => v !== undefined && v !== row[k as keyof blog.PostFields]),
    ) as Partial<blog.PostFields>;
    if (Object.keys(set).length === 0) return postView(row);
    const after = await blog.editPost(tx, row, set);
    await audit(tx, by, 'site.blog.update', postTarget(row), postAudit(row), postAudit(after));
    return postView(after);
  });

/** POST console/site/posts/:id/publish | unpublish; audited `site.blog.publish` / `site.blog.unpublish`. */
export const publishPost = (deps: Deps, by: StaffActor, id: number, published: boolean) =>
  deps.database.db.transaction(async (tx) => {
    const row = await blog.lockPost(tx, id);
    const live = row.publishedAt !== null && row.publishedAt.getTime() <= Date.now();
    if (live === published && (published || row.publishedAt === null)) return postView(row);
    const after = await blog.setPublished(tx, row, published);
    await audit(
      tx,
      by,
      published ? 'site.blog.publish' : 'site.blog.unpublish',
      postTarget(row),
      { published_at: row.publishedAt?.toISOString() ?? null },
      { published_at: after.publishedAt?.toISOString() ?? null },
    );
    return postView(after);
  });

/** DELETE console/site/posts/:id; audited `site.blog.delete` with what it was. */
export const deletePost = (deps: Deps, by: StaffActor, id: number) =>
  deps.database.db.transaction(async (tx) => {
    const row = await blog.lockPost(tx, id);
    await blog.deletePost(tx, id);
    await audit(tx, by, 'site.blog.delete', postTarget(row), postAudit(row), null);
    return { id };
  });

/** POST console/site/posts/preview: the public blog's own sanitizing renderer. */
export const previewPost = (body: string) => ({ html: blog.renderMarkdown(body) });

// ---- news ----

const newsView = (n: {
  id: number;
  title: string;
  body: string | null;
  category: number | null;
  publishedAt: Date;
}): ConsoleNews => ({
  id: n.id,
  title: n.title,
  body: n.body,
  category: n.category,
  published_at: n.publishedAt.toISOString(),
});

export const consoleNews = async (deps: Deps) => (await latestNews(deps, 30)).map(newsView);

export const newsRecipients = async (deps: Deps, category: 1 | 2 | 3 | null) => ({
  recipients: await newsAudience(deps, category),
});

/** POST console/site/news: `news:publish` to everybody or a category; audited `site.news.publish`. */
export const sendNews = (deps: Deps, by: StaffActor, input: ConsoleNewsRequest) =>
  deps.database.db.transaction(async (tx) => {
    const row = await publishNews(
      deps,
      { title: input.title, body: input.body || null, category: input.category },
      tx,
    );
    const recipients = await newsAudience(deps, input.category, tx);
    const view = newsView(row);
    await audit(tx, by, 'site.news.publish', `news:${row.id}`, null, { ...view, recipients });
    return { news: view, recipients };
  });

// ---- help-centre texts ----

const helpView = (section: EditableHelpSection, locale: Locale, row?: site.HelpTextRow): ConsoleHelpText => ({
  section,
  locale,
  body: row?.body ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
});

/** GET console/site/help: every editable section in every language (null body: the app's text). */
export async function consoleHelpTexts(deps: Deps): Promise<ConsoleHelpText[]> {
  const rows = await site.listHelpTexts(deps.database.db);
  return EDITABLE_HELP_SECTIONS.flatMap((section) =>
    locales.map((locale) =>
      helpView(
        section,
        locale,
        rows.find((r) => r.section === section && r.locale === locale),
      ),
    ),
  );
}

/**
 * POST console/site/help/:section/:locale: the site's text of a help section in one language (an
 * empty body restores the app's built-in text); audited `site.help.update` with the text before and
 * after. The public help page shows it once its kept render (a minute at most) is renewed.
 */
export const changeHelpText = (
  deps: Deps,
  by: StaffActor,
  section: EditableHelpSection,
  locale: Locale,
  input: ConsoleHelpTextRequest,
) =>
  deps.database.db.transaction(async (tx) => {
    const before = await site.lockHelpText(tx, section, locale);
    if ((before?.body ?? '') === input.body) return helpView(section, locale, before);
    const after = await site.saveHelpText(tx, section, locale, input.body);
    await audit(
      tx,
      by,
      'site.help.update',
      `help:${section}:${locale}`,
      before?.body ?? null,
      after?.body ?? null,
    );
    return helpView(section, locale, after);
  });
