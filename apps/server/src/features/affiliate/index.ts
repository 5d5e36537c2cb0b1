// The affiliate (white-label) programme (issue 14 §5): registration and application with an identity
// document, verification by an administrator (approvals kind `affiliate`), the commission report,
// monthly payouts (job + CLI) and paying them. The referral code's year of validity is checked where
// codes are looked up (auth registration, referral check) against the affiliates table.
export {
  affiliateApproval,
  cliPayoutPay,
  cliPayoutProcess,
  cliPayoutRun,
  describeAffiliates,
  describePayouts,
  writeIdImage,
} from './affiliate.admin.js';
export { affiliateRoutes } from './affiliate.routes.js';
export { runPayouts as runAffiliatePayouts, seedVerifiedAffiliate } from './affiliate.service.js';
