import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { STUDIO_COMPONENT_TYPES, STUDIO_LIMITS } from '../../../shared/studio/index.js';
import { characterCount, checkedTemplate, templateDataBytes, templateView, type TemplateDraft } from './template.js';

const draft = (extra: Partial<TemplateDraft> = {}): TemplateDraft => ({
  templateName: 'Primary button',
  templateData: { html: '<button class="b">Go</button>', css: '.b { color: red }', js: '' },
  componentType: 'button',
  ...extra,
});

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('studio template rules', () => {
  it('trims the name and keeps the three sources verbatim, with only the fields the contract names', () => {
    const data = { html: '  <div onclick="x()">é</div>\n', css: '', js: 'alert(1)', theme: 'dark' as const, markup: 'card', extra: 'dropped' };
    const content = checkedTemplate(draft({ templateName: '  Card \t', templateData: data }));
    expect(content).to.deep.equal({
      templateName: 'Card',
      templateData: { html: '  <div onclick="x()">é</div>\n', css: '', js: 'alert(1)', theme: 'dark', markup: 'card' },
      componentType: 'button',
    });
    expect(checkedTemplate(draft({ templateData: { html: 'a', css: 'b', js: 'c', theme: null, markup: null } })).templateData).to.deep.equal({ html: 'a', css: 'b', js: 'c' });
  });

  it('accepts every component type of the contract and nothing else', () => {
    for (const type of STUDIO_COMPONENT_TYPES) expect(checkedTemplate(draft({ componentType: type })).componentType).to.equal(type);
    const error = refusal(() => checkedTemplate(draft({ componentType: 'carousel' })));
    expect(error).to.deep.include({ kind: 'validation', code: 'VALIDATION_FAILED' });
    expect(Object.keys(error.details?.fields as object)).to.deep.equal(['componentType']);
  });

  it('needs a name of 1 to 120 characters after trimming, counted in code points', () => {
    expect(refusal(() => checkedTemplate(draft({ templateName: ' \n\t ' })))).to.deep.include({ kind: 'validation', code: 'STUDIO_TEMPLATE_NAME_REQUIRED' });
    expect(checkedTemplate(draft({ templateName: ` ${'n'.repeat(120)} ` })).templateName).to.have.length(120);
    expect(refusal(() => checkedTemplate(draft({ templateName: 'n'.repeat(121) })))).to.deep.include({ kind: 'validation', code: 'STUDIO_TEMPLATE_NAME_TOO_LONG' });
    const emoji = '😀'.repeat(120);
    expect(characterCount(emoji)).to.equal(120);
    expect(checkedTemplate(draft({ templateName: emoji })).templateName).to.equal(emoji);
  });

  it('measures the data as JSON in UTF-8 bytes and refuses more than 512 KB with the sizes', () => {
    const base = templateDataBytes({ html: '', css: '', js: '' });
    const fits = { html: 'x'.repeat(STUDIO_LIMITS.maxTemplateDataBytes - base), css: '', js: '' };
    expect(templateDataBytes(fits)).to.equal(STUDIO_LIMITS.maxTemplateDataBytes);
    expect(checkedTemplate(draft({ templateData: fits })).templateData.html).to.equal(fits.html);

    // 'é' is one character and two bytes: the byte count decides.
    const wide = { html: 'é'.repeat((STUDIO_LIMITS.maxTemplateDataBytes - base) / 2 + 1), css: '', js: '' };
    const error = refusal(() => checkedTemplate(draft({ templateData: wide })));
    expect(error).to.deep.include({ kind: 'payload_too_large', code: 'STUDIO_TEMPLATE_DATA_TOO_LARGE' });
    expect(error.details).to.deep.equal({ maxBytes: STUDIO_LIMITS.maxTemplateDataBytes, bytes: STUDIO_LIMITS.maxTemplateDataBytes + 2 });
  });

  it('refuses what PostgreSQL cannot store (NUL, a lone surrogate), an unknown theme and a long markup id, naming the field', () => {
    const fieldOf = (d: TemplateDraft) => Object.keys(refusal(() => checkedTemplate(d)).details?.fields as object);
    expect(fieldOf(draft({ templateData: { html: 'a\u0000b', css: '', js: '' } }))).to.deep.equal(['templateData.html']);
    expect(fieldOf(draft({ templateData: { html: '', css: '', js: 'x = "\ud800"' } }))).to.deep.equal(['templateData.js']);
    expect(fieldOf(draft({ templateName: 'bad\u0000name' }))).to.deep.equal(['templateName']);
    expect(fieldOf(draft({ templateData: { html: '', css: '', js: '', theme: 'sepia' as never } }))).to.deep.equal(['templateData.theme']);
    expect(fieldOf(draft({ templateData: { html: '', css: '', js: '', markup: 'm'.repeat(101) } }))).to.deep.equal(['templateData.markup']);
    // A surrogate pair is a character, not a lone half.
    expect(checkedTemplate(draft({ templateData: { html: '😀', css: '', js: '' } })).templateData.html).to.equal('😀');
  });

  it('answers the record as the contract’s StudioComponent, without the owner', () => {
    const at = new Date(Date.UTC(2026, 11, 15, 9, 30));
    const view = templateView({ id: 'i', ownerId: 'o', ...checkedTemplate(draft()), createdAt: at, updatedAt: at });
    expect(view).to.deep.equal({
      id: 'i',
      templateName: 'Primary button',
      templateData: draft().templateData,
      componentType: 'button',
      createdAt: '2026-12-15T09:30:00.000Z',
      updatedAt: '2026-12-15T09:30:00.000Z',
    });
  });
});
