// Downlines and their prices (issue 14 §1): masters register agents and price for their downlines;
// the operator CLI promotes agents to master.
export { describePromotionCandidates, promoteAgent, promotionCandidates } from './agency.admin.js';
export { promotionApproval } from './agency.promotion.js';
export { agencyRoutes } from './agency.routes.js';
