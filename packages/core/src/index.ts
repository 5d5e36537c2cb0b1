export * from './contracts/account.js';
export * from './contracts/auth.js';
export * from './contracts/deposit.js';
export * from './deposit.js';
export * from './errors.js';
export * from './payment.js';
export * from './permissions.js';
export * from './validation/index.js';
