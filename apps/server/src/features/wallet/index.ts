export { walletLedgerPage } from './history.service.js';
export { transferDeposit } from './transfer.service.js';
export { walletRoutes } from './wallet.routes.js';
