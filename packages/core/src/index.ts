export * from './contracts/account.js';
export * from './contracts/auth.js';
export * from './errors.js';
export * from './permissions.js';
export * from './validation/index.js';
