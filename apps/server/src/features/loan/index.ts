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
export { agentDebtSummary, flagOverdueLoans } from './loan.service.js';
