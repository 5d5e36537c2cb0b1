// The spec's generic validation rules (§5) as pure predicates, vee-validate style: every rule
// except required and required_if passes on an empty value (undefined, null, '' or []), and array
// values are checked element by element. Rules that compare with another field take
// `{ target: 'field' }` and read it from `ctx.form` (or `{ value }` directly).
import { isFactorOfThousand } from '../money.js';
import { isValidHp } from '../phone.js';
import {
  each,
  flagParam,
  isEmptyValue,
  listParam,
  type RuleContext,
  resolveTarget,
  sameValue,
  type TargetParams,
  toNumber,
  toText,
} from './rule-utils.js';
import { dateRules } from './rules-dates.js';
import { fileRules } from './rules-files.js';

type Num = number | string;

/** Same pattern as zod 4's z.email(), so client and server agree. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A rule over text: numbers count as their decimal text, other types fail. */
function textRule(test: (text: string) => boolean) {
  return (value: unknown): boolean =>
    isEmptyValue(value) ||
    each(value, (v) => {
      const text = toText(v);
      return text !== null && test(text);
    });
}

function numberRule(test: (n: number) => boolean) {
  return (value: unknown): boolean => isEmptyValue(value) || each(value, (v) => test(toNumber(v)));
}

function patternRule(pattern: RegExp) {
  return textRule((text) => pattern.test(text));
}

/** Length as zod's .min/.max/.length count it (UTF-16 code units), so client and server agree. */
const charLength = (text: string): number => text.length;

function toRegExp(pattern: unknown): RegExp | null {
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  if (typeof pattern !== 'string') return null;
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return literal
      ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, ''))
      : new RegExp(pattern);
  } catch {
    return null;
  }
}

function required(value: unknown, params: { allowFalse?: boolean | string } = {}): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (value === false) return flagParam(params.allowFalse, true);
  return String(value).trim().length > 0;
}

export const rules = {
  alpha: patternRule(/^[\p{L}\p{M}]+$/u),
  alpha_dash: patternRule(/^[\p{L}\p{M}\p{Nd}_-]+$/u),
  alpha_num: patternRule(/^[\p{L}\p{M}\p{Nd}]+$/u),
  alpha_spaces: patternRule(/^[\p{L}\p{M}\s]+$/u),
  alpha_num_spaces: patternRule(/^[\p{L}\p{M}\p{Nd}\s]+$/u),
  /** min ≤ value ≤ max, numerically. */
  between: (value: unknown, params: { min: Num; max: Num }): boolean =>
    numberRule((n) => n >= toNumber(params.min) && n <= toNumber(params.max))(value),
  /** Equal to the `target` field (e.g. password_confirmation with target 'password'). */
  confirmed: (value: unknown, params: TargetParams, ctx?: RuleContext): boolean =>
    isEmptyValue(value) || sameValue(value, resolveTarget(params, ctx, false)),
  /** Exactly `length` Latin digits. */
  digits: (value: unknown, params: { length: Num }): boolean =>
    textRule((t) => /^\d+$/.test(t) && t.length === toNumber(params.length))(value),
  dimensions: fileRules.dimensions,
  /** A decimal number; `decimals` (default '*': any) fixes the fraction digits, `separator` 'dot' or 'comma'. */
  double: (value: unknown, params: { decimals?: Num; separator?: 'dot' | 'comma' } = {}): boolean => {
    const sep = params.separator === 'comma' ? ',' : '\\.';
    const d = params.decimals === undefined || params.decimals === '*' ? 0 : toNumber(params.decimals);
    const fraction = d > 0 ? `\\d{${d}}` : '\\d+';
    return patternRule(new RegExp(`^-?\\d+(?:${sep}${fraction})?$`))(value);
  },
  /** An email address; with `multiple`, several separated by commas. */
  email: (value: unknown, params: { multiple?: boolean | string } = {}): boolean => {
    const multiple = flagParam(params.multiple, false);
    return textRule((t) => (multiple ? t.split(',') : [t]).every((part) => EMAIL.test(part.trim())))(value);
  },
  /** Not one of `values`. */
  excluded: (value: unknown, params: { values: readonly unknown[] }): boolean =>
    isEmptyValue(value) || each(value, (v) => !listParam(params.values).some((x) => sameValue(v, x))),
  /** One of `values`. */
  oneOf: (value: unknown, params: { values: readonly unknown[] }): boolean =>
    isEmptyValue(value) || each(value, (v) => listParam(params.values).some((x) => sameValue(v, x))),
  ext: fileRules.ext,
  image: fileRules.image,
  integer: (value: unknown): boolean =>
    isEmptyValue(value) ||
    each(value, (v) => (typeof v === 'number' ? Number.isInteger(v) : /^-?\d+$/.test(toText(v) ?? ''))),
  /** Equal to `value`, or to the `target` field (or the literal `target` when no such field). */
  is: (value: unknown, params: TargetParams, ctx?: RuleContext): boolean =>
    isEmptyValue(value) || sameValue(value, resolveTarget(params, ctx, true)),
  is_not: (value: unknown, params: TargetParams, ctx?: RuleContext): boolean =>
    isEmptyValue(value) || !sameValue(value, resolveTarget(params, ctx, true)),
  /** Exactly `length` characters, or items for an array. */
  length: (value: unknown, params: { length: Num }): boolean => {
    if (isEmptyValue(value)) return true;
    if (Array.isArray(value)) return value.length === toNumber(params.length);
    const text = toText(value);
    return text !== null && charLength(text) === toNumber(params.length);
  },
  /** At most `length` characters. */
  max: (value: unknown, params: { length: Num }): boolean =>
    textRule((t) => charLength(t) <= toNumber(params.length))(value),
  /** At least `length` characters. */
  min: (value: unknown, params: { length: Num }): boolean =>
    textRule((t) => charLength(t) >= toNumber(params.length))(value),
  max_value: (value: unknown, params: { max: Num }): boolean =>
    numberRule((n) => n <= toNumber(params.max))(value),
  min_value: (value: unknown, params: { min: Num }): boolean =>
    numberRule((n) => n >= toNumber(params.min))(value),
  mimes: fileRules.mimes,
  /** Only digits, all Latin (0-9), all Arabic-Indic (٠-٩) or all Extended Arabic-Indic (۰-۹). */
  numeric: patternRule(/^(?:[0-9]+|[\u0660-\u0669]+|[\u06f0-\u06f9]+)$/),
  /** Matches `regex` (a RegExp, a pattern string or '/pattern/flags'). */
  regex: (value: unknown, params: { regex: RegExp | string }): boolean => {
    const re = toRegExp(params.regex);
    return re !== null && textRule((t) => re.test(t))(value);
  },
  /** Not undefined, null, blank text or an empty array; false passes unless `allowFalse` is false. */
  required,
  /**
   * Required when the `target` field has one of `values` (or, without values, is not empty).
   */
  required_if: (
    value: unknown,
    params: TargetParams & { values?: readonly unknown[] },
    ctx?: RuleContext,
  ) => {
    const other = resolveTarget(params, ctx, false);
    const values = listParam(params.values);
    const applies = values.length === 0 ? !isEmptyValue(other) : values.some((v) => sameValue(other, v));
    return !applies || required(value);
  },
  size: fileRules.size,
  /** Digits ending in 000 (an amount that is a multiple of 1000). */
  factor_of_thousands: textRule((t) => isFactorOfThousand(t)),
  ...dateRules,
  /** Numerically greater than `target` (a field or a literal number); passes when there is no target. */
  'greater-than': (value: unknown, params: TargetParams, ctx?: RuleContext): boolean => {
    if (isEmptyValue(value)) return true;
    const other = resolveTarget(params, ctx, true);
    if (isEmptyValue(other) || Number.isNaN(toNumber(other))) return true;
    return numberRule((n) => n > toNumber(other))(value);
  },
  /** An Indonesian mobile number (08…, 628…, +628…, 10–13 digits), see phone.ts. */
  phone: textRule((t) => isValidHp(t)),
};

