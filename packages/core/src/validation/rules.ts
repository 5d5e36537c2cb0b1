// The spec's generic validation rules (§5) by name: the message keys of messages.ts, and how a rule
// key with arguments ('between:1,10', the message of a zod refinement or a server field problem)
// turns into named parameters for its message. Values are checked by the zod contracts.

/** Every rule name, each with a message in every locale (messages.ts). */
export const ruleNames = [
  'alpha',
  'alpha_dash',
  'alpha_num',
  'alpha_spaces',
  'alpha_num_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'double',
  'email',
  'excluded',
  'oneOf',
  'ext',
  'image',
  'integer',
  'is',
  'is_not',
  'length',
  'max',
  'min',
  'max_value',
  'min_value',
  'mimes',
  'numeric',
  'regex',
  'required',
  'required_if',
  'size',
  'factor_of_thousands',
  'date',
  'after',
  'before',
  'after_or_equal',
  'before_or_equal',
  'greater-than',
  'phone',
] as const;

export type RuleName = (typeof ruleNames)[number];
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

const ruleNameSet: ReadonlySet<string> = new Set(ruleNames);

export function isRuleName(name: string): name is RuleName {
  return ruleNameSet.has(name);
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
