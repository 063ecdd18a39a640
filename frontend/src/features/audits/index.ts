export { AuditPage } from './AuditPage';
export { AuditPrintPage } from './AuditPrintPage';
export { AUDIT_TYPES, type AuditType } from './audit-types';
export { SeoAuditPage } from './SeoAuditPage';
export { useDeleteWebsiteDataMutation, useInsertWebsiteDataMutation, useLoadWebsiteDataQuery, type WebsiteData } from './website-data.api';
