export { AgentCenterNav } from './components/agent-center-nav';
export { ReportPager } from './components/report-parts';
export { type AgentMenuFlags, type AgentMenuGroup, agentCenterMenu, isAgentCategory } from './menu';
