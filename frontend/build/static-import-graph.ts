import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseModule, stringValue, walk, type AstNode } from './estree.js';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveRelative(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const suffix of EXTENSIONS) {
    const candidate = `${base}${suffix}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative specifiers a module loads at evaluation time: static imports and re-exports, not `import type`, not `import()`. */
function staticSpecifiers(program: AstNode): string[] {
  const specifiers: string[] = [];
  for (const statement of program.body as AstNode[]) {
    const { type } = statement;
    const typeOnly = statement.importKind === 'type' || statement.exportKind === 'type';
    if ((type === 'ImportDeclaration' || type === 'ExportNamedDeclaration' || type === 'ExportAllDeclaration') && !typeOnly) {
      const source = stringValue(statement.source);
      if (source?.startsWith('.')) specifiers.push(source);
    }
  }
  return specifiers;
}

export interface StaticGraph {
  /** Absolute paths of the source modules evaluated before the first render. */
  readonly modules: ReadonlySet<string>;
  /** String literals found in those modules (message ids among them). */
  readonly literals: ReadonlySet<string>;
}

/**
 * The modules an entry pulls in statically: what the bundler puts in the first page's chunks. It is
 * computed before bundling (the catalog split needs it while transforming); the bundle's real chunk
 * graph is checked against it afterwards, so a resolution this walk missed fails the build.
 */
export function staticImportGraph(entry: string): StaticGraph {
  const modules = new Set<string>();
  const literals = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length) {
    const path = pending.pop()!;
    if (modules.has(path)) continue;
    modules.add(path);
    if (!/\.tsx?$/.test(path)) continue;
    const program = parseModule(readFileSync(path, 'utf8'), path);
    walk(program, (node) => {
      const text = stringValue(node);
      if (text !== undefined) literals.add(text);
    });
    for (const specifier of staticSpecifiers(program)) {
      const target = resolveRelative(path, specifier);
      if (target) pending.push(target);
    }
  }
  return { modules, literals };
}
