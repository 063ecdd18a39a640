import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { TemplateContent } from '../../domain/template.js';
import { TemplateKnexRepository } from './template.knex-repository.js';

/** studio_templates on a migrated database (PostgreSQL with DATABASE_URL, PGlite without): every call scoped by owner. */
const content = (templateName: string, extra: Partial<TemplateContent> = {}): TemplateContent => ({
  templateName,
  componentType: 'card',
  templateData: { html: '<article class="card">Ünïcode ✓ 😀</article>', css: '.card { border: 1px solid }', js: 'console.log("hi")\n' },
  ...extra,
});

describe('studio_templates repository (real database)', () => {
  let db: TestDatabase;
  let repo: TemplateKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new TemplateKnexRepository(db.database);
  });
  after(() => db.drop());

  it('creates, lists most recently updated first, replaces and deletes within the owner’s rows only, the data kept verbatim', async () => {
    const owner = `seeded_${randomUUID().slice(0, 8)}`;
    const other = randomUUID();
    const first = await repo.create(randomUUID(), owner, content('first', { templateData: { html: '<p>', css: 'p{}', js: '', theme: 'dark', markup: 'article' } }), 500);
    expect(first).to.deep.include({ ownerId: owner, templateName: 'first', componentType: 'card' });
    expect(first!.templateData).to.deep.equal({ html: '<p>', css: 'p{}', js: '', theme: 'dark', markup: 'article' });
    expect(first!.createdAt).to.be.instanceOf(Date);
    const second = await repo.create(randomUUID(), owner, content('second'), 500);
    expect(second!.templateData).to.deep.equal(content('x').templateData);
    const theirs = await repo.create(randomUUID(), other, content('theirs'), 500);

    // Rows written in one instant fall back to the newest creation: give them distinct times first.
    await db.knex('studio_templates').where({ id: first!.id }).update({ created_at: new Date('2025-01-01T10:00:00Z'), updated_at: new Date('2025-01-01T10:00:00Z') });
    await db.knex('studio_templates').where({ id: second!.id }).update({ created_at: new Date('2025-01-02T10:00:00Z'), updated_at: new Date('2025-01-02T10:00:00Z') });
    expect((await repo.listForOwner(owner)).map((t) => t.templateName)).to.deep.equal(['second', 'first']);

    const replaced = await repo.update(first!.id, owner, content('renamed', { componentType: 'css', templateData: { html: '', css: 'a { color: red }', js: '' } }));
    expect(replaced).to.deep.include({ id: first!.id, templateName: 'renamed', componentType: 'css' });
    expect(replaced!.templateData).to.deep.equal({ html: '', css: 'a { color: red }', js: '' });
    expect(replaced!.createdAt.toISOString()).to.equal('2025-01-01T10:00:00.000Z');
    expect(replaced!.updatedAt.getTime()).to.be.greaterThan(new Date('2025-01-02T10:00:00Z').getTime());
    expect((await repo.listForOwner(owner)).map((t) => t.templateName)).to.deep.equal(['renamed', 'second']);

    expect(await repo.update(theirs!.id, owner, content('stolen'))).to.equal(null);
    expect((await repo.listForOwner(other)).map((t) => t.templateName)).to.deep.equal(['theirs']);
    expect(await repo.delete(theirs!.id, owner)).to.equal(false);
    expect(await repo.delete(second!.id, owner)).to.equal(true);
    expect((await repo.listForOwner(owner)).map((t) => t.id)).to.deep.equal([first!.id]);
    expect(await repo.deleteForOwner(owner)).to.equal(1);
    expect(await repo.listForOwner(owner)).to.deep.equal([]);
    expect(await repo.listForOwner(other)).to.have.length(1);
  });

  it('keeps a 512 KB template and a 120-character name of astral characters', async () => {
    const owner = randomUUID();
    const html = 'é'.repeat(256 * 1024 - 40);
    const name = '😀'.repeat(120);
    const saved = await repo.create(randomUUID(), owner, content(name, { templateData: { html, css: '', js: '' } }), 500);
    const [listed] = await repo.listForOwner(owner);
    expect(listed?.templateName).to.equal(name);
    expect(listed?.templateData.html).to.equal(html);
    expect(saved?.id).to.equal(listed?.id);
  });

  it('creates at most `maxForOwner` templates for an owner, even when the requests arrive together', async () => {
    const owner = `burst_${randomUUID().slice(0, 8)}`;
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => repo.create(randomUUID(), owner, content(`t${i}`), 3)));
    expect(created.filter((t) => t !== null)).to.have.length(3);
    expect(await repo.listForOwner(owner)).to.have.length(3);
  });
});
