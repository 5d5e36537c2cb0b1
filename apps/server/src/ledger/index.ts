// The money core's public surface (guide/architecture.md, "The money core"). Every function takes a
// drizzle handle, which may be a transaction: pass the tx inside one, never the outer database.

export { setAccountConcurrency } from './account-gate.js';
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
  accountHistory,
  type HistoryItem,
  type HistoryPage,
  type HoldInput,
  type HoldResult,
  type HoldState,
  hold,
  type PostHoldInput,
  postHold,
  type TransferInput,
  type TransferResult,
  transfer,
  voidHold,
} from './ledger.service.js';
