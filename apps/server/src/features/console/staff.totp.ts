import type { StaffTotpEnrolment } from '@konter/core/contracts/console';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { openSealedText, sealText } from '../../lib/crypto.js';

// Staff TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps — what every authenticator app speaks),
// with otplib v13. The secret must be read back to check a code, so it is sealed, not hashed
// (lib/crypto sealText, AES-256-GCM under a key derived from APP_SECRET; ADR 0019's pattern): the
// purpose names the staff member, so a secret copied onto another row does not open.

const ISSUER = 'Konter';
/** ±1 step: a code from the previous or the next 30 seconds is still accepted (clock drift, typing). */
const TOLERANCE_SECONDS = 30;

const purpose = (staffId: number) => `staff-totp:${staffId}`;

export const sealTotpSecret = (appSecret: string, staffId: number, secret: string) =>
  sealText(appSecret, purpose(staffId), secret);

/** The secret in clear, or null when the stored text does not open (another APP_SECRET, a copied row). */
export function openTotpSecret(appSecret: string, staffId: number, sealed: string): string | null {
  try {
    return openSealedText(appSecret, purpose(staffId), sealed);
  } catch {
    return null;
  }
}

/** A new secret (20 random bytes, base32) and what the enrolment screen shows. */
export async function newEnrolment(email: string): Promise<StaffTotpEnrolment> {
  const secret = generateSecret();
  const otpauth_uri = generateURI({ issuer: ISSUER, label: email, secret });
  const qr_svg = await QRCode.toString(otpauth_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri, qr_svg };
}

/**
 * The time step of `code` when it is valid now (±1 step) and newer than `afterStep` (the last
 * accepted one: a code is accepted once), else null.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    // the functional API answers TOTP and HOTP alike; a TOTP result carries its time step
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null; // a malformed code or secret is simply not a valid code
  }
}
