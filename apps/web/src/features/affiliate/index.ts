// The affiliate programme's public face (issue 14 §5): the public registration form and its help,
// and the member's /account/affiliate overview (status, code, commission report, payouts).
export { useAffiliateProgram } from './api';
export { AffiliateOverview } from './components/affiliate-overview';
export { AffiliateRegisterForm } from './components/affiliate-register-form';
export { ProgramHelp } from './components/program-help';
