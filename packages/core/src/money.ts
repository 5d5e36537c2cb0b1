// Rupiah display and amount helpers (spec §3 deposit, §4 deposit colour rule, §5 amounts are multiples of 1000).

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

/**
 * `10000 → 'Rp 10.000'`, `-10000 → '-Rp 10.000'`. Whole rupiah (fractions are rounded half away
 * from zero by Intl). Intl on Node 20 puts U+00A0 between "Rp" and the number; every kind of space
 * is normalized to a plain space so the text compares and copies predictably. Throws a RangeError
 * for NaN and ±Infinity.
 */
export function formatRupiah(amount: number | bigint): string {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`formatRupiah: not a finite amount: ${amount}`);
  }
  return rupiahFormat.format(amount).replace(/[\s\u00a0\u202f]+/g, ' ');
}

export type DepositColor = 'green' | 'amber' | 'red';

/** Spec §4: above 100000 green, above 10000 up to 100000 amber, else red (NaN is red). */
export function depositColor(amount: number | bigint): DepositColor {
  const n = Number(amount);
  if (n > 100_000) return 'green';
  if (n > 10_000) return 'amber';
  return 'red';
}

/**
 * True when the amount is written as digits ending in "000" (1000, 25000, …): the spec's
 * factor_of_thousands rule. Numbers are checked by their decimal text, so 0, negatives,
 * fractions and non-finite numbers are false.
 */
export function isFactorOfThousand(amount: number | bigint | string): boolean {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) return false;
  return /^\d*000$/.test(typeof amount === 'string' ? amount : amount.toString());
}
