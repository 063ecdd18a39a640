/**
 * The few things the microdata and RDFa readers need of a parsed document (cheerio's parse5 tree, read
 * structurally so this folder does not depend on the tree library's own types).
 */
export interface DomNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  data?: string;
  sourceCodeLocation?: { startLine: number } | null;
}

export function isElement(node: DomNode): boolean {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

export function elementChildren(node: DomNode): DomNode[] {
  return (node.children ?? []).filter(isElement);
}

export function attr(node: DomNode, name: string): string | undefined {
  return node.attribs?.[name];
}

export function lineOf(node: DomNode): number | undefined {
  return node.sourceCodeLocation?.startLine;
}

/** textContent, with runs of white space collapsed as a reader sees them. */
export function textOf(node: DomNode): string {
  const parts: string[] = [];
  const stack: DomNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'text') parts.push(n.data ?? '');
    else for (let i = (n.children ?? []).length - 1; i >= 0; i -= 1) stack.push(n.children![i]!);
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Elements in document order, the root's descendants. */
export function* descendants(root: DomNode): Generator<DomNode> {
  const stack = elementChildren(root).reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    // A loop, not push(...children): a node may have more children than a call may take arguments.
    const children = elementChildren(node);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
}

export function tokens(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}
