// Runs before every server test file. The ledger invariant check after each file is registered by
// the test helpers that open a database (test/db.ts users call registerInvariantCheck).
export {};
