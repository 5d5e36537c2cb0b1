// Shared validation: rule predicates, localized messages and labels, zod issue localization,
// input helpers, plus the rupiah and phone-number helpers they build on.
export * from '../money.js';
export * from '../phone.js';
export * from './input.js';
export * from './labels.js';
export * from './locale.js';
export * from './localize.js';
export * from './messages.js';
export { isEmptyValue, type RuleContext, type TargetParams } from './rule-utils.js';
export * from './rules.js';
export { dateRules, parseIsoDate } from './rules-dates.js';
export { DIMENSION_EXTENSIONS, type FileMeta, fileRules, IMAGE_EXTENSIONS } from './rules-files.js';
