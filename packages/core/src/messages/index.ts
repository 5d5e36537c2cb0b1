// The one message catalogue (ADR 0012). Every error the server answers and every notification it
// stores is a stable key from here, with params; the server renders `message` (English) and the
// notification texts from it, the web translates the same keys through i18next (its `errors` and
// `notices` namespaces are built from these entries). Renaming a text never loses a translation:
// the key stays, and a key without its three texts does not compile.
//
// Keys are flat snake_case names, unique across areas (the area files only group them), so they
// double as i18next keys. A text may use `{{param}}` placeholders.

import { groupPlnToken, parsePlnSerial, plnKwhText, plnTariffPower } from '../pln.js';
import { accountMessages, accountNotices } from './account.js';
import { affiliateMessages, affiliateNotices } from './affiliate.js';
import { agencyMessages, agencyNotices } from './agency.js';
import { agentCenterMessages, agentCenterNotices } from './agent-center.js';
import { authMessages, authNotices } from './auth.js';
import { bulkMessages, bulkNotices } from './bulk.js';
import { catalogMessages, catalogNotices } from './catalog.js';
import { checkoutMessages, checkoutNotices } from './checkout.js';
import { commonMessages, commonNotices } from './common.js';
import { consoleApprovalMessages, consoleMessages, consoleNotices, consoleUserMessages } from './console.js';
import { consoleCatalogueMessages } from './console-catalogue.js';
import { consoleCommerceMessages } from './console-commerce.js';
import { consoleManifestMessages } from './console-manifests.js';
import { consoleReportMessages } from './console-reports.js';
import { consoleSiteMessages } from './console-site.js';
import { debtMessages, debtNotices } from './debt.js';
import type { Locale, MessageEntry, MessageParams } from './define.js';
import { depositMessages, depositNotices } from './deposit.js';
import { developerMessages, developerNotices } from './developer.js';
import { excelMessages, excelNotices } from './excel.js';
import { h2hMessages } from './h2h.js';
import { loanMessages, loanNotices } from './loan.js';
import { mediaMessages, mediaNotices } from './media.js';
import { paymentMessages, paymentNotices } from './payment.js';
import { postalMessages, postalNotices } from './postal.js';
import { purchaseMessages, purchaseNotices } from './purchase.js';
import { reasonText } from './reasons.js';
import { referralMessages, referralNotices } from './referral.js';
import { regionsMessages, regionsNotices } from './regions.js';
import { sendMoneyMessages, sendMoneyNotices } from './send-money.js';
import { shippingMessages, shippingNotices } from './shipping.js';
import { shopMessages, shopNotices } from './shop.js';
import { shopOrderMessages, shopOrderNotices } from './shop-order.js';
import { siteMessages, siteNotices } from './site.js';
import { walletMessages, walletNotices } from './wallet.js';

export type { Locale, MessageEntry, MessageParams } from './define.js';
export { defineMessages } from './define.js';

/** Error answers, by key. */
export const errorCatalogue = {
  ...commonMessages,
  ...authMessages,
  ...accountMessages,
  ...catalogMessages,
  ...checkoutMessages,
  ...purchaseMessages,
  ...depositMessages,
  ...walletMessages,
  ...loanMessages,
  ...sendMoneyMessages,
  ...paymentMessages,
  ...siteMessages,
  ...excelMessages,
  ...bulkMessages,
  ...referralMessages,
  ...mediaMessages,
  ...agencyMessages,
  ...agentCenterMessages,
  ...debtMessages,
  ...affiliateMessages,
  ...regionsMessages,
  ...shopMessages,
  ...shopOrderMessages,
  ...shippingMessages,
  ...postalMessages,
  ...h2hMessages,
  ...developerMessages,
  ...consoleMessages,
  ...consoleApprovalMessages,
  ...consoleUserMessages,
  ...consoleCatalogueMessages,
  ...consoleCommerceMessages,
  ...consoleManifestMessages,
  ...consoleReportMessages,
  ...consoleSiteMessages,
};
export type ErrorKey = keyof typeof errorCatalogue;

