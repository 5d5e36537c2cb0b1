export { agentCenterRoutes } from './agent-center.routes.js';
export { agentCenterDashboard } from './agent-center.service.js';