export type RuleName = keyof typeof rules;
export type RuleParams = Readonly<Record<string, unknown>>;

/** Positional parameter names, as in 'between:1,10'; a '...' name collects the remaining arguments. */
export const ruleParamNames: Readonly<Partial<Record<RuleName, readonly string[]>>> = {
  between: ['min', 'max'],
  confirmed: ['target'],
  digits: ['length'],
  dimensions: ['width', 'height'],
  double: ['decimals', 'separator'],
  email: ['multiple'],
  excluded: ['...values'],
  oneOf: ['...values'],
  ext: ['...extensions'],
  is: ['target'],
  is_not: ['target'],
  length: ['length'],
  max: ['length'],
  min: ['length'],
  max_value: ['max'],
  min_value: ['min'],
  mimes: ['...types'],
  regex: ['regex'],
  required: ['allowFalse'],
  required_if: ['target', '...values'],
  size: ['size'],
  after: ['target'],
  before: ['target'],
  after_or_equal: ['target'],
  before_or_equal: ['target'],
  'greater-than': ['target'],
};

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(rules, name);
}

/** 'between:1,10' → { rule: 'between', args: ['1', '10'] }; a regex keeps its whole argument. */
export function parseRuleKey(key: string): { rule: string; args: string[] } {
  const colon = key.indexOf(':');
  if (colon < 0) return { rule: key, args: [] };
  const rule = key.slice(0, colon);
  const rest = key.slice(colon + 1);
  return { rule, args: rule === 'regex' ? [rest] : rest.split(',') };
}

/** Named parameters from positional arguments (or named ones, returned as they are). */
export function toRuleParams(rule: string, args: readonly unknown[] | RuleParams | undefined): RuleParams {
  if (args === undefined) return {};
  if (!Array.isArray(args)) return args as RuleParams;
  const names = isRuleName(rule) ? (ruleParamNames[rule] ?? []) : [];
  const params: Record<string, unknown> = {};
  names.forEach((name, i) => {
    if (name.startsWith('...')) params[name.slice(3)] = args.slice(i);
    else if (i < args.length) params[name] = args[i];
  });
  return params;
}

/** Runs one rule by name. */
export function runRule(
  rule: RuleName,
  value: unknown,
  params: readonly unknown[] | RuleParams | undefined,
  ctx?: RuleContext,
): boolean {
  const fn = rules[rule] as (value: unknown, params: RuleParams, ctx?: RuleContext) => boolean;
  return fn(value, toRuleParams(rule, params), ctx);
}
