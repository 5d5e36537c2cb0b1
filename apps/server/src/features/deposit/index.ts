import type { TopupGateways } from './gateways.js';

// The admin CLI names the operator from here (it lives in lib/, shared by every admin side).
export { approveTopup, rejectClaim } from './claim.service.js';
export { walletCode } from './codes.js';
export { creditTopupTx, publishTopup, recordTopupEnded } from './credit.js';
export { seedDepositClaimDemo } from './demo.js';
export {
  addManualMutation,
  depositClaimApproval,
  describeClaims,
  describeMutations,
} from './deposit.admin.js';
export { failTopup, findTopupByCode, lockTopup } from './deposit.repository.js';
export { depositRoutes } from './deposit.routes.js';
export { getDepositSettings, setDepositSetting } from './deposit.settings.js';
export { type TopupGateways, topupGatewayFrom } from './gateways.js';
export { finishPaymentEvent, insertPaymentEvent } from './mutation.repository.js';
export { creditPaidTopups, expireTopups, pollMutations } from './mutation.service.js';
export { bankMutationWebhookRoutes } from './mutation-webhook.js';
export { createTopup } from './topup.service.js';

declare module '../../lib/deps.js' {
  interface Deps {
    /** The payment gateways offered for top-ups (built in createDeps from deps.gateways). */
    topupGateways?: TopupGateways;
  }
}
