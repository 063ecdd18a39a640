export const AUDITS = {
  Settings: Symbol.for('audits.Settings'),
  RunRepository: Symbol.for('audits.RunRepository'),
  Runner: Symbol.for('audits.Runner'),
  ReportRenderer: Symbol.for('audits.ReportRenderer'),
  ReportCatalog: Symbol.for('audits.ReportCatalog'),
  StartAudit: Symbol.for('audits.StartAudit'),
  GetAudit: Symbol.for('audits.GetAudit'),
  ListAudits: Symbol.for('audits.ListAudits'),
  DiffAudits: Symbol.for('audits.DiffAudits'),
  ExportAudit: Symbol.for('audits.ExportAudit'),
  RunAudit: Symbol.for('audits.RunAudit'),
  RenderReport: Symbol.for('audits.RenderReport'),
} as const;
