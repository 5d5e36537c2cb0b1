import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hmacHex, safeEqual, sixDigitCode } from '../../lib/crypto.js';
import type { Deps, Locale } from '../../lib/deps.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { otpSubject, otpText } from '../../lib/texts.js';
import { addSeconds } from '../../lib/time.js';
import { consumeOtp, insertOtp, latestOtp, spendOtpAttempt, type User } from './auth.repository.js';

export const OTP_TTL_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'device' | 'pin_reset' | 'phone_verify' | 'contact_change';
export type OtpChannel = 'email' | 'whatsapp';

const codeHash = (secret: string, otpId: string, code: string) => hmacHex(secret, `${otpId}:${code}`);

/**
 * Creates a 6-digit code for (user, purpose, subject) and queues it to the user's e-mail or WhatsApp,
 * in the caller's transaction — or to `recipient` when given (an e-mail or phone change proves the
 * new address before it replaces the old one). A newer code replaces older ones (only the latest is
 * checked). Returns the outbox message id so the caller can deliver it right after commit.
 */
export async function issueOtp(
  deps: Deps,
  db: Db,
  p: {
    user: User;
    purpose: OtpPurpose;
    subject?: string;
    channel: OtpChannel;
    locale: Locale;
    recipient?: string;
  },
): Promise<{ messageId: number; expiresIn: number }> {
  const code = sixDigitCode();
  const id = randomUUID();
  await insertOtp(db, {
    id,
    userId: p.user.id,
    purpose: p.purpose,
    subject: p.subject ?? '',
    channel: p.channel,
    codeHash: codeHash(deps.config.APP_SECRET, id, code),
    expiresAt: addSeconds(new Date(), OTP_TTL_SECONDS),
  });
  const msg = await deps.messenger.enqueue(db, {
    channel: p.channel,
    recipient: p.recipient ?? (p.channel === 'email' ? p.user.email : p.user.hp),
    subject: otpSubject(p.locale),
    body: otpText(p.locale, code),
  });
  return { messageId: msg.id, expiresIn: OTP_TTL_SECONDS };
}

/** Sends a just-issued OTP now; a failing transport answers "OTP code send failed". */
export async function deliverOtp(deps: Deps, messageId: number): Promise<void> {
  const failed = await deps.messenger.deliver([messageId]);
  if (failed > 0) throw new AppError('otp_send_failed');
}

/**
 * Checks a code: the latest one for (user, purpose, subject), unexpired, unconsumed and under the
 * try limit. Each check counts as a try even when right; success consumes it (single use).
 */
export async function verifyOtp(
  deps: Deps,
  db: Db,
  p: { userId: number; purpose: OtpPurpose; subject?: string; code: string },
): Promise<void> {
  const invalid = fieldError('otp', 'invalid_otp');
  const latest = await latestOtp(db, p.userId, p.purpose, p.subject ?? '');
  if (!latest) throw invalid;
  const spent = await spendOtpAttempt(db, latest.id, OTP_MAX_ATTEMPTS);
  if (!spent) throw invalid;
  if (!safeEqual(spent.codeHash, codeHash(deps.config.APP_SECRET, spent.id, p.code))) throw invalid;
  if (!(await consumeOtp(db, spent.id))) throw invalid;
}
