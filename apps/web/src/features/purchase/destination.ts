import { isOperatorType, type PrepaidType } from '@konter/core/catalog';
import { normalizeHp } from '@konter/core/phone';

/** How a type's destination is asked for: a mobile number, a PLN meter, a game ID, … */
export type DestinationKind = 'phone' | 'pln' | 'emoney' | 'game' | 'international' | 'other';

export function destinationKind(type: PrepaidType): DestinationKind {
  if (isOperatorType(type)) return 'phone';
  if (type === 'electricity') return 'pln';
  if (type === 'emoney') return 'emoney';
  if (type === 'games') return 'game';
  if (type === 'international') return 'international';
  return 'other';
}

/** What typing keeps: digits for numbers (and a leading + on mobile numbers), anything for IDs. */
export function cleanDestinationInput(kind: DestinationKind, raw: string): string {
  if (kind === 'phone' || kind === 'emoney') return raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (kind === 'pln' || kind === 'international') return raw.replace(/\D/g, '');
  return raw.replace(/\s+/g, ' ').trimStart();
}

/** The number in 08… form while typing (62…/+62… read as 0…), for prefix detection. */
export const localDigits = (v: string) => v.replace(/\D/g, '').replace(/^62/, '0');

/** The destination as sent to the server: mobile numbers as 08…. */
export function destinationValue(kind: DestinationKind, raw: string): string {
  const v = raw.trim();
  if (kind === 'phone' || kind === 'emoney') return normalizeHp(v) ?? v;
  return v;
}

/** Why the server would refuse a destination (purchase:destination.<problem>); null when it looks fine. */
export function destinationProblem(kind: DestinationKind, raw: string): 'required' | 'invalid' | null {
  const v = raw.trim();
  if (!v) return 'required';
  if ((kind === 'phone' || kind === 'emoney') && !normalizeHp(v)) return 'invalid';
  if (kind === 'pln' && !/^\d{11,12}$/.test(v)) return 'invalid';
  return null;
}

/** The favourite-contact type that fits (account contacts: hp, pln, emoney …; '' = any). */
export const contactKindOf = (kind: DestinationKind) =>
  kind === 'phone' ? 'hp' : kind === 'pln' ? 'pln' : kind === 'emoney' ? 'emoney' : '';

/**
 * A number picked from the phone's contacts, as the destination field takes it: phones store
 * "+62 812-3456-7890", "(0812) 3456 7890" …; the field wants 08….
 */
export const phoneContactNumber = (raw: string) => normalizeHp(raw) ?? localDigits(raw);
