export { auditPerformance } from './audit-performance.js';
export { PERFORMANCE_RULES, PERFORMANCE_RULES as RULES, type PerformanceRule, type RuleText } from './performance-rules.js';
export { METRIC_CONTROL_POINTS, METRIC_WEIGHTS, metricScore, performanceScoreOf } from './lighthouse-scoring.js';
