/**
 * The devtools module's public surface for other modules: types only. Nothing calls into it yet; the
 * tools are reached over HTTP (contract.ts).
 */
export type { RobotsGroupView, RobotsPathResult, RobotsRuleView, RobotsWarning } from './contract.js';
