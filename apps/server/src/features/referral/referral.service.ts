import type { Referral, ReferralCheck } from '@konter/core/contracts/referral';
import { type Locale, noticeText } from '@konter/core/messages/index';
import { randomToken } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Deps } from '../../lib/deps.js';
import { fieldError } from '../../lib/errors.js';
import { findUserById } from '../auth/index.js';
import { getSiteSettings } from '../site/index.js';
import {
  codeTakenByOther,
  findReferrer,
  insertClick,
  referralCounts,
  setReferralCode,
} from './referral.repository.js';

// Referral (issue 14 §4). The upline itself is set by registration (features/auth register: a
// valid referral_code becomes users.referred_by), so "registrations" are counted from there.

const LOCALES: readonly Locale[] = ['id', 'en', 'zh'];

/** The shareable link: opening it counts one click per browser and lands on registration (referral.routes.ts). */
export const referralUrl = (deps: Deps, code: string) =>
  `${deps.config.APP_URL}/r/${encodeURIComponent(code)}`;

/** Where the link lands: the register form with the code filled in. */
export const registerUrl = (code: string) => `/auth/register?ref=${encodeURIComponent(code)}`;

/** GET referral/code: one's code, link and counts. */
export async function getReferral(deps: Deps, userId: number): Promise<Referral> {
  const db = deps.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const counts = await referralCounts(db, userId);
  return {
    referral_code: user.referalCode,
    referral_url: referralUrl(deps, user.referalCode),
    url_click_count: counts.clicks,
    registration_count: counts.registrations,
  };
}

/**
 * POST referral/code: a new code of one's own — letters and digits, 4–20 (the contract), stored in
 * capitals, unique whatever its case (the unique index on upper(referal_code) settles a race).
 * The old link stops working; downlines already registered keep their upline.
 */
export async function changeReferralCode(deps: Deps, userId: number, input: string): Promise<Referral> {
  const code = input.trim().toUpperCase();
  const db = deps.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  if (user.referalCode === code) throw fieldError('referral_code', 'referral_code_unchanged');
  try {
    await db.transaction(async (tx) => {
      if (await codeTakenByOther(tx, code, userId)) throw fieldError('referral_code', 'referral_code_taken');
      await setReferralCode(tx, userId, code);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('referral_code', 'referral_code_taken');
    throw err;
  }
  return getReferral(deps, userId);
}

/** GET referral/check: whether a code names an open account (the register form's live check). */
export async function checkReferralCode(deps: Deps, code: string): Promise<ReferralCheck> {
  const c = code.trim();
  if (!c || c.length > 64) return { valid: false };
  return { valid: Boolean(await findReferrer(deps.database.db, c)) };
}

/**
 * Opening the referral link: one click per (code owner, browser), the browser named by its
 * first-party visitor id. Answers whether the code is valid (an invalid one counts nothing).
 */
export async function recordClick(deps: Deps, code: string, visitor: string): Promise<boolean> {
  const db = deps.database.db;
  const referrer = await findReferrer(db, code);
  if (!referrer) return false;
  await insertClick(db, referrer.id, visitor);
  return true;
}

/** A new browser's visitor id (the referral cookie). */
export const newVisitorId = () => randomToken(16);

/**
 * POST referral/send-email: an invitation with one's link, written to the outbox in the sender's
 * language and delivered after commit (not awaited). The per-day limit is the route's.
 */
export async function sendInvitation(deps: Deps, userId: number, email: string): Promise<void> {
  const db = deps.database.db;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} not found`);
  const to = email.trim();
  if (to.toLowerCase() === user.email.toLowerCase()) throw fieldError('email', 'referral_email_self');
  const site = (await getSiteSettings(db)).sitename;
  const locale = LOCALES.find((l) => l === user.locale) ?? 'id';
  const params = {
    name: user.name,
    site,
    code: user.referalCode,
    url: referralUrl(deps, user.referalCode),
  };
  const msg = await deps.messenger.enqueue(db, {
    channel: 'email',
    recipient: to,
    subject: noticeText('referral_invite_subject', locale, params),
    body: noticeText('referral_invite_body', locale, params),
  });
  if (deps.messenger.hasTransport('email')) {
    void deps.messenger.deliver([msg.id]).catch(() => undefined);
  }
}
