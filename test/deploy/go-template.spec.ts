/**
 * test/deploy/go-template.ts against what Go's text/template with Sprig, as helm runs it, prints for the
 * constructs helm/stacklens uses (the documented semantics: no Go toolchain or helm binary runs here).
 */
import { expect } from 'chai';
import { TemplateFailure, TemplateSet } from './go-template.js';

function run(source: string, data: unknown, defines = ''): string {
  const set = new TemplateSet();
  set.add('defines', defines);
  set.add('main', source);
  return set.execute('main', data);
}

describe('test/deploy/go-template.ts', () => {
  it('trims whitespace at {{- and -}}, drops comments, and prints nil as nothing', () => {
    expect(run('a  {{- .x -}}  b\n{{- /* note */}}\nc{{ .missing }}', { x: 1 })).to.equal('a1b\nc');
  });

  it('takes if/else if/else on emptiness, and with moves the dot', () => {
    const source = '{{ if .a }}A{{ else if .b }}B{{ else }}C{{ end }}|{{ with .m }}{{ .k }}{{ else }}none{{ end }}';
    expect(run(source, { a: [], b: 'x', m: { k: 'v' } })).to.equal('B|v');
    expect(run(source, { a: 0, b: '', m: {} })).to.equal('C|none');
  });

  it('ranges over lists and over maps in key order, with variables and $ as the data', () => {
    const source = '{{ range $k, $v := .m }}{{ $k }}={{ $v }}{{ $.sep }}{{ end }}{{ range .l }}[{{ . }}]{{ end }}';
    expect(run(source, { m: { b: 2, a: 1 }, l: ['x', 'y'], sep: ';' })).to.equal('a=1;b=2;[x][y]');
  });

  it('passes a pipeline value as the last argument, and reads fields of a parenthesised value', () => {
    const source = '{{ .s | trimSuffix "/" | quote }} {{ (index .m "k").f }} {{ default "d" .e }} {{ printf "%s-%d" "a" 3 }}';
    expect(run(source, { s: 'https://x/', m: { k: { f: 'F' } }, e: '' })).to.equal('"https://x" F d a-3');
  });

  it('includes defines with their own data and indents them', () => {
    const defines = '{{- define "t" -}}\nk: {{ .v }}\nn: {{ .n | int }}\n{{- end }}';
    expect(run('x:{{- include "t" (dict "v" "a" "n" 2.0) | nindent 2 }}', {}, defines)).to.equal('x:\n  k: a\n  n: 2');
  });

  it('fails where the template calls fail, and refuses functions it does not know', () => {
    expect(() => run('{{ if not .x }}{{ fail "x is required" }}{{ end }}', {})).to.throw(TemplateFailure, 'x is required');
    expect(() => run('{{ lookup "v1" "Secret" "ns" "name" }}', {})).to.throw(/"lookup" is not supported/);
  });
});
