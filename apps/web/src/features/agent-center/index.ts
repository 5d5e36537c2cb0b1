export { AgentCenterNav } from './components/agent-center-nav';
export { type AgentMenuFlags, type AgentMenuGroup, agentCenterMenu, isAgentCategory } from './menu';
