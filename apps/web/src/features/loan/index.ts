// The agent loan (pinjaman) on the web (issue 14 §3): the user's loan page parts and the master's
// list of their downlines' loans.
export {
  type AgentLoanView,
  type DownlineLoan,
  type LoanDueGroup,
  type LoanRepayment,
  useAgentDebt,
  useDownlineLoans,
  useLoanRealtime,
} from './api';
export { DueDates, DueGroupPill, LoanStatusPill } from './components/loan-badges';
export { LoanSummary, UsageBar } from './components/loan-summary';
export { PaymentHistory } from './components/payment-history';
export { PendingRequest } from './components/pending-request';
export { RepayForm } from './components/repay-form';
export { LoanRequestForm } from './components/request-form';
