import { type CallingCode, callingCodeOf } from '@konter/core/catalog';
import {
  checkDestination,
  type DestinationFormat,
  type DestinationProblem,
  destinationFormat,
  gameZonePartProblem,
  internationalNumber,
  joinGameZone,
} from '@konter/core/destination';
import { normalizeHp } from '@konter/core/phone';

// How the prepaid form asks for a destination: the shared rule of @konter/core/destination says
// what each type and brand is sent to; this file says how it is typed and read back.
export { type DestinationFormat, destinationFormat };

/** The form's fields: the destination (a game's user ID) and, for games that need one, the zone ID. */
export interface DestinationInput {
  value: string;
  zone: string;
}
export type DestinationPart = keyof DestinationInput;
export type DestinationErrors = Partial<Record<DestinationPart, DestinationProblem>>;

/** The input's keyboard and autofill per format (a phone keypad for numbers, the e-mail keyboard). */
export function inputPropsOf(format: DestinationFormat): {
  inputMode: 'tel' | 'numeric' | 'text' | 'email';
  type: 'tel' | 'text' | 'email';
  autoComplete: string;
} {
  switch (format) {
    case 'phone':
    case 'emoney':
    case 'international':
      return { inputMode: 'tel', type: 'tel', autoComplete: 'off' };
    case 'email':
      return { inputMode: 'email', type: 'email', autoComplete: 'email' };
    case 'gameId':
    case 'other':
      return { inputMode: 'text', type: 'text', autoComplete: 'off' };
    default:
      return { inputMode: 'numeric', type: 'text', autoComplete: 'off' };
  }
}

/** What typing keeps: digits for numbers (a leading + on phone numbers), letters and digits for IDs. */
export function cleanDestinationInput(format: DestinationFormat, raw: string): string {
  switch (format) {
    case 'phone':
    case 'emoney':
    case 'international':
      return raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    case 'email':
      return raw.replace(/\s+/g, '');
    case 'gameId':
      return raw.replace(/[^0-9A-Za-z]/g, '');
    case 'other':
      return raw.replace(/\s+/g, ' ').trimStart();
    default:
      return raw.replace(/\D/g, '');
  }
}

/** A game ID pasted as on the game's profile, "12345678 (1234)", split into user ID and zone ID. */
export function splitGameZone(raw: string): DestinationInput | null {
  const m = raw.trim().match(/^(\d+)\s*(?:\(\s*(\d+)\s*\)|[|/]\s*(\d+))$/);
  return m ? { value: m[1]!, zone: (m[2] ?? m[3])! } : null;
}

/** The number in 08… form while typing (62…/+62… read as 0…), for prefix detection. */
export const localDigits = (v: string) => v.replace(/\D/g, '').replace(/^62/, '0');

/** The country of an international brand: its calling code and national number length. */
export const countryOf = (format: DestinationFormat, brand: string | null | undefined): CallingCode | null =>
  format === 'international' ? callingCodeOf(brand) : null;

/**
 * The destination as sent to the server (mobile numbers as 08…, a game's user + zone ID joined, a
 * foreign number with the country's calling code) or why the server would refuse it, per field.
 */
export function readDestination(
  format: DestinationFormat,
  input: DestinationInput,
  brand: string | null | undefined,
): { value: string; errors?: never } | { value?: never; errors: DestinationErrors } {
  if (format === 'gameZone') {
    const value = gameZonePartProblem('user', input.value) ?? undefined;
    const zone = gameZonePartProblem('zone', input.zone) ?? undefined;
    if (value || zone) return { errors: { value, zone } };
    return { value: joinGameZone(input.value, input.zone) };
  }
  const country = countryOf(format, brand);
  const typed = country && input.value.trim() ? internationalNumber(country, input.value) : input.value;
  const checked = checkDestination(format, typed, brand);
  return checked.problem ? { errors: { value: checked.problem } } : { value: checked.value };
}

/** The favourite-contact type that fits (account contacts: hp, pln, emoney …; '' = any). */
export const contactKindOf = (format: DestinationFormat) =>
  format === 'phone' ? 'hp' : format === 'pln' ? 'pln' : format === 'emoney' ? 'emoney' : '';

/**
 * A number picked from the phone's contacts, as the destination field takes it: phones store
 * "+62 812-3456-7890", "(0812) 3456 7890" …; the field wants 08….
 */
export const phoneContactNumber = (raw: string) => normalizeHp(raw) ?? localDigits(raw);
