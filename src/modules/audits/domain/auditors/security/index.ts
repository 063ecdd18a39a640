export { auditSecurity } from './audit-security.js';
export { SECURITY_RULES, SECURITY_RULES as RULES, type RuleText, type SecurityRuleId } from './security-rules.js';
