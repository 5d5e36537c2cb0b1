export { transferDeposit } from './transfer.service.js';
export { walletRoutes } from './wallet.routes.js';
