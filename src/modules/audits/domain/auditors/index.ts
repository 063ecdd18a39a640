import type { AuditType } from '../audit-type.js';
import type { Auditor } from '../auditor.js';
import { auditContent } from './content/index.js';
import { auditEngagement } from './engagement/index.js';
import { auditPerformance } from './performance/index.js';
import { auditSecurity } from './security/index.js';
import { auditSemantic } from './semantic/index.js';
import { auditSeo } from './seo/index.js';
import { auditWebsite } from './website/index.js';

/** Each audit type's pure auditor; the sandboxed runner picks one per job. */
export const AUDITORS: { [T in AuditType]: Auditor<T> } = {
  content: auditContent,
  website: auditWebsite,
  security: auditSecurity,
  semantic: auditSemantic,
  performance: auditPerformance,
  'user-engagement': auditEngagement,
  seo: auditSeo,
};
