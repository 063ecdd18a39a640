import { expect } from 'chai';
import type { TemplateContent } from '../../domain/template.js';
import { InMemoryTemplates } from '../../testing/templates.fake.js';
import { ListTemplates } from './list-templates.use-case.js';

const content = (templateName: string): TemplateContent => ({ templateName, templateData: { html: '', css: '', js: '' }, componentType: 'card' });

describe('ListTemplates', () => {
  it('lists the owner’s templates only, most recently updated first', async () => {
    const templates = new InMemoryTemplates();
    const list = new ListTemplates(templates);
    const a = await templates.create('a', 'owner', content('a'), 500);
    await templates.create('b', 'owner', content('b'), 500);
    await templates.create('c', 'other', content('c'), 500);
    await templates.update(a!.id, 'owner', content('a2'));
    expect((await list.execute({ ownerId: 'owner' })).map((t) => t.templateName)).to.deep.equal(['a2', 'b']);
    expect((await list.execute({ ownerId: 'nobody' }))).to.deep.equal([]);
  });
});
