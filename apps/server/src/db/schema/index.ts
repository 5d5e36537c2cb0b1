export * from './accounts.js';
export * from './app-shell.js';
export * from './catalog.js';
export * from './deposits.js';
export * from './ledger.js';
export * from './loans.js';
export * from './transactions.js';
export * from './user-settings-addresses.js';
