import { expect } from 'chai';
import { STUDIO_LIMITS } from '../../../../shared/studio/index.js';
import type { TemplateDraft } from '../../domain/template.js';
import { refusal } from '../../testing/refusal.fake.js';
import { InMemoryTemplates } from '../../testing/templates.fake.js';
import { SaveTemplate } from './save-template.use-case.js';

const draft = (extra: Partial<TemplateDraft> = {}): TemplateDraft => ({
  templateName: 'Hero',
  templateData: { html: '<section>Hi</section>', css: 'section { padding: 1rem }', js: '', theme: 'light' },
  componentType: 'hero',
  ...extra,
});

describe('SaveTemplate', () => {
  const setup = () => {
    const templates = new InMemoryTemplates();
    return { templates, save: new SaveTemplate(templates) };
  };

  it('creates a template for the owner with a fresh UUID, the name trimmed', async () => {
    const { save, templates } = setup();
    const created = await save.execute({ ownerId: 'owner', draft: draft({ templateName: '  Hero  ' }) });
    expect(created.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(created).to.deep.include({ ownerId: 'owner', templateName: 'Hero', componentType: 'hero' });
    expect(templates.rows).to.have.length(1);
    // An empty or null id is no id: a new template.
    await save.execute({ ownerId: 'owner', id: '', draft: draft() });
    await save.execute({ ownerId: 'owner', id: null, draft: draft() });
    expect(templates.rows).to.have.length(3);
  });

  it('replaces the owner’s template by id, keeping its creation time', async () => {
    const { save, templates } = setup();
    const created = await save.execute({ ownerId: 'owner', draft: draft() });
    const updated = await save.execute({ ownerId: 'owner', id: created.id, draft: draft({ templateName: 'Hero v2', componentType: 'custom', templateData: { html: 'x', css: '', js: '' } }) });
    expect(updated).to.deep.include({ id: created.id, templateName: 'Hero v2', componentType: 'custom', createdAt: created.createdAt });
    expect(updated.templateData).to.deep.equal({ html: 'x', css: '', js: '' });
    expect(updated.updatedAt.getTime()).to.be.greaterThan(created.updatedAt.getTime());
    expect(templates.rows).to.have.length(1);
  });

  it('answers another owner’s id, an unknown id and a malformed id as not found, changing nothing', async () => {
    const { save, templates } = setup();
    const theirs = await save.execute({ ownerId: 'owner', draft: draft() });
    expect((await refusal(save.execute({ ownerId: 'intruder', id: theirs.id, draft: draft({ templateName: 'stolen' }) }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await refusal(save.execute({ ownerId: 'owner', id: '00000000-0000-4000-8000-000000000000', draft: draft() }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await refusal(save.execute({ ownerId: 'owner', id: 'not-a-uuid', draft: draft() }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect(templates.rows.map((r) => [r.ownerId, r.templateName])).to.deep.equal([['owner', 'Hero']]);
  });

  it('checks the rules before touching the store', async () => {
    const { save, templates } = setup();
    expect((await refusal(save.execute({ ownerId: 'owner', draft: draft({ templateName: ' ' }) }))).code).to.equal('STUDIO_TEMPLATE_NAME_REQUIRED');
    const big = { html: 'x'.repeat(STUDIO_LIMITS.maxTemplateDataBytes), css: '', js: '' };
    expect((await refusal(save.execute({ ownerId: 'owner', draft: draft({ templateData: big }) }))).code).to.equal('STUDIO_TEMPLATE_DATA_TOO_LARGE');
    expect(templates.rows).to.deep.equal([]);
  });

  it('refuses the 501st template of an account, yet still updates the ones it has', async () => {
    const { save, templates } = setup();
    for (let i = 0; i < STUDIO_LIMITS.maxTemplatesPerUser; i++) await save.execute({ ownerId: 'owner', draft: draft({ templateName: `t${i}` }) });
    const error = await refusal(save.execute({ ownerId: 'owner', draft: draft() }));
    expect(error).to.deep.include({ kind: 'conflict', code: 'STUDIO_TEMPLATE_LIMIT_REACHED' });
    expect(error.details).to.deep.equal({ max: 500 });
    expect(templates.rows).to.have.length(500);
    const first = templates.rows[0]!;
    expect((await save.execute({ ownerId: 'owner', id: first.id, draft: draft({ templateName: 'renamed' }) })).templateName).to.equal('renamed');
    // The limit is per account.
    expect((await save.execute({ ownerId: 'someone', draft: draft() })).ownerId).to.equal('someone');
  });
});
