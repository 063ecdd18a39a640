/** Tokens of the audits module's ports and settings; use cases are bound with their class as token (audits.module.ts). */
export const AUDITS = {
  Settings: Symbol.for('audits.Settings'),
  RunRepository: Symbol.for('audits.RunRepository'),
  Runner: Symbol.for('audits.Runner'),
  ReportRenderer: Symbol.for('audits.ReportRenderer'),
  ReportCatalog: Symbol.for('audits.ReportCatalog'),
  WebsiteDataRepository: Symbol.for('audits.WebsiteDataRepository'),
} as const;
