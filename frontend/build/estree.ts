import { parseSync } from 'vite';

/** An ESTree node as Rolldown's parser returns it: offsets are UTF-16, so they index JavaScript strings. */
export interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

export function parseModule(source: string, fileName: string): AstNode {
  const { program, errors } = parseSync(fileName, source, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' });
  if (errors.length) throw new Error(`${fileName}: ${errors.map((e) => e.message).join('; ')}`);
  return program as unknown as AstNode;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Depth-first walk; `visit` returns false to skip a node's children. */
export function walk(node: AstNode, visit: (node: AstNode) => boolean | void): void {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

/** The text of a string literal or of a template literal without substitutions; undefined otherwise. */
export function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi?.value.cooked ?? undefined;
  }
  return undefined;
}