/** Notification titles and bodies, by key (stored with the notification, rendered when read). */
export const noticeCatalogue = {
  ...commonNotices,
  ...authNotices,
  ...accountNotices,
  ...catalogNotices,
  ...checkoutNotices,
  ...purchaseNotices,
  ...depositNotices,
  ...walletNotices,
  ...loanNotices,
  ...sendMoneyNotices,
  ...paymentNotices,
  ...siteNotices,
  ...excelNotices,
  ...bulkNotices,
  ...referralNotices,
  ...mediaNotices,
  ...agencyNotices,
  ...agentCenterNotices,
  ...debtNotices,
  ...affiliateNotices,
  ...regionsNotices,
  ...shopNotices,
  ...shopOrderNotices,
  ...shippingNotices,
  ...postalNotices,
  ...developerNotices,
  ...consoleNotices,
};
export type NoticeKey = keyof typeof noticeCatalogue;

export const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(errorCatalogue, key);
export const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(noticeCatalogue, key);

/** The HTTP status of an error key (500 for a text that is not an error). */
export const errorStatus = (key: ErrorKey): number => (errorCatalogue[key] as MessageEntry).status ?? 500;

/** `{{name}}` placeholders filled from params; an unknown placeholder stays as written. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** An error key's text in a language, params filled in. */
export const errorText = (key: ErrorKey, locale: Locale = 'en', params?: MessageParams): string =>
  interpolate((errorCatalogue[key] as MessageEntry)[locale], params);

/** A notification key's text in a language, params filled in (an empty param leaves no stray space). */
export const noticeText = (key: NoticeKey, locale: Locale, params?: MessageParams): string =>
  interpolate((noticeCatalogue[key] as MessageEntry)[locale], params).trim();

/**
 * What a notification says, as stored: a title key, an optional body key and the params both
 * share. Rendered when read, in the reader's language (notification API, realtime, web push).
 */
export interface NoticeContent {
  title: NoticeKey;
  body?: NoticeKey | null;
  params?: MessageParams | null;
}

/** A notification's title and body in a language. */
export function renderNotice(n: NoticeContent, locale: Locale): { title: string; body: string | null } {
  // A failure's `reason` is stored as a reason key (reasons.ts): it is said in the reader's language too.
  const params =
    n.params && typeof n.params.reason === 'string'
      ? { ...n.params, reason: reasonText(n.params.reason, locale) ?? '' }
      : (n.params ?? undefined);
  return {
    title: noticeText(n.title, locale, params),
    body: n.body ? (plnTokenBody(n.body, params, locale) ?? noticeText(n.body, locale, params)) : null,
  };
}

/** A successful PLN token's "SN: …" said as the token in fours and the meter's data, line by line. */
function plnTokenBody(body: NoticeKey, params: MessageParams | undefined, locale: Locale): string | null {
  if (body !== 'purchase_sn_body' || typeof params?.sn !== 'string') return null;
  const pln = parsePlnSerial(params.sn);
  const tariffPower = pln && plnTariffPower(pln, locale);
  const kwh = pln && plnKwhText(pln, locale);
  if (!pln?.name || !tariffPower || !kwh) return null;
  return noticeText('purchase_pln_token_body', locale, {
    token: groupPlnToken(pln.token),
    name: pln.name,
    tariff_power: tariffPower,
    kwh,
  });
}

type Dictionary<T> = { [K in keyof T]: string };
const dictionaryOf = <T extends Record<string, MessageEntry>>(entries: T, locale: Locale): Dictionary<T> =>
  Object.fromEntries(Object.entries(entries).map(([k, e]) => [k, e[locale]])) as Dictionary<T>;

/** The flat key → text table of one language (an i18next resource). */
export const errorDictionary = (locale: Locale) => dictionaryOf(errorCatalogue, locale);
export const noticeDictionary = (locale: Locale) => dictionaryOf(noticeCatalogue, locale);

/**
 * One field's error in an answer: a catalogue key (`wrong_password`) or a validation rule
 * (`rule:min`, rendered with the field's label by validation/localize.ts), its params, and the text
 * in the request's language for clients that only display it.
 */
export interface FieldError {
  code: string;
  params?: Record<string, unknown>;
  message: string;
}

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  /** The English text of `code` (the spec's wording), for logs and clients that do not translate. */
  message: string;
  code: ErrorKey;
  params?: MessageParams;
  errors?: Record<string, FieldError[]>;
}
