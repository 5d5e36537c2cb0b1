// The PLN prepaid token's serial number (SN), as Digiflazz sellers send it:
// "1234-5678-9012-3456-7890/NAMA PELANGGAN/R1/1300/32.1" — the 20-digit token (with dashes, spaces
// or none), the customer's name, the tariff, the power in VA and the kWh the token buys. Parsed here
// only, for the purchase result, the receipt, its shared text and the success notification.

export interface PlnSerial {
  /** The 20 digits alone: what the customer types into the meter, and what "copy" copies. */
  token: string;
  name: string | null;
  /** The tariff segment: R1, R1M, R2, B1, … */
  tariff: string | null;
  /** The power in VA (1300). */
  power: number | null;
  /** The kWh the token buys (32.1). */
  kwh: number | null;
}

const TOKEN_DIGITS = 20;
/** R1, R1M, R1T, R2, R3, B1, B2, I1, P1, S2, … (letters, then digits, then a letter or two). */
const TARIFF = /^[A-Z]{1,2}\d{0,2}[A-Z]{0,2}$/;

const blank = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/** "1300", "1.300", "1300 VA", "000001300" → 1300; anything else → null. */
function parsePower(raw: string): number | null {
  const m = raw.replace(/\s+/g, '').match(/^(\d{1,3}(?:\.\d{3})+|\d+)(?:VA)?$/i);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/\./g, ''));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** "32.1", "32,1", "32.1 kWh", "KWH 32,1" → 32.1; anything else → null. */
function parseKwh(raw: string): number | null {
  const m = raw
    .replace(/\s+/g, '')
    .replace(/kwh/i, '')
    .match(/^(\d+(?:[.,]\d+)?)$/);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * The parts of a PLN token's SN, or null when it is not one (its first part is not 20 digits, or
 * its third is not a tariff — a gas token's "8.3 M3"). Missing or unreadable parts are null.
 */
export function parsePlnSerial(sn: string | null | undefined): PlnSerial | null {
  if (!sn) return null;
  const parts = sn.split('/');
  const token = (parts[0] ?? '').replace(/[\s\-.]/g, '');
  if (token.length !== TOKEN_DIGITS || !/^\d+$/.test(token)) return null;
  const tariffRaw = blank(parts[2]).toUpperCase().replace(/\s/g, '');
  if (tariffRaw && !TARIFF.test(tariffRaw)) return null;
  const powerRaw = blank(parts[3]);
  const kwhRaw = blank(parts[4]);
  return {
    token,
    name: blank(parts[1]) || null,
    tariff: tariffRaw || null,
    power: powerRaw ? parsePower(powerRaw) : null,
    kwh: kwhRaw ? parseKwh(kwhRaw) : null,
  };
}

/** Whether the SN carries the meter's data (more than a bare token): a PLN token's SN for sure. */
export const hasPlnDetails = (p: PlnSerial): boolean =>
  p.name !== null || p.tariff !== null || p.power !== null || p.kwh !== null;

/** The token in 4-digit groups, "1234 5678 9012 3456 7890", as the meter's keypad reads it. */
export const groupPlnToken = (token: string): string => token.replace(/(\d{4})(?=\d)/g, '$1 ');

type PlnLocale = 'id' | 'en' | 'zh';
const numberTags: Record<PlnLocale, string> = { id: 'id-ID', en: 'en-GB', zh: 'zh-CN' };
const numberIn = (locale: PlnLocale, digits: number) =>
  new Intl.NumberFormat(numberTags[locale] ?? 'id-ID', {
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, 2),
  });

/** "R1 / 1.300 VA" (either side alone when the other is missing; null when both are). */
export function plnTariffPower(p: PlnSerial, locale: PlnLocale = 'id'): string | null {
  const power = p.power === null ? null : `${numberIn(locale, 0).format(p.power)} VA`;
  return [p.tariff, power].filter(Boolean).join(' / ') || null;
}

/** "32,1 kWh" in Indonesian, "32.1 kWh" in English; null when the SN has none. */
export function plnKwhText(p: PlnSerial, locale: PlnLocale = 'id'): string | null {
  if (p.kwh === null) return null;
  const decimals = Math.min(2, String(p.kwh).split('.')[1]?.length ?? 0);
  return `${numberIn(locale, decimals).format(p.kwh)} kWh`;
}

/**
 * A successful purchase's SN as a PLN token: any SN of the electricity token product that starts
 * with 20 digits, or another product's that carries a tariff (the full PLN shape). Null otherwise.
 */
export function plnTokenOf(trx: {
  kind: string;
  product_type: string;
  serial_number: string | null;
}): PlnSerial | null {
  if (trx.kind !== 'prepaid') return null;
  const pln = parsePlnSerial(trx.serial_number);
  if (!pln) return null;
  return trx.product_type === 'electricity' || pln.tariff !== null ? pln : null;
}
