/**
 * A small evaluator of the Go text/template language with the Sprig functions helm/stacklens uses, so the
 * chart's specs can render its templates where no helm binary exists (developer machines, the base CI
 * image). It follows text/template's rules for what the chart relies on: trim markers, comments, if/else
 * if/with/range/define, variables with `$` bound to the data of each execution, pipelines passing their
 * value as the last argument, emptiness as falsehood, `include` of defines and of whole files. Anything
 * else (an unknown function, a method call) throws, so a template that outgrows it fails loudly.
 */
import { createHash } from 'node:crypto';
import { dump } from 'js-yaml';

type Value = unknown;
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'action'; pipe: Pipe }
  | { kind: 'if' | 'with'; pipe: Pipe; then: Node[]; otherwise: Node[] }
  | { kind: 'range'; pipe: Pipe; vars: string[]; body: Node[]; otherwise: Node[] };
interface Pipe {
  declare?: string[];
  assign?: string;
  commands: Operand[][];
}
type Operand =
  | { kind: 'literal'; value: Value }
  | { kind: 'field'; base: 'dot' | string; path: string[] }
  | { kind: 'ident'; name: string }
  | { kind: 'paren'; pipe: Pipe; path: string[] };

/** The chart failed on purpose (`fail`): the message helm would print. */
export class TemplateFailure extends Error {}

function isMap(value: Value): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** text/template's truth: false, 0, nil and empty strings, lists and maps are false. */
function truthy(value: Value): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isMap(value)) return Object.keys(value).length > 0;
  return true;
}

function str(value: Value): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return dump(value, { flowLevel: 0 }).trim();
}

function toInt(value: Value): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Number(value ?? 0);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

function indent(spaces: number, text: string): string {
  const pad = ' '.repeat(spaces);
  return pad + text.replace(/\n/g, `\n${pad}`);
}

/** Go's %s / %d / %v for the verbs the chart uses. */
function sprintf(format: string, args: Value[]): string {
  let i = 0;
  return format.replace(/%([%sdv])/g, (_, verb: string) => (verb === '%' ? '%' : verb === 'd' ? String(toInt(args[i++])) : str(args[i++])));
}

const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  not: (a) => !truthy(a),
  and: (...a) => a.find((v) => !truthy(v)) ?? a[a.length - 1],
  or: (...a) => a.find((v) => truthy(v)) ?? a[a.length - 1],
  eq: (a, ...b) => b.some((v) => v === a),
  ne: (a, b) => a !== b,
  lt: (a, b) => Number(a) < Number(b),
  le: (a, b) => Number(a) <= Number(b),
  gt: (a, b) => Number(a) > Number(b),
  ge: (a, b) => Number(a) >= Number(b),
  len: (a) => (typeof a === 'string' || Array.isArray(a) ? a.length : isMap(a) ? Object.keys(a).length : 0),
  add: (...a) => a.reduce<number>((sum, v) => sum + toInt(v), 0),
  mul: (...a) => a.reduce<number>((product, v) => product * toInt(v), 1),
  int: toInt,
  int64: toInt,
  toString: (a: Value) => str(a),
  quote: (...a) => a.map((v) => JSON.stringify(str(v))).join(' '),
  b64enc: (a) => Buffer.from(str(a)).toString('base64'),
  sha256sum: (a) => createHash('sha256').update(str(a)).digest('hex'),
  default: (fallback, value) => (truthy(value) ? value : fallback),
  trimSuffix: (suffix, s) => (str(s).endsWith(str(suffix)) && str(suffix) ? str(s).slice(0, -str(suffix).length) : str(s)),
  trim: (s) => str(s).trim(),
  trunc: (n, s) => str(s).slice(0, toInt(n)),
  contains: (sub, s) => str(s).includes(str(sub)),
  replace: (from, to, s) => str(s).split(str(from)).join(str(to)),
  printf: (format, ...a) => sprintf(str(format), a),
  print: (...a) => a.map(str).join(''),
  nindent: (n, s) => `\n${indent(toInt(n), str(s))}`,
  indent: (n, s) => indent(toInt(n), str(s)),
  toYaml: (a) => dump(a, { sortKeys: true, lineWidth: -1 }).replace(/\n$/, ''),
  dict: (...a) => Object.fromEntries(Array.from({ length: a.length / 2 }, (_, i) => [str(a[2 * i]), a[2 * i + 1]])),
  list: (...a) => a,
  append: (l, v) => [...(Array.isArray(l) ? l : []), v],
  join: (sep, l) => (Array.isArray(l) ? l.map(str).join(str(sep)) : str(l)),
  omit: (m, ...keys) => Object.fromEntries(Object.entries(isMap(m) ? m : {}).filter(([k]) => !keys.includes(k))),
  index: (m, ...keys) => keys.reduce<Value>((node, k) => (isMap(node) ? node[str(k)] : Array.isArray(node) ? node[toInt(k)] : undefined), m),
  kindIs: (kind, v) =>
    ({ invalid: v === undefined || v === null, string: typeof v === 'string', map: isMap(v), slice: Array.isArray(v), bool: typeof v === 'boolean' })[
      str(kind)
    ] ?? false,
  urlParse: (u) => {
    const url = new URL(str(u));
    return { scheme: url.protocol.replace(/:$/, ''), host: url.host, path: url.pathname, query: url.search.replace(/^\?/, '') };
  },
  required: (message, value) => {
    if (!truthy(value)) throw new TemplateFailure(str(message));
    return value;
  },
  fail: (message) => {
    throw new TemplateFailure(str(message));
  },
};

