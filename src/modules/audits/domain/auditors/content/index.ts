export { auditContent, analyseContentPage } from './audit-content.js';
export { CONTENT_RECOMMENDATIONS, CONTENT_RULES, CONTENT_RULES as RULES, type ContentRecommendation, type ContentRule, type RuleText } from './content-rules.js';
export {
  CONTENT_WEIGHTS,
  DESCRIPTION_LENGTH,
  TITLE_LENGTH,
  TREND_THRESHOLD,
  WORD_COUNT_BANDS,
  contentScore,
  contentScoreBand,
  seoElementBand,
  trendDirection,
  wordCountBand,
} from './content-score.js';
