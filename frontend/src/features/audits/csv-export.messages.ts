import { defineMessages } from 'react-intl';

/**
 * Column headings of the CSV export. The API writes the CSV (src/modules/audits, export use case) and
 * reads these from the same catalogs, so the file speaks the language the page does.
 */
export const csvExportMessages = defineMessages({
  auditId: { id: 'audits.export.csv.auditId', defaultMessage: 'Audit', description: 'CSV export column: audit run id' },
  type: { id: 'audits.export.csv.type', defaultMessage: 'Audit type', description: 'CSV export column' },
  pageUrl: { id: 'audits.export.csv.pageUrl', defaultMessage: 'Page address', description: 'CSV export column' },
  findingId: { id: 'audits.export.csv.findingId', defaultMessage: 'Finding id', description: 'CSV export column: stable finding id' },
  rule: { id: 'audits.export.csv.rule', defaultMessage: 'Rule', description: 'CSV export column: rule code' },
  severity: { id: 'audits.export.csv.severity', defaultMessage: 'Severity', description: 'CSV export column' },
  title: { id: 'audits.export.csv.title', defaultMessage: 'Finding', description: 'CSV export column: translated rule title' },
  selector: { id: 'audits.export.csv.selector', defaultMessage: 'Element (CSS selector)', description: 'CSV export column' },
  evidence: { id: 'audits.export.csv.evidence', defaultMessage: 'Evidence', description: 'CSV export column: raw header, cookie line or HTML' },
});
