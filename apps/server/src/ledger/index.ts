// The money core's public surface (guide/architecture.md, "The money core"). Every function takes a
// drizzle handle, which may be a transaction: pass the tx inside one, never the outer database.

export { type AccountGates, createAccountGates, ungated } from './account-gate.js';
export {
  type AccountRef,
  accountId,
  ensureSystemAccounts,
  getUserBalances,
  HOLDS_ACCOUNT,
  openUserAccounts,
  type SystemAccountCode,
  systemAccountCodes,
  type UserAccountKind,
  type UserAccountRef,
  type UserBalances,
  userAccountKinds,
} from './accounts.js';
export { checkLedgerInvariants } from './invariants.js';
export {
  type AccountJson,
  accountHistory,
  applyLedgerBatch,
  type HistoryItem,
  type HistoryPage,
  type HoldInput,
  type HoldOpJson,
  type HoldResult,
  type HoldState,
  hold,
  type LedgerCall,
  type LedgerOp,
  ledgerCalls,
  ledgerOps,
  type PostHoldInput,
  postHold,
  runLedgerBatch,
  runLedgerStatement,
  type TransferInput,
  type TransferResult,
  transfer,
  voidHold,
} from './ledger.service.js';
export { ledgerErrorFor } from './sql.js';
