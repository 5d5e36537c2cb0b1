import type { Db } from '../../db/client.js';
import { findSettingsValue, saveSettingsValue } from './site.repository.js';

/**
 * The site's settings (spec §3 Site config flags, Company setting; §9.2 feature flag defaults),
 * one JSON object under the `site` key of app_settings (seeded by migration 0006 with the demo
 * company); a missing field takes its default. Edited with `npm run admin -- site:setting`.
 */
export interface SiteSettingValues {
  sitename: string;
  logo: string | null;
  company_name: string;
  company_address: string;
  company_phone: string;
  company_email: string;
  operational_hour: string;
  /** Feature preferences: Shop on, PPOB on, Multicourier off. */
  shop: boolean;
  ppob: boolean;
  multicourier: boolean;
  allow_transfer: boolean;
  stash_cashback_enabled: boolean;
  agent_debt_enabled: boolean;
  hide_agent_center: boolean;
  disable_agency_feature_for_master: boolean;
  custom_frontend_view_exists: boolean;
  grid_layout: boolean;
  live_chat_widget_id: string | null;
  live_chat_script_url: string | null;
  /** The Android app (GET apk/download); no URL = no download button. */
  apk_url: string | null;
  apk_version: string | null;
  apk_size_bytes: number | null;
  apk_sha256: string | null;
  /**
   * Spec §6: "a whitelisted-email flag can hide the games prepaid item". The accounts whose e-mail
   * is listed here (comma-separated, compared case-insensitively; e.g. an app-store reviewer's) get
   * the flag: their menu has no games entry. Empty: nobody.
   */
  whitelisted_emails: string;
  /** Affiliates earn this percentage of the platform's margin (0–100, at most one decimal; issue 14 §5). */
  affiliate_commission_percent: number;
  /** Multi-courier: the shipping tax on the courier's fee, and a drop-point agent's cashback on it (0–100, one decimal; issue 16). */
  multicourier_tax_percent: number;
  multicourier_cashback_percent: number;
}

export const siteSettingDefaults: SiteSettingValues = {
  sitename: 'Konter',
  logo: '/api/v1/marketing/artwork/logo.svg',
  company_name: 'PT Konter Digital Nusantara',
  company_address: 'Jl. Merdeka No. 1, Gambir, Jakarta Pusat 10110',
  company_phone: '0812-0000-0000',
  company_email: 'cs@konter.local',
  operational_hour: 'Setiap hari 08.00–21.30 WIB',
  shop: true,
  ppob: true,
  multicourier: false,
  allow_transfer: true,
  stash_cashback_enabled: true,
  agent_debt_enabled: false,
  hide_agent_center: false,
  disable_agency_feature_for_master: false,
  custom_frontend_view_exists: false,
  grid_layout: true,
  live_chat_widget_id: null,
  live_chat_script_url: null,
  apk_url: null,
  apk_version: null,
  apk_size_bytes: null,
  apk_sha256: null,
  whitelisted_emails: '',
  affiliate_commission_percent: 10,
  multicourier_tax_percent: 1.1,
  multicourier_cashback_percent: 5,
};

const SETTING_KEY = 'site';
export type SiteSettingKey = keyof SiteSettingValues;

const nullable = new Set<SiteSettingKey>([
  'logo',
  'live_chat_widget_id',
  'live_chat_script_url',
  'apk_url',
  'apk_version',
  'apk_size_bytes',
  'apk_sha256',
]);

/** 0–100 with at most one decimal. */
const isCommissionPercent = (v: unknown): v is number =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= 0 &&
  v <= 100 &&
  Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

/** Other percentages (0–100, one decimal) besides the affiliates' commission. */
const percentSettings = new Set<SiteSettingKey>([
  'multicourier_tax_percent',
  'multicourier_cashback_percent',
]);

/** Whether a stored value fits the setting (a hand-edited row must not break the site config). */
function fits(k: SiteSettingKey, v: unknown): boolean {
  if (v === null) return nullable.has(k);
  if (typeof siteSettingDefaults[k] === 'boolean') return typeof v === 'boolean';
  if (k === 'apk_size_bytes') return typeof v === 'number';
  if (k === 'affiliate_commission_percent' || percentSettings.has(k)) return isCommissionPercent(v);
  return typeof v === 'string';
}

export async function getSiteSettings(db: Db): Promise<SiteSettingValues> {
  const stored = ((await findSettingsValue(db, SETTING_KEY)) ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...siteSettingDefaults };
  for (const k of Object.keys(siteSettingDefaults) as SiteSettingKey[]) {
    if (Object.hasOwn(stored, k) && fits(k, stored[k])) merged[k] = stored[k];
  }
  return merged as unknown as SiteSettingValues;
}

/** Parses a CLI value for one setting; throws a RangeError saying what is accepted. */
export function parseSiteSetting(key: string, raw: string): Partial<SiteSettingValues> {
  if (!Object.hasOwn(siteSettingDefaults, key)) {
    throw new RangeError(
      `unknown site setting "${key}"; known: ${Object.keys(siteSettingDefaults).join(', ')}`,
    );
  }
  const k = key as SiteSettingKey;
  const def = siteSettingDefaults[k];
  if (typeof def === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw new RangeError(`${k}: true or false`);
    return { [k]: raw === 'true' };
  }
  if (k === 'apk_size_bytes') {
    if (raw === '' || raw === 'null') return { apk_size_bytes: null };
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError('apk_size_bytes: a size in bytes');
    return { apk_size_bytes: n };
  }
  if (k === 'affiliate_commission_percent') {
    const n = Number(raw);
    if (raw.trim() === '' || !isCommissionPercent(n))
      throw new RangeError('affiliate_commission_percent: 0–100, a whole number or one decimal (e.g. 12.5)');
    return { affiliate_commission_percent: n };
  }
  if (percentSettings.has(k)) {
    const n = Number(raw);
    if (raw.trim() === '' || !isCommissionPercent(n))
      throw new RangeError(`${k}: 0–100, a whole number or one decimal (e.g. 1.1)`);
    return { [k]: n };
  }
  if ((raw === '' || raw === 'null') && nullable.has(k)) return { [k]: null };
  if (k === 'whitelisted_emails') return { whitelisted_emails: parseEmailList(raw) };
  if (raw.length > 500) throw new RangeError(`${k}: at most 500 characters`);
  if ((k === 'apk_url' || k === 'live_chat_script_url') && !/^(https:\/\/|\/)/.test(raw)) {
    throw new RangeError(`${k}: an https:// URL or a path on this site`);
  }
  return { [k]: raw };
}

/** A comma-separated list of e-mail addresses, trimmed and lower-cased; '' for none. */
function parseEmailList(raw: string): string {
  const emails = raw
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+$/.test(e));
  if (bad) throw new RangeError(`whitelisted_emails: "${bad}" is not an e-mail address`);
  const list = [...new Set(emails)].join(',');
  if (list.length > 2000) throw new RangeError('whitelisted_emails: at most 2000 characters');
  return list;
}

/** The whitelisted-email flag of an account (spec §6): its e-mail is on the site's list. */
export function isWhitelistedEmail(s: SiteSettingValues, email: string | null | undefined): boolean {
  if (!email || !s.whitelisted_emails) return false;
  return s.whitelisted_emails
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .includes(email.trim().toLowerCase());
}

export async function setSiteSetting(db: Db, key: string, raw: string): Promise<SiteSettingValues> {
  const value = { ...(await getSiteSettings(db)), ...parseSiteSetting(key, raw) };
  await saveSettingsValue(db, SETTING_KEY, value);
  return value;
}
