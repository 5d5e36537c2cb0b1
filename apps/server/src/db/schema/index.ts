export * from './accounts.js';
export * from './ledger.js';
