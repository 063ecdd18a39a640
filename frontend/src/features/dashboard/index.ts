export { DashboardPage } from './DashboardPage';
export { DASHBOARD_TOOLS, toolName, type Tool } from './tools';
