// Shared helpers of the rule predicates (rules.ts, rules-files.ts, rules-dates.ts).

/** Values of other form fields, for rules that compare with another field (confirmed, after, …). */
export interface RuleContext {
  readonly form?: Readonly<Record<string, unknown>>;
}

/**
 * A reference to another field or value: `value` wins when present; otherwise `target` names a
 * field of `ctx.form` (and, for rules that allow literals, is itself the value when no such field).
 */
export interface TargetParams {
  readonly target?: string;
  readonly value?: unknown;
}

/** vee-validate's notion of empty: such values pass every rule except required and required_if. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Applies a test to a value or, for arrays, to every element. */
export function each(value: unknown, test: (v: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.every(test) : test(value);
}

/** Strings as they are, finite numbers and bigints as decimal text; anything else null. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A number from a number, bigint or numeric string; NaN otherwise (blank strings included). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Parameters given as a list (from 'rule:a,b,c') or a single value. */
export function listParam(value: unknown): readonly unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A boolean flag from true/false or their text ('true', 'false', '1', '0', or the flag's own name). */
export function flagParam(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string') return !['false', '0', 'no'].includes(value.toLowerCase());
  return Boolean(value);
}

/** Resolves the other side of a comparison, see {@link TargetParams}. */
export function resolveTarget(
  params: TargetParams | undefined,
  ctx: RuleContext | undefined,
  allowLiteral: boolean,
): unknown {
  if (params === undefined) return undefined;
  if ('value' in params) return params.value;
  const target = params.target;
  if (target === undefined) return undefined;
  if (ctx?.form && Object.hasOwn(ctx.form, target)) return ctx.form[target];
  return allowLiteral ? target : undefined;
}

/** Loose equality used by is/is_not/oneOf/excluded: identical, or the same decimal text. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const ta = toText(a);
  const tb = toText(b);
  return ta !== null && ta === tb;
}
