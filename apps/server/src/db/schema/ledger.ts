// Filled in by the ledger feature (migrations/0002_ledger.sql).
export {};
