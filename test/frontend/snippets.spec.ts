import { expect } from 'chai';
import type { StudioComponent, StudioComponentType } from '../../src/modules/studio/contract.js';
import { STUDIO_COMPONENT_TYPES } from '../../src/shared/studio/index.js';
import { combinedCode, COMPONENT_TYPES, duplicateName, editorPath, MAX_NAME_LENGTH, selectSnippets, viewPath } from '../../frontend/src/features/snippets/snippet-list.js';

/** The snippets list's pure rules (frontend/src/features/snippets/snippet-list.ts): search, filter, sort, copy text, duplicate names. */

const component = (templateName: string, componentType: StudioComponentType, updatedAt: string): StudioComponent => ({
  id: templateName,
  templateName,
  componentType,
  templateData: { html: '', css: '', js: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

const all = [
  component('Résumé card', 'card', '2026-03-01T10:00:00.000Z'),
  component('primary Button', 'button', '2026-03-03T10:00:00.000Z'),
  component('Pricing 10', 'pricing', '2026-03-02T10:00:00.000Z'),
  component('Pricing 9', 'pricing', '2026-02-01T10:00:00.000Z'),
];
const label = (type: StudioComponentType) => ({ card: 'Card', button: 'Button', pricing: 'Pricing table' })[type as 'card'] ?? type;
const names = (list: StudioComponent[]) => list.map((c) => c.templateName);

describe('snippets list (frontend)', () => {
  it('labels exactly the component types of the studio contract', () => {
    expect([...COMPONENT_TYPES].sort()).to.deep.equal([...STUDIO_COMPONENT_TYPES].sort());
  });

  it('sorts by last update, by name (numbers in order) or by type label then name', () => {
    expect(names(selectSnippets(all, { search: '', type: null, sort: 'updated' }, 'en', label))).to.deep.equal(['primary Button', 'Pricing 10', 'Résumé card', 'Pricing 9']);
    expect(names(selectSnippets(all, { search: '', type: null, sort: 'name' }, 'en', label))).to.deep.equal(['Pricing 9', 'Pricing 10', 'primary Button', 'Résumé card']);
    expect(names(selectSnippets(all, { search: '', type: null, sort: 'type' }, 'en', label))).to.deep.equal(['primary Button', 'Résumé card', 'Pricing 9', 'Pricing 10']);
  });

  it('searches every word of the name, ignoring case and accents, and filters by type', () => {
    expect(names(selectSnippets(all, { search: 'RESUME', type: null, sort: 'updated' }, 'en', label))).to.deep.equal(['Résumé card']);
    expect(names(selectSnippets(all, { search: 'pri 10', type: null, sort: 'updated' }, 'en', label))).to.deep.equal(['Pricing 10']);
    expect(names(selectSnippets(all, { search: 'pri', type: 'pricing', sort: 'name' }, 'en', label))).to.deep.equal(['Pricing 9', 'Pricing 10']);
    expect(selectSnippets(all, { search: 'nothing', type: null, sort: 'updated' }, 'en', label)).to.deep.equal([]);
  });

  it('copies the three parts as one text, leaving out empty ones', () => {
    expect(combinedCode({ html: '<b>x</b>\n', css: 'b { color: red }', js: 'go();' })).to.equal('<b>x</b>\n\n<style>\nb { color: red }\n</style>\n\n<script>\ngo();\n</script>\n');
    expect(combinedCode({ html: '', css: '.a {}', js: '  ' })).to.equal('<style>\n.a {}\n</style>\n');
    expect(combinedCode({ html: '', css: '', js: '' })).to.equal('');
  });

  it('names a duplicate with the translated suffix, within the server limit, cutting whole characters', () => {
    const copy = (name: string) => `${name} (copy)`;
    expect(duplicateName('Card', copy)).to.equal('Card (copy)');
    const long = 'é'.repeat(110) + '😀'.repeat(10);
    const named = duplicateName(long, copy);
    expect([...named]).to.have.length.at.most(MAX_NAME_LENGTH);
    expect(named.endsWith('… (copy)')).to.equal(true);
    expect(named).to.not.match(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('opens CSS snippets in the CSS playground and the rest in the studio', () => {
    expect(editorPath('ar', { id: 'a b', componentType: 'css' })).to.equal('/ar/css-playground?id=a%20b');
    expect(editorPath('en', { id: 'x', componentType: 'hero' })).to.equal('/en/studio?id=x');
    expect(viewPath('fr', 'x')).to.equal('/fr/snippetsView?id=x');
  });
});
