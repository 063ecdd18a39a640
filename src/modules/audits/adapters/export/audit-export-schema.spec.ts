import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import { AUDIT_EXPORT_SCHEMA_ID } from '../../application/export-audit/export-audit.use-case.js';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('audits: published JSON Schema of the export', function () {
  this.timeout(60_000);

  it('docs/audits/audit-export.schema.json is what the AuditExport type generates (run `npm run audits:schema` after changing the types)', () => {
    const generated = createGenerator({
      path: `${root}src/modules/audits/domain/audit-result.ts`,
      type: 'AuditExport',
      tsconfig: `${root}tsconfig.json`,
      topRef: false,
      schemaId: AUDIT_EXPORT_SCHEMA_ID,
    }).createSchema('AuditExport');
    const committed: unknown = JSON.parse(readFileSync(`${root}docs/audits/audit-export.schema.json`, 'utf8'));
    expect(JSON.parse(JSON.stringify(generated))).to.deep.equal(committed);
  });
});
