/**
 * Writes src/modules/devtools/domain/structured-data/vocabulary/schema-org.generated.ts, the schema.org
 * vocabulary the structured-data validator checks against (provenance: the README beside that file).
 *
 * The source is the declaration file of the npm package schema-dts (Google's TypeScript rendering of
 * schema.org's published definitions, generated from schema.org's release by schema-dts-gen), pinned
 * to one version and checked by hash. No npm package ships schema.org's own definitions file, and this
 * one keeps everything the validator reads: the type hierarchy (`type X = XLeaf | Sub1 | Sub2`), each
 * type's own properties (`interface XBase extends ParentBase { "prop"?: SchemaValue<Range1 | Range2> }`),
 * enumeration members (string literals) and superseded terms (`@deprecated Consider using ...`).
 *
 * Usage (the package is fetched as a tarball, not installed):
 *   npm pack schema-dts@2.1.0 && tar xzf schema-dts-2.1.0.tgz
 *   npx tsx scripts/generate-schema-org-vocabulary.ts package/dist/schema.d.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const PACKAGE = 'schema-dts';
const VERSION = '2.1.0';
const SHA256 = process.argv[3] ?? '';
const OUT = 'src/modules/devtools/domain/structured-data/vocabulary/schema-org.generated.ts';

const path = process.argv[2];
if (!path) throw new Error('usage: generate-schema-org-vocabulary.ts <schema-dts/dist/schema.d.ts>');
const text = readFileSync(path, 'utf8');
const sha256 = createHash('sha256').update(text).digest('hex');
if (SHA256 && SHA256 !== sha256) throw new Error(`unexpected ${PACKAGE} declaration file (sha256 ${sha256})`);

const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);

/** Names the generator gives to the JSON-LD plumbing, not to schema.org terms. */
const PLUMBING = new Set(['IdReference', 'JsonLdObject', 'MergeLeafTypes', 'Role', 'SchemaValue', 'Partial', 'Omit', 'string', 'number', 'boolean']);
const DATA_TYPES = new Set(['Text', 'URL', 'Date', 'DateTime', 'Time', 'Number', 'Integer', 'Float', 'Boolean', 'CssSelectorType', 'XPathType', 'PronounceableText', 'DataType', 'Quantity']);

const children = new Map<string, Set<string>>();
const enumMembers = new Map<string, Set<string>>();
const baseProps = new Map<string, Map<string, { ranges: Set<string>; supersededBy?: string }>>();
const typeSuperseded = new Map<string, string>();
const types = new Set<string>();

function supersededByOf(node: ts.Node): string | undefined {
  for (const tag of ts.getJSDocTags(node)) {
    if (tag.tagName.text !== 'deprecated') continue;
    const comment = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '';
    const m = /schema\.org\/([A-Za-z0-9_]+)/.exec(comment);
    if (m) return m[1];
  }
  return undefined;
}

function referencedNames(node: ts.TypeNode | undefined, into: Set<string>): void {
  if (!node) return;
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) node.types.forEach((t) => referencedNames(t, into));
  else if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(source);
    if (name === 'SchemaValue') referencedNames(node.typeArguments?.[0], into);
    else if (!PLUMBING.has(name)) into.add(name.replace(/Leaf$/, ''));
  } else if (ts.isParenthesizedTypeNode(node)) referencedNames(node.type, into);
  else if (ts.isArrayTypeNode(node)) referencedNames(node.elementType, into);
  else if (ts.isTypeOperatorNode(node)) referencedNames(node.type, into);
}

