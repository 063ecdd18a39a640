import { expect } from 'chai';
import type { TemplateContent } from '../../domain/template.js';
import { refusal } from '../../testing/refusal.fake.js';
import { InMemoryTemplates } from '../../testing/templates.fake.js';
import { RemoveTemplate } from './remove-template.use-case.js';

const content: TemplateContent = { templateName: 'Tabs', templateData: { html: '', css: '', js: '' }, componentType: 'tabs' };
const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

describe('RemoveTemplate', () => {
  const setup = async () => {
    const templates = new InMemoryTemplates();
    await templates.create(ID_1, 'owner', content, 500);
    await templates.create(ID_2, 'owner', content, 500);
    return { templates, remove: new RemoveTemplate(templates) };
  };

  it('deletes by the path’s id, else by the body’s templateId', async () => {
    const { templates, remove } = await setup();
    await remove.execute({ ownerId: 'owner', id: ID_1, templateId: ID_2 });
    expect(templates.rows.map((r) => r.id)).to.deep.equal([ID_2]);
    await remove.execute({ ownerId: 'owner', id: null, templateId: ` ${ID_2} ` });
    expect(templates.rows).to.deep.equal([]);
  });

  it("answers 'Template ID is required' when neither names a template", async () => {
    const { remove, templates } = await setup();
    for (const command of [{}, { id: '', templateId: '' }, { id: '  ', templateId: null }, { templateId: 42 }, { templateId: { id: ID_1 } }]) {
      const error = await refusal(remove.execute({ ownerId: 'owner', ...command }));
      expect(error, JSON.stringify(command)).to.deep.include({ kind: 'validation', code: 'STUDIO_TEMPLATE_ID_REQUIRED', message: 'Template ID is required' });
    }
    expect(templates.rows).to.have.length(2);
  });

  it('answers another owner’s, an unknown and a malformed id as not found, deleting nothing', async () => {
    const { remove, templates } = await setup();
    expect((await refusal(remove.execute({ ownerId: 'intruder', id: ID_1 }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await refusal(remove.execute({ ownerId: 'owner', id: '33333333-3333-4333-8333-333333333333' }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await refusal(remove.execute({ ownerId: 'owner', templateId: 'nope' }))).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect(templates.rows).to.have.length(2);
  });
});
