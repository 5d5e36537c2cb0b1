export {
  cliLoanApprove,
  cliLoanClose,
  cliLoanExtend,
  cliLoanReject,
  cliLoanRequest,
  describeLoans,
  loanApproval,
} from './loan.admin.js';
export { loanRoutes } from './loan.routes.js';
export {
  addDays as addLoanDays,
  agentDebtSummary,
  approveLoan,
  currentLoan,
  flagOverdueLoans,
} from './loan.service.js';