for (const statement of source.statements) {
  if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Base')) {
    const owner = statement.name.text.slice(0, -'Base'.length);
    const props = new Map<string, { ranges: Set<string>; supersededBy?: string }>();
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.name) continue;
      const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source);
      if (name.startsWith('@')) continue;
      const ranges = new Set<string>();
      referencedNames(member.type, ranges);
      props.set(name, { ranges, supersededBy: supersededByOf(member) });
    }
    baseProps.set(owner, props);
  } else if (ts.isTypeAliasDeclaration(statement) && ts.isUnionTypeNode(statement.type)) {
    const name = statement.name.text;
    const refs = statement.type.types.filter(ts.isTypeReferenceNode).map((t) => t.typeName.getText(source));
    // Terms of other vocabularies the release mentions (`purl_org_dc_dcmitype_Text`) are not schema.org types.
    if (!refs.includes(`${name}Leaf`) || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) continue;
    types.add(name);
    const superseded = supersededByOf(statement);
    if (superseded) typeSuperseded.set(name, superseded);
    // Every referenced name but the leaf is a direct subtype (`Role` too, which PLUMBING strips from ranges).
    children.set(name, new Set(refs.filter((r) => r !== `${name}Leaf`)));
    const members = new Set<string>();
    for (const t of statement.type.types) {
      if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) && !t.literal.text.startsWith('http')) members.add(t.literal.text);
    }
    if (members.size > 0) enumMembers.set(name, members);
  } else if (ts.isTypeAliasDeclaration(statement)) {
    // Role-like generics: `type EmployeeRole<…> = EmployeeRoleLeaf<…>`.
    const name = statement.name.text;
    const leaf = ts.isTypeReferenceNode(statement.type) && statement.type.typeName.getText(source) === `${name}Leaf`;
    if (leaf && /^[A-Za-z][A-Za-z0-9]*$/.test(name)) types.add(name);
  }
}
for (const t of DATA_TYPES) if (/^[A-Z]/.test(t) && text.includes(`export type ${t} `)) types.add(t);

const parents = new Map<string, Set<string>>();
for (const [parent, kids] of children) {
  for (const kid of kids) {
    if (!types.has(kid)) continue;
    if (!parents.has(kid)) parents.set(kid, new Set());
    parents.get(kid)!.add(parent);
  }
}

interface OutType { parents: string[]; members?: string[]; supersededBy?: string }
interface OutProperty { domains: string[]; ranges: string[]; supersededBy?: string }
const outTypes: Record<string, OutType> = {};
for (const name of [...types].sort()) {
  const entry: OutType = { parents: [...(parents.get(name) ?? [])].sort() };
  const members = enumMembers.get(name);
  if (members) entry.members = [...members].sort();
  const superseded = typeSuperseded.get(name);
  if (superseded) entry.supersededBy = superseded;
  outTypes[name] = entry;
}
const outProps: Record<string, OutProperty> = {};
for (const [owner, props] of baseProps) {
  if (!types.has(owner)) continue;
  for (const [name, { ranges, supersededBy }] of props) {
    const entry = (outProps[name] ??= { domains: [], ranges: [] });
    entry.domains.push(owner);
    for (const r of ranges) if (!entry.ranges.includes(r) && (types.has(r) || DATA_TYPES.has(r))) entry.ranges.push(r);
    if (supersededBy) entry.supersededBy = supersededBy;
  }
}
const sortedProps: Record<string, OutProperty> = {};
for (const name of Object.keys(outProps).sort()) {
  const p = outProps[name]!;
  sortedProps[name] = { ...p, domains: p.domains.sort(), ranges: p.ranges.sort() };
}

const lines = [
  '// Generated by scripts/generate-schema-org-vocabulary.ts from the npm package ' + `${PACKAGE}@${VERSION}` + ' (dist/schema.d.ts,',
  `// sha256 ${sha256}). Do not edit: regenerate (README beside this file).`,
  "import type { VocabularyData } from './vocabulary-data.js';",
  '',
  `export const SCHEMA_ORG_SOURCE = { package: '${PACKAGE}', version: '${VERSION}', sha256: '${sha256}' } as const;`,
  '',
  'export const SCHEMA_ORG_VOCABULARY: VocabularyData = {',
  '  types: {',
  ...Object.entries(outTypes).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
  '  },',
  '  properties: {',
  ...Object.entries(sortedProps).map(([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
  '  },',
  '};',
  '',
];
writeFileSync(OUT, lines.join('\n'));
console.log(`${Object.keys(outTypes).length} types, ${Object.keys(sortedProps).length} properties, sha256 ${sha256}`);
