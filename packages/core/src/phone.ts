// Indonesian mobile numbers ("hp"): normalization to the local 08… form and operator detection.

export type Operator = 'telkomsel' | 'indosat' | 'xl' | 'axis' | 'tri' | 'smartfren';

/** Four-digit prefixes per operator (0851 is Telkomsel's by.U). */
export const OPERATOR_PREFIXES: Readonly<Record<Operator, readonly string[]>> = {
  telkomsel: ['0811', '0812', '0813', '0821', '0822', '0823', '0851', '0852', '0853'],
  indosat: ['0814', '0815', '0816', '0855', '0856', '0857', '0858'],
  xl: ['0817', '0818', '0819', '0859', '0877', '0878'],
  axis: ['0831', '0832', '0833', '0838'],
  tri: ['0895', '0896', '0897', '0898', '0899'],
  smartfren: ['0881', '0882', '0883', '0884', '0885', '0886', '0887', '0888', '0889'],
};

const operatorByPrefix = new Map<string, Operator>(
  (Object.entries(OPERATOR_PREFIXES) as [Operator, readonly string[]][]).flatMap(([op, prefixes]) =>
    prefixes.map((p) => [p, op] as const),
  ),
);

export const HP_MIN_DIGITS = 10;
export const HP_MAX_DIGITS = 13;

/**
 * Accepts 08…, 628… and +628… (spaces and dashes ignored) and returns the local form 08…, or null
 * when the input is not an Indonesian mobile number of 10–13 digits after normalization.
 */
export function normalizeHp(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(/[\s-]+/g, '');
  let local: string;
  if (compact.startsWith('+628')) local = `0${compact.slice(3)}`;
  else if (compact.startsWith('628')) local = `0${compact.slice(2)}`;
  else if (compact.startsWith('08')) local = compact;
  else return null;
  if (!/^\d+$/.test(local) || local.length < HP_MIN_DIGITS || local.length > HP_MAX_DIGITS) return null;
  return local;
}

export function isValidHp(input: string | null | undefined): boolean {
  return normalizeHp(input) !== null;
}

/** The operator for a valid number (any accepted form), or null for invalid numbers and unknown prefixes. */
export function detectOperator(hp: string | null | undefined): Operator | null {
  const local = normalizeHp(hp);
  return local === null ? null : (operatorByPrefix.get(local.slice(0, 4)) ?? null);
}
