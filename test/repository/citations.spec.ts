import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository stands on its own: a comment, a test title, a message description or a document that
 * cites a rule cites docs/product.md (by section), a module README, docs/architecture.md or an ADR in
 * docs/adr, never a specification, a guide or an issue that lives elsewhere, and never a path outside
 * the repository (docs/architecture.md, "Naming and comments").
 */

const ROOT = resolve(import.meta.dirname, '../..');
const SELF = relative(ROOT, import.meta.filename);

/** What is checked: every text file under these, at any depth. */
const CHECKED = ['src', 'frontend/src', 'frontend/scripts', 'frontend/build', 'test', 'migrations', 'helm', 'deploy', 'docs', '.ci', 'README.md', 'Makefile'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const MAX_BYTES = 2 * 1024 * 1024;

export interface Citation {
  line: number;
  kind: 'outside specification' | 'issue number' | 'file outside the repository';
  text: string;
}

/**
 * The words this spec hunts for are spelled from parts, so its own source (which a scan of the tree
 * reads too) does not cite what it forbids.
 */
const SPEC_WORD = ['SP', 'EC'].join('');
const KEPT_BESIDE = [SPEC_WORD, 'GUI' + 'DE', 'VERI' + 'FIED'];
const ISSUE_WORD = 'iss' + 'ue';

const RULES: { kind: Citation['kind']; pattern: RegExp }[] = [
  // The outside specification's name as a word, in any phrasing; not SPECIAL_USE or "spec files".
  { kind: 'outside specification', pattern: new RegExp(`\\b${SPEC_WORD}\\b`, 'g') },
  // An issue by its number, with or without "#".
  { kind: 'issue number', pattern: new RegExp(`\\b${ISSUE_WORD}s?\\s*(?:#\\s*)?\\d+`, 'gi') },
  // The documents that were kept beside the repository, however they are reached.
  { kind: 'file outside the repository', pattern: new RegExp(`\\b(?:${KEPT_BESIDE.join('|')})\\.md\\b`, 'g') },
];

/** A relative path to a name (`../x/y.md`; a sentence's final dot is not part of it), judged from the file's folder. */
const RELATIVE_PATH = /(?:\.\.\/)+[\w@-](?:[\w@.-]*[\w@-])?(?:\/[\w@-](?:[\w@.-]*[\w@-])?)*/g;

/** Every citation in one file's text that points out of the repository; `file` is relative to ROOT. */
export function findCitations(text: string, file: string, root = ROOT): Citation[] {
  const found: Citation[] = [];
  const lines = text.split('\n');
  const folder = dirname(resolve(root, file));
  lines.forEach((content, index) => {
    for (const { kind, pattern } of RULES) {
      for (const match of content.matchAll(pattern)) found.push({ line: index + 1, kind, text: match[0] });
    }
    for (const match of content.matchAll(RELATIVE_PATH)) {
      const target = resolve(folder, match[0]);
      if (target !== root && !target.startsWith(root + sep)) found.push({ line: index + 1, kind: 'file outside the repository', text: match[0] });
    }
  });
  return found;
}

function* textFiles(path: string): Generator<string> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!SKIPPED_DIRS.has(name)) yield* textFiles(join(path, name));
    }
    return;
  }
  if (stat.isFile() && stat.size <= MAX_BYTES) yield path;
}

function readText(path: string): string | null {
  const bytes = readFileSync(path);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

describe('repository: citations stay inside the repository', () => {
  describe('findCitations', () => {
    it('finds specification sections, issue numbers and files kept beside the repository', () => {
      const text = [
        `/** Flags are read as booleans (${SPEC_WORD} §3). */`,
        `// the ${SPEC_WORD} leaves it open`,
        `it('gives the ${SPEC_WORD}’s messages', () => {});`,
        ` * Session rules (${ISSUE_WORD} 4 point 3).`,
        `## Sites (I${ISSUE_WORD.slice(1)} 6 §1)`,
        `see ..${'/'}shared/${KEPT_BESIDE[1]}.md and ${KEPT_BESIDE[2]}.md`,
      ].join('\n');
      const found = findCitations(text, 'src/modules/x/domain/y.ts', '/repo');
      expect(found.map((c) => [c.line, c.kind])).to.deep.equal([
        [1, 'outside specification'],
        [2, 'outside specification'],
        [3, 'outside specification'],
        [4, 'issue number'],
        [5, 'issue number'],
        [6, 'file outside the repository'],
        [6, 'file outside the repository'],
      ]);
    });

    it('finds a relative path that climbs out of the repository, from where the file is', () => {
      const outside = `..${'/'}shared/notes.txt`;
      expect(findCitations(`See ${outside}.`, 'README.md', '/repo')).to.deep.equal([{ line: 1, kind: 'file outside the repository', text: outside }]);
      expect(findCitations("import x from '../../../../../elsewhere/x.js';", 'src/modules/a/b.ts', '/repo')).to.have.length(1);
    });

    it('leaves imports inside the repository, words that only look alike, and product citations alone', () => {
      const text = [
        "import { DomainError } from '../../../../shared/index.js';",
        "const SPECIAL_USE_TLDS = ['local'];",
        '// spec files run with mocha; an issue’s path names a field',
        '/** Purge scopes (docs/product.md §15.3; analytics README, "Data management"). */',
      ].join('\n');
      expect(findCitations(text, 'src/modules/identity/application/sign-in/sign-in.use-case.ts', '/repo')).to.deep.equal([]);
    });
  });

  it('no comment or document cites the specification, an issue or a file outside the repository', () => {
    const offences: string[] = [];
    for (const start of CHECKED) {
      for (const path of textFiles(join(ROOT, start))) {
        const file = relative(ROOT, path);
        if (file === SELF) continue;
        const text = readText(path);
        if (text === null) continue;
        for (const c of findCitations(text, file)) offences.push(`${file}:${c.line}: ${c.kind}: ${c.text}`);
      }
    }
    expect(offences, `cite docs/product.md, a module README, docs/architecture.md or docs/adr instead:\n${offences.join('\n')}`).to.deep.equal([]);
  });
});