// ---------------------------------------------------------------- parsing

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  // `)` keeps a field chain written right after it: `(index $v $name).podDisruptionBudget`.
  const re = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|:=|\)(?:\.[A-Za-z_]\w*)*|[(|,=]|[^\s()|,=]+)/gy;
  let end = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source)) !== null) {
    tokens.push(m[1] ?? '');
    end = re.lastIndex;
  }
  if (source.slice(end).trim()) throw new Error(`cannot tokenize ${source}`);
  return tokens;
}

function operand(token: string, rest: string[]): Operand {
  if (token === '(') {
    let depth = 1;
    let end = 0;
    while (depth > 0) {
      const t = rest[end++];
      if (t === undefined) throw new Error('unbalanced (');
      if (t === '(') depth += 1;
      if (t.startsWith(')')) depth -= 1;
    }
    const taken = rest.splice(0, end);
    const fields = (taken[taken.length - 1] ?? ')').slice(2);
    return { kind: 'paren', pipe: pipeOf(taken.slice(0, -1)), path: fields ? fields.split('.') : [] };
  }
  if (token.startsWith('"')) return { kind: 'literal', value: JSON.parse(token) as string };
  if (token.startsWith('`')) return { kind: 'literal', value: token.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(token)) return { kind: 'literal', value: Number(token) };
  if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
  if (token === 'nil') return { kind: 'literal', value: null };
  if (token === '.') return { kind: 'field', base: 'dot', path: [] };
  if (token.startsWith('.')) return { kind: 'field', base: 'dot', path: token.slice(1).split('.') };
  if (token.startsWith('$')) {
    const [name = '$', ...path] = token.split('.');
    return { kind: 'field', base: name, path };
  }
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(token)) return { kind: 'ident', name: token };
  throw new Error(`unexpected token ${token}`);
}

function pipeOf(tokens: string[]): Pipe {
  const pipe: Pipe = { commands: [] };
  const assignAt = tokens.findIndex((t) => t === ':=' || t === '=');
  let rest = tokens;
  if (assignAt > 0 && tokens.slice(0, assignAt).every((t) => t.startsWith('$') || t === ',')) {
    const names = tokens.slice(0, assignAt).filter((t) => t !== ',');
    if (tokens[assignAt] === ':=') pipe.declare = names;
    else pipe.assign = names[0];
    rest = tokens.slice(assignAt + 1);
  }
  let command: Operand[] = [];
  const queue = [...rest];
  while (queue.length) {
    const token = queue.shift() ?? '';
    if (token === '|') {
      pipe.commands.push(command);
      command = [];
      continue;
    }
    command.push(operand(token, queue));
  }
  pipe.commands.push(command);
  return pipe;
}

interface Parsed {
  nodes: Node[];
  defines: Map<string, Node[]>;
}

