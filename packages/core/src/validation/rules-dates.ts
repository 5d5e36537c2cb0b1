// Date rules: date (YYYY-MM-DD, a real calendar day), after, before, after_or_equal, before_or_equal.
import { isEmptyValue, type RuleContext, resolveTarget, type TargetParams } from './rule-utils.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC milliseconds of a YYYY-MM-DD calendar date, or null when malformed or not a real day. */
export function parseIsoDate(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (m === null) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0–99 literal
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.getTime();
}

/** A comparable time for a YYYY-MM-DD string or a valid Date (its UTC calendar day), else null. */
function toDay(value: unknown): number | null {
  if (typeof value === 'string') return parseIsoDate(value.trim());
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());
  }
  return null;
}

/**
 * Compares the value with `target` (another field's name, or a literal YYYY-MM-DD date). An
 * invalid value fails; a missing or invalid target passes, since there is nothing to compare with
 * (that field's own rules report it).
 */
function compareRule(accept: (value: number, target: number) => boolean) {
  return (value: unknown, params: TargetParams, ctx?: RuleContext): boolean => {
    if (isEmptyValue(value)) return true;
    const day = toDay(value);
    if (day === null) return false;
    const target = toDay(resolveTarget(params, ctx, true));
    return target === null || accept(day, target);
  };
}

export const dateRules = {
  date: (value: unknown): boolean => isEmptyValue(value) || toDay(value) !== null,
  after: compareRule((v, t) => v > t),
  before: compareRule((v, t) => v < t),
  after_or_equal: compareRule((v, t) => v >= t),
  before_or_equal: compareRule((v, t) => v <= t),
};
