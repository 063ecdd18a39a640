export { analyseEngagementPage, auditEngagement } from './audit-engagement.js';
export { ENGAGEMENT_RULES, ENGAGEMENT_RULES as RULES, type EngagementRule, type RuleText } from './engagement-rules.js';
export { globalEngagementScore, MAX_COMPETING_CTAS, MIN_CONTRAST, MIN_CONTRAST_LARGE_TEXT, MIN_TARGET_PX, navigationScore, readabilityPart, type EngagementFacts } from './engagement-score.js';
export { ACTION_PHRASES, FOLD_PX, foldText, hasActionWords, locationOf } from './element-kinds.js';
export { socialPlatform, socialType } from './social-platforms.js';
