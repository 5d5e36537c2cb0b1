// Number and currency input helpers (spec §5: a value below min or non-numeric becomes min, above
// max becomes max; currency input keeps digits only, with dots as thousands separators).

export interface ClampOptions {
  /** Default 0. */
  readonly min?: number;
  /** Default +Infinity. */
  readonly max?: number;
}

/**
 * Clamps a number input: non-numeric (NaN, blank, not a number or numeric text) and values below
 * min become min, values above max become max. Numeric text may use currency dots ('10.000').
 */
export function clampNumberInput(value: unknown, options: ClampOptions = {}): number {
  const min = options.min ?? 0;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  if (Number.isNaN(min) || Number.isNaN(max) || min > max) {
    throw new RangeError(`clampNumberInput: invalid range [${min}, ${max}]`);
  }
  let n = Number.NaN;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'bigint') n = Number(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    if (/^-?\d{1,3}(?:\.\d{3})+$/.test(text)) n = Number(text.replaceAll('.', ''));
    else if (text !== '') n = Number(text);
  }
  if (Number.isNaN(n) || n < min) return min;
  return Math.min(n, max);
}

/** Digits beyond this are dropped while typing, so every formatted value parses to a safe integer. */
export const CURRENCY_MAX_DIGITS = 15;

/**
 * `'1234567' → '1.234.567'`: keeps digits only (a typed 'Rp', dots, spaces or a minus sign are
 * dropped), removes leading zeros (a lone '0' stays), keeps at most CURRENCY_MAX_DIGITS digits and
 * groups thousands with dots. Numbers are taken as their whole part. No digits → ''.
 */
export function formatCurrencyInput(input: string | number | bigint | null | undefined): string {
  let text: string;
  if (typeof input === 'number') text = Number.isFinite(input) ? BigInt(Math.trunc(input)).toString() : '';
  else if (typeof input === 'bigint') text = input.toString();
  else text = input ?? '';
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, CURRENCY_MAX_DIGITS);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `'1.234.567' → 1234567`: the number written by the digits of the text (everything else is
 * ignored); null when there are no digits or the number is beyond Number.MAX_SAFE_INTEGER.
 */
export function parseCurrencyInput(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}