/** Parses one file: its top-level nodes and the templates it defines. */
export function parseTemplate(source: string): Parsed {
  const defines = new Map<string, Node[]>();
  const pieces: ({ text: string } | { action: string })[] = [];
  const re = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g;
  let last = 0;
  let trimNext = false;
  for (const m of source.matchAll(re)) {
    let text = source.slice(last, m.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (m[1]) text = text.replace(/\s+$/, '');
    pieces.push({ text });
    const body = (m[2] ?? '').trim();
    if (!body.startsWith('/*')) pieces.push({ action: body });
    trimNext = Boolean(m[3]);
    last = (m.index ?? 0) + m[0].length;
  }
  pieces.push({ text: trimNext ? source.slice(last).replace(/^\s+/, '') : source.slice(last) });

  let position = 0;
  /** Nodes up to an {{ end }} or {{ else }}; returns which one stopped it. */
  function block(): { nodes: Node[]; stop: string } {
    const nodes: Node[] = [];
    while (position < pieces.length) {
      const piece = pieces[position++];
      if (piece === undefined) break;
      if ('text' in piece) {
        if (piece.text) nodes.push({ kind: 'text', text: piece.text });
        continue;
      }
      const [keyword = '', ...rest] = tokenize(piece.action);
      if (keyword === 'end' || keyword === 'else') return { nodes, stop: piece.action };
      if (keyword === 'if' || keyword === 'with') {
        nodes.push(conditional(keyword, rest));
      } else if (keyword === 'range') {
        const pipe = pipeOf(rest);
        const body = block();
        const otherwise = body.stop === 'else' ? block().nodes : [];
        nodes.push({ kind: 'range', pipe: { commands: pipe.commands }, vars: pipe.declare ?? [], body: body.nodes, otherwise });
      } else if (keyword === 'define') {
        const name = JSON.parse(rest[0] ?? '""') as string;
        defines.set(name, block().nodes);
      } else {
        nodes.push({ kind: 'action', pipe: pipeOf([keyword, ...rest]) });
      }
    }
    return { nodes, stop: '' };
  }
  function conditional(kind: 'if' | 'with', tokens: string[]): Node {
    const then = block();
    let otherwise: Node[] = [];
    if (then.stop === 'else') otherwise = block().nodes;
    else if (then.stop.startsWith('else ')) {
      const [, keyword = '', ...rest] = tokenize(then.stop);
      otherwise = [conditional(keyword as 'if' | 'with', rest)];
    }
    return { kind, pipe: pipeOf(tokens), then: then.nodes, otherwise };
  }
  const { nodes, stop } = block();
  if (stop) throw new Error(`unexpected {{ ${stop} }}`);
  return { nodes, defines };
}

// ---------------------------------------------------------------- execution

/** The defines of every file (and every file as a template of its own path, as helm names them). */
export class TemplateSet {
  private readonly templates = new Map<string, Node[]>();

  add(name: string, source: string): void {
    const parsed = parseTemplate(source);
    this.templates.set(name, parsed.nodes);
    for (const [define, nodes] of parsed.defines) this.templates.set(define, nodes);
  }

  execute(name: string, data: Value): string {
    const nodes = this.templates.get(name);
    if (nodes === undefined) throw new Error(`no template "${name}"`);
    return this.run(nodes, data, [new Map([['$', data]])]);
  }

  private run(nodes: Node[], dot: Value, scopes: Map<string, Value>[]): string {
    let out = '';
    const scope = [...scopes, new Map<string, Value>()];
    for (const node of nodes) {
      if (node.kind === 'text') out += node.text;
      else if (node.kind === 'action') {
        const value = this.pipe(node.pipe, dot, scope);
        if (!node.pipe.declare && !node.pipe.assign) out += str(value);
      } else if (node.kind !== 'range') {
        const value = this.pipe(node.pipe, dot, scope);
        if (truthy(value)) out += this.run(node.then, node.kind === 'with' ? value : dot, scope);
        else out += this.run(node.otherwise, dot, scope);
      } else {
        const value = this.pipe(node.pipe, dot, scope);
        const entries: [Value, Value][] = Array.isArray(value)
          ? value.map((v, i) => [i, v])
          : isMap(value)
            ? Object.keys(value)
                .sort()
                .map((k) => [k, value[k]])
            : [];
        if (entries.length === 0) out += this.run(node.otherwise, dot, scope);
        for (const [key, element] of entries) {
          const vars = new Map<string, Value>();
          if (node.vars.length === 1) vars.set(node.vars[0] ?? '', element);
          if (node.vars.length === 2) {
            vars.set(node.vars[0] ?? '', key);
            vars.set(node.vars[1] ?? '', element);
          }
          out += this.run(node.body, element, [...scope, vars]);
        }
      }
    }
    return out;
  }

  private pipe(pipe: Pipe, dot: Value, scopes: Map<string, Value>[]): Value {
    let value: Value = undefined;
    pipe.commands.forEach((command, i) => {
      value = this.command(command, dot, scopes, i === 0 ? [] : [value]);
    });
    const innermost = scopes[scopes.length - 1];
    for (const name of pipe.declare ?? []) innermost?.set(name, value);
    if (pipe.assign) {
      const owner = [...scopes].reverse().find((s) => s.has(pipe.assign ?? ''));
      if (!owner) throw new Error(`assignment to undeclared ${pipe.assign}`);
      owner.set(pipe.assign, value);
    }
    return value;
  }

  private command(command: Operand[], dot: Value, scopes: Map<string, Value>[], piped: Value[]): Value {
    const [head, ...args] = command;
    if (head === undefined) throw new Error('empty command');
    if (head.kind !== 'ident') {
      if (args.length || piped.length) throw new Error(`only functions take arguments: ${JSON.stringify(command)}`);
      return this.operand(head, dot, scopes);
    }
    const values = [...args.map((a) => this.operand(a, dot, scopes)), ...piped];
    if (head.name === 'include') return this.execute(str(values[0]), values[1]);
    const fn = FUNCTIONS[head.name];
    if (!fn) throw new Error(`function "${head.name}" is not supported by test/deploy/go-template.ts`);
    return fn(...values);
  }

  private operand(op: Operand, dot: Value, scopes: Map<string, Value>[]): Value {
    if (op.kind === 'literal') return op.value;
    if (op.kind === 'ident') return this.command([op], dot, scopes, []);
    let base: Value = dot;
    if (op.kind === 'paren') base = this.pipe(op.pipe, dot, scopes);
    else if (op.base !== 'dot') {
      const owner = [...scopes].reverse().find((s) => s.has(op.base));
      if (!owner) throw new Error(`undefined variable ${op.base}`);
      base = owner.get(op.base);
    }
    return op.path.reduce<Value>((node, key) => (isMap(node) ? node[key] : undefined), base);
  }
}
