/**
 * Writes frontend/src/features/audits/audit-rules.messages.ts: one message descriptor per text of every
 * audit rule (`audits.rule.<ruleInCamelCase>.title|description|impact|remediation`), in English, from the `RULES`
 * (or `*_RULES`) each auditor folder exports (src/modules/audits/domain/auditors/<name>/index.ts).
 * The browser may not import server code, so the texts are copied into a checked-in file that FormatJS
 * extracts like any other; translations then go through `npm run i18n -- merge`.
 *
 *   node --import tsx frontend/scripts/audit-rule-messages.ts           write the file
 *   node --import tsx frontend/scripts/audit-rule-messages.ts --check   fail if it is out of date
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
// A build script, run by Node, never bundled: unlike frontend/src (which may import only the HTTP contracts,
// .dependency-cruiser.cjs "frontend-sees-contracts-only"), it reads the server's auditors and their RULES.
// Catalog ids are dotted camelCase words (test/frontend/catalogs.spec.ts); the CSV export looks rules up the same way.
import { ruleMessageSegment } from '../../src/modules/audits/domain/findings-csv.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const auditorsDir = join(root, 'src/modules/audits/domain/auditors');
const target = join(root, 'frontend/src/features/audits/audit-rules.messages.ts');
const PARTS = ['title', 'description', 'impact', 'remediation'] as const;

interface RuleDefinition {
  severity?: string;
  title: string;
  description?: string;
  impact?: string;
  remediation?: string;
}

const isRule = (value: unknown): value is RuleDefinition =>
  typeof value === 'object' && value !== null && typeof (value as RuleDefinition).title === 'string';

/** Argument names a message uses, nested plural/select branches included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/**
 * Text written for people, made a valid ICU message. `<` is always quoted: rule texts quote HTML
 * (`<meta name="viewport">`), which FormatJS would otherwise read as rich-text tags. Braces stay ICU
 * arguments (`{count}`) unless the text does not parse, in which case they are quoted too.
 */
function asIcu(text: string, where: string): { message: string; args: Set<string> } {
  const tagsQuoted = text.replace(/</g, "'<'");
  try {
    return { message: tagsQuoted, args: argumentsOf(parse(tagsQuoted)) };
  } catch {
    const quoted = text.replace(/'/g, "''").replace(/[{}<]/g, (special) => `'${special}'`);
    parse(quoted);
    console.warn(`${where}: not valid ICU, braces quoted`);
    return { message: quoted, args: new Set() };
  }
}

async function collect(): Promise<Map<string, { auditor: string; rule: RuleDefinition }>> {
  const rules = new Map<string, { auditor: string; rule: RuleDefinition }>();
  if (!existsSync(auditorsDir)) return rules;
  const folders = readdirSync(auditorsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(auditorsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
  for (const auditor of folders) {
    const module = (await import(pathToFileURL(join(auditorsDir, auditor, 'index.ts')).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name !== 'RULES' && !name.endsWith('_RULES')) continue;
      if (typeof value !== 'object' || value === null) continue;
      for (const [code, rule] of Object.entries(value)) {
        if (!isRule(rule)) continue;
        const existing = rules.get(code);
        if (existing && existing.rule.title !== rule.title) console.warn(`rule ${code}: defined by ${existing.auditor} and ${auditor}; keeping ${existing.auditor}'s texts`);
        if (!existing) rules.set(code, { auditor, rule });
      }
    }
  }
  return rules;
}

const literal = (text: string) => JSON.stringify(text);


async function render(): Promise<string> {
  const rules = await collect();
  const descriptors: string[] = [];
  const argumentLines: string[] = [];
  for (const code of [...rules.keys()].sort()) {
    const { auditor, rule } = rules.get(code)!;
    const args = new Set<string>();
    for (const part of PARTS) {
      const text = rule[part];
      if (typeof text !== 'string' || !text.trim()) continue;
      const icu = asIcu(text.trim(), `${auditor}/${code}.${part}`);
      icu.args.forEach((arg) => args.add(arg));
      descriptors.push(
        `  ${literal(`${code}.${part}`)}: {\n    id: ${literal(`audits.rule.${ruleMessageSegment(code)}.${part}`)},\n    defaultMessage: ${literal(icu.message)},\n    description: ${literal(`${auditor} audit, rule ${code}: ${part}`)},\n  },`,
      );
    }
    argumentLines.push(`  ${literal(code)}: [${[...args].sort().map(literal).join(', ')}],`);
  }
  return `// GENERATED by frontend/scripts/audit-rule-messages.ts from the RULES of src/modules/audits/domain/auditors/*/index.ts.
// Do not edit: change the auditor's RULES, then run \`node --import tsx frontend/scripts/audit-rule-messages.ts\`
// and \`npm run i18n -- merge <dir>\` with the translations of the new or changed texts.
import { defineMessages } from 'react-intl';

export const auditRuleMessages = defineMessages({
${descriptors.join('\n')}
});

/** ICU arguments each rule's texts use: a finding lacking one is shown in its English message instead. */
export const ruleArguments: Readonly<Record<string, readonly string[]>> = {
${argumentLines.join('\n')}
};
`;
}

const output = await render();
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== output) {
    console.error(`${target} is out of date: run node --import tsx frontend/scripts/audit-rule-messages.ts`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(target, output);
  console.log(`wrote ${target}`);
}
