export * from './accounts.js';
export * from './catalog.js';
export * from './ledger.js';
export * from './transactions.js';
