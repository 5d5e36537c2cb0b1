export { debtRoutes } from './debt.routes.js';
export { debtDepositStatus, debtDueGroup, recordDebt } from './debt.service.js';
