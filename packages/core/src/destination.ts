// What a prepaid product's destination is (the number, meter, game ID, e-mail, … the supplier sends
// it to) and the one rule that checks it: the server refuses a purchase with it, the web's form asks
// for the same thing and checks it before the confirmation.
import {
  type CallingCode,
  callingCodeOf,
  INTERNATIONAL_CALLING_CODES,
  isOperatorType,
  type PrepaidType,
} from './catalog.js';
import { normalizeHp } from './phone.js';

export type DestinationFormat =
  /** An Indonesian mobile number whose prefix must match the product's operator (operator types). */
  | 'phone'
  /** The mobile number an e-wallet is registered to. */
  | 'emoney'
  /** A PLN meter number (11 digits) or customer ID (12 digits). */
  | 'pln'
  /** A game's user ID and zone (server) ID, both digits, sent as one string: 12345678 + 1234. */
  | 'gameZone'
  /** A game's player ID (UID): letters and digits. */
  | 'gameId'
  /** The buyer's e-mail (eSIM: the activation code is sent there). */
  | 'email'
  /** A foreign mobile number: the country's calling code and the national number, no "+". */
  | 'international'
  /** A TV chip / customer ID or a gas customer ID: digits. */
  | 'customerId'
  /** The code printed on a voucher to activate: digits. */
  | 'voucherCode'
  /** A bank account number. */
  | 'account'
  /** Anything else (vouchers, bulk): free-form but bounded. */
  | 'other';

/** Game brands (brand codes, or their start) whose ID comes with a zone ID. */
export const GAME_ZONE_BRANDS: readonly string[] = ['mobile-legends'];

/** What a product of a type and brand (its code, `brandCode()`) is sent to. */
export function destinationFormat(type: PrepaidType, brand?: string | null): DestinationFormat {
  if (isOperatorType(type)) return 'phone';
  switch (type) {
    case 'emoney':
      return 'emoney';
    case 'electricity':
      return 'pln';
    case 'games':
      return GAME_ZONE_BRANDS.some((b) => brand === b || brand?.startsWith(`${b}-`)) ? 'gameZone' : 'gameId';
    case 'esim':
      return 'email';
    case 'international':
      return 'international';
    case 'tv':
    case 'pertagas':
      return 'customerId';
    case 'aktivasi-voucher':
      return 'voucherCode';
    case 'sendMoney':
      return 'account';
    default:
      return 'other';
  }
}

/** Lengths of the parts of a game's user ID + zone ID (Mobile Legends: 6–10 + 4–5 digits in use). */
export const GAME_USER_ID = { min: 5, max: 12 } as const;
export const GAME_ZONE_ID = { min: 2, max: 6 } as const;
export const EMAIL_MAX = 64;

/**
 * Why a destination is refused: empty; not of the format; not an e-mail address (eSIM); a number of
 * another country than the product's (international).
 */
export type DestinationProblem = 'required' | 'invalid' | 'email' | 'country';
export type DestinationCheck =
  | { value: string; problem?: never }
  | { value?: never; problem: DestinationProblem };

const ok = (value: string): DestinationCheck => ({ value });
const no = (problem: DestinationProblem): DestinationCheck => ({ problem });
const within = (n: number, r: { min: number; max: number }) => n >= r.min && n <= r.max;

const patterns: Partial<Record<DestinationFormat, RegExp>> = {
  pln: /^\d{11,12}$/,
  gameZone: new RegExp(
    `^\\d{${GAME_USER_ID.min + GAME_ZONE_ID.min},${GAME_USER_ID.max + GAME_ZONE_ID.max}}$`,
  ),
  gameId: /^[0-9A-Za-z]{4,24}$/,
  customerId: /^\d{6,20}$/,
  voucherCode: /^\d{10,20}$/,
  account: /^\d{6,20}$/,
  other: /^[0-9A-Za-z+.#()|@_-]{3,64}$/,
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Checks a destination against its format and returns it as the supplier needs it: mobile numbers
 * as 08…, a game's "12345678 (1234)" as 123456781234, a foreign number as calling code + national
 * number (a trunk 0 dropped). `brand` is the product's brand code (the country, for international).
 * The operator of a phone number is the caller's check (it depends on the product's brand).
 */
export function checkDestination(
  format: DestinationFormat,
  raw: string,
  brand?: string | null,
): DestinationCheck {
  const input = raw.trim();
  if (!input) return no('required');
  const compact = input.replace(/[\s-]+/g, '');
  switch (format) {
    case 'phone':
    case 'emoney': {
      const hp = normalizeHp(compact);
      return hp ? ok(hp) : no('invalid');
    }
    case 'gameZone': {
      // Written as on the game's profile, "12345678 (1234)", or already joined.
      const m = compact.match(/^(\d+)(?:\((\d+)\)|[|/.,:](\d+))?$/);
      const joined = m ? `${m[1]}${m[2] ?? m[3] ?? ''}` : '';
      return patterns.gameZone!.test(joined) ? ok(joined) : no('invalid');
    }
    case 'email':
      return input.length <= EMAIL_MAX && EMAIL.test(input) ? ok(input) : no('email');
    case 'international':
      return checkInternational(compact, callingCodeOf(brand));
    default:
      return patterns[format]!.test(compact) ? ok(compact) : no('invalid');
  }
}

/** A foreign number: +60…, 0060…, 60… or the national 0… form; without a known country, 8–15 digits. */
function checkInternational(compact: string, country: CallingCode | null): DestinationCheck {
  const explicit = /^(\+|00)/.test(compact);
  const digits = compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits)) return no('invalid');
  if (!country) return /^\d{8,15}$/.test(digits) ? ok(digits) : no('invalid');
  if (digits.startsWith(country.code) && within(digits.length - country.code.length, country)) {
    return ok(digits);
  }
  if (!explicit && digits.startsWith('0') && within(digits.length - 1, country)) {
    return ok(`${country.code}${digits.slice(1)}`);
  }
  const elsewhere = Object.values(INTERNATIONAL_CALLING_CODES).some(
    (c) => c !== country && digits.startsWith(c.code) && within(digits.length - c.code.length, c),
  );
  return explicit || elsewhere ? no('country') : no('invalid');
}

/** A game's user ID and zone ID as one destination (both digits; the zone's brackets dropped). */
export const joinGameZone = (userId: string, zoneId: string) =>
  `${userId.replace(/\D/g, '')}${zoneId.replace(/\D/g, '')}`;

/** Why a user ID or zone ID typed in its own field is refused (null: it looks fine). */
export function gameZonePartProblem(part: 'user' | 'zone', value: string): 'required' | 'invalid' | null {
  const v = value.trim();
  if (!v) return 'required';
  const range = part === 'user' ? GAME_USER_ID : GAME_ZONE_ID;
  return /^\d+$/.test(v) && within(v.length, range) ? null : 'invalid';
}

/**
 * A foreign number typed after the country's calling code shown as a fixed prefix: the national
 * number, a trunk 0 dropped. A pasted "+60 12…" or "0060 12…" keeps the calling code it was written
 * with (one of another country is then refused by checkDestination, not silently re-prefixed).
 */
export function internationalNumber(country: CallingCode, typed: string): string {
  const t = typed.trim();
  const digits = t.replace(/\D/g, '');
  if (/^(\+|00)/.test(t)) return t.startsWith('+') ? digits : digits.slice(2);
  // Typed with the calling code although it is shown: too long for a national number without it.
  const withCode = digits.startsWith(country.code) && within(digits.length - country.code.length, country);
  if (withCode && !within(digits.length, country)) return digits;
  return `${country.code}${digits.replace(/^0+/, '')}`;
}
