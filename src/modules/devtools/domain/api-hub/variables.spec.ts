import { expect } from 'chai';
import { placeholdersIn, substituteVariables } from './variables.js';

describe('API hub variables: {{name}} substitution', () => {
  const vars = new Map([
    ['host', 'api.example.org'],
    ['token', 's3cret'],
    ['v.1-x_y', 'ok'],
    ['loop', '{{token}}'],
  ]);

  it('replaces every known name, spaces inside the braces allowed', () => {
    expect(substituteVariables('https://{{host}}/a?t={{ token }}&again={{token}}', vars)).to.deep.equal({ text: 'https://api.example.org/a?t=s3cret&again=s3cret', unresolved: [] });
    expect(substituteVariables('{{v.1-x_y}}', vars).text).to.equal('ok');
  });

  it('leaves unknown names as typed and lists them once, in order', () => {
    expect(substituteVariables('{{b}} {{a}} {{b}} {{host}}', vars)).to.deep.equal({ text: '{{b}} {{a}} {{b}} api.example.org', unresolved: ['b', 'a'] });
  });

  it('does not expand a value again: a variable cannot pull another one in', () => {
    expect(substituteVariables('{{loop}}', vars).text).to.equal('{{token}}');
  });

  it('ignores what is not a placeholder', () => {
    expect(substituteVariables('{{}} {{ two words }} {host} {{{host}}}', vars).text).to.equal('{{}} {{ two words }} {host} {api.example.org}');
  });

  it('accumulates unresolved names across texts through a shared set', () => {
    const unresolved = new Set<string>();
    substituteVariables('{{x}}', vars, unresolved);
    expect(substituteVariables('{{y}} {{x}}', vars, unresolved).unresolved).to.deep.equal(['x', 'y']);
  });

  it('lists the names a text uses', () => {
    expect(placeholdersIn('{{a}}/{{ b }}/{{a}}')).to.deep.equal(['a', 'b']);
  });
});
