// The send-money feature's public surface (app, admin CLI, deps).
export {
  cliSendMoneyApprove,
  cliSendMoneyFee,
  cliSendMoneyReject,
  describeSendMoneyRequests,
  sendMoneyApproval,
} from './send-money.admin.js';
export { sendMoneyRoutes } from './send-money.routes.js';
