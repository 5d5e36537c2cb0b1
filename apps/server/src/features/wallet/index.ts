export { walletRoutes } from './wallet.routes.js';
