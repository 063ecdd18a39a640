export { auditSemantic } from './audit-semantic.js';
export { SEMANTIC_RULES, SEMANTIC_RULES as RULES, type RuleText, type SemanticRule } from './semantic-rules.js';
