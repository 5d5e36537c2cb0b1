// Shared validation: rule names, localized messages and labels, zod issue localization,
// input helpers, plus the rupiah and phone-number helpers they build on.
export * from '../money.js';
export * from '../phone.js';
export * from './input.js';
export * from './labels.js';
export * from './locale.js';
export * from './localize.js';
export * from './messages.js';
export * from './rules.js';
