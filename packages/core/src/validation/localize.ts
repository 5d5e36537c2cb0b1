// Localized validation messages: rule keys ('min:8') and zod issues → texts such as
// "Kata sandi minimal 8 karakter"; plus locale picking.
import { fieldLabel, knownFieldLabel } from './labels.js';
import { defaultLocale, type Locale } from './locale.js';
import { isMessageKey, type MessageKey, messages } from './messages.js';
import { parseRuleKey, type RuleParams, toRuleParams } from './rules.js';

/** The parts of a zod 4 issue this module reads (zod's `$ZodIssue` fits, so do plain server objects). */
export interface IssueLike {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly message: string;
  readonly origin?: string;
  readonly input?: unknown;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly format?: string;
  readonly divisor?: number | bigint;
  readonly values?: readonly unknown[];
}

const numberLocales: Record<Locale, string> = { id: 'id-ID', en: 'en-US', zh: 'zh-CN' };
/** Parameters shown as numbers (grouped per locale, e.g. 100.000 in Indonesian). */
const numericParams = new Set(['min', 'max', 'length', 'size', 'target']);
/** Rules whose target always names another field. */
const fieldTargetRules = new Set<string>(['confirmed', 'required_if']);

function display(value: unknown, name: string, locale: Locale): string {
  if (Array.isArray(value)) return value.map((v) => display(v, '', locale)).join(', ');
  const text = String(value);
  if (numericParams.has(name) && /^-?\d+(?:\.\d+)?$/.test(text.trim())) {
    return new Intl.NumberFormat(numberLocales[locale]).format(Number(text));
  }
  return text;
}

/**
 * Labels follow sentence case in id and en: 'Kata sandi' → 'kata sandi' inside a sentence
 * (acronyms such as 'PIN' and 'OTP code' stay), and an unknown field's 'end date' → 'End date'
 * at the start. zh has no case.
 */
function inSentence(label: string, atStart: boolean, locale: Locale): string {
  if (locale === 'zh') return label;
  if (atStart) return label.charAt(0).toUpperCase() + label.slice(1);
  if (!/^\p{Lu}\p{Ll}/u.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** Renders a message key with named parameters for a field (a field name or a dotted path). */
export function formatMessage(
  key: MessageKey,
  params: RuleParams,
  field: string,
  locale: Locale = 'id',
): string {
  const vars = new Map<string, string>();
  const labels = new Set(['field']);
  vars.set('field', fieldLabel(field, locale));
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (name === 'target' && typeof value === 'string') {
      vars.set(
        'target',
        fieldTargetRules.has(key)
          ? fieldLabel(value, locale)
          : (knownFieldLabel(value, locale) ?? display(value, name, locale)),
      );
      labels.add('target');
    } else if (name === 'value' && !('target' in params)) {
      vars.set('target', display(value, 'target', locale));
    } else {
      vars.set(name, display(value, name, locale));
    }
  }
  return messages[locale][key].replace(/\{([\w-]+)\}/g, (whole, name: string, offset: number) => {
    const value = vars.get(name);
    if (value === undefined) return whole;
    return labels.has(name) ? inSentence(value, offset === 0, locale) : value;
  });
}

/**
 * `formatRule('min:8', 'password', 'id')` → 'Kata sandi minimal 8 karakter'. Unknown rules give the
 * fallback message ("{field} tidak valid").
 */
export function formatRule(ruleKeyWithArgs: string, field: string, locale: Locale = 'id'): string {
  const { rule, args } = parseRuleKey(ruleKeyWithArgs);
  if (!isMessageKey(rule)) return formatMessage('fallback', {}, field, locale);
  return formatMessage(rule, toRuleParams(rule, args), field, locale);
}

const isMissingInput = (issue: IssueLike): boolean =>
  'input' in issue
    ? issue.input === undefined || issue.input === null
    : /received (?:undefined|null)\b/.test(issue.message);

/** The message key and parameters for one zod issue. */
export function issueRule(issue: IssueLike): { key: MessageKey; params: RuleParams } {
  const message = typeof issue.message === 'string' ? issue.message : '';
  const own = /^[\w-]+(?::.*)?$/s.test(message) ? parseRuleKey(message) : null;
  if (own && isMessageKey(own.rule)) return { key: own.rule, params: toRuleParams(own.rule, own.args) };
  const fallback = { key: 'fallback' as const, params: {} };
  const numeric = issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint';
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return isMissingInput(issue) ? { key: 'required', params: {} } : fallback;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (sized && n <= 1 && issue.inclusive !== false && !issue.exact)
        return { key: 'required', params: {} };
      if (issue.origin === 'string') return { key: issue.exact ? 'length' : 'min', params: { length: n } };
      if (numeric) {
        return issue.inclusive === false
          ? { key: 'greater-than', params: { value: n } }
          : { key: 'min_value', params: { min: n } };
      }
      return fallback;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return { key: issue.exact ? 'length' : 'max', params: { length: n } };
      if (numeric && issue.inclusive !== false) return { key: 'max_value', params: { max: n } };
      return fallback;
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email', params: {} };
      if (issue.format === 'regex') return { key: 'regex', params: {} };
      if (issue.format === 'date') return { key: 'date', params: {} };
      return fallback;
    case 'invalid_value':
    case 'invalid_enum_value':
      return { key: 'oneOf', params: issue.values ? { values: issue.values } : {} };
    case 'not_multiple_of':
      return Number(issue.divisor) === 1000 ? { key: 'factor_of_thousands', params: {} } : fallback;
    default:
      return fallback;
  }
}

/**
 * Localized messages per field path ('items.0.name'; '' for form-level issues), in issue order,
 * without duplicates. A field with a required issue shows only that message (the other rules
 * fail for the same empty value).
 */
export function localizeIssues(
  issues: readonly IssueLike[],
  locale: Locale = 'id',
): Record<string, string[]> {
  const byField = new Map<string, { required: boolean; messages: string[] }>();
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p)))
      .join('.');
    const { key, params } = issueRule(issue);
    const text = formatMessage(key, params, path, locale);
    const isRequired = key === 'required' || key === 'required_if';
    const entry = byField.get(path);
    if (entry === undefined) byField.set(path, { required: isRequired, messages: [text] });
    else if (isRequired && !entry.required) byField.set(path, { required: true, messages: [text] });
    else if (!entry.required && !entry.messages.includes(text)) entry.messages.push(text);
  }
  return Object.fromEntries([...byField].map(([path, entry]) => [path, entry.messages]));
}

/**
 * The locale for an Accept-Language header ('en-US,en;q=0.9') or navigator.language(s): the
 * best-weighted of id (also the legacy 'in'), en* and zh*; id when none matches.
 */
export function pickLocale(input: string | readonly string[] | null | undefined): Locale {
  if (input === null || input === undefined) return defaultLocale;
  const entries = (typeof input === 'string' ? input.split(',') : input).map((part, index) => {
    const [tag = '', ...attrs] = part.split(';').map((s) => s.trim());
    const q = attrs.find((a) => /^q=/i.test(a));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return {
      primary: tag.toLowerCase().split(/[-_]/)[0] ?? '',
      weight: Number.isNaN(weight) ? 0 : weight,
      index,
    };
  });
  entries.sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary, weight } of entries) {
    if (weight <= 0) continue;
    if (primary === 'id' || primary === 'in') return 'id';
    if (primary === 'en') return 'en';
    if (primary === 'zh') return 'zh';
  }
  return defaultLocale;
}
