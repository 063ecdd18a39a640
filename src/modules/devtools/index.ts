/**
 * The devtools module's public surface for other modules: the robots tool's limits. Nothing calls into
 * it yet; the tools are reached over HTTP (contract.ts).
 */
export { ROBOTS_LIMITS } from './domain/robots/robots-limits.js';
export type { RobotsGroupView, RobotsPathResult, RobotsRuleView } from './contract.js';
