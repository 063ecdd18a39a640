import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import type { GetComponentsResponse, SaveTemplateRequest, SaveTemplateResponse, StudioComponent } from '../../../src/modules/studio/contract.js';
import { STUDIO_LIMITS } from '../../../src/shared/studio/index.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The studio's saved templates through the real stack (studio README, "HTTP"): save, list, update and
 * remove with the owner taken from the token, other users' templates answering 404, the rules' codes,
 * the size and count limits, the `user` policy; the templates in the account export and gone with the
 * account.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const template = (extra: Partial<SaveTemplateRequest> = {}): SaveTemplateRequest => ({
  templateName: 'Primary button',
  templateData: { html: '<button class="btn">Go</button>', css: '.btn { padding: .5rem 1rem }', js: "document.querySelector('.btn').addEventListener('click', () => console.log('hi'))", theme: 'dark' },
  componentType: 'button',
  ...extra,
});

describe('Studio templates API (/api/studio)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'studio templates pass 2026';
  let app: TestApp;
  let owner: ApiSession;
  let ownerId: string;

  before(async () => {
    app = await startTestApp();
    owner = new ApiSession(app.baseUrl);
    ownerId = (await owner.signUp({ username: `studioowner_${run}`, email: `studio-owner-${run}@example.org`, password })).user.id;
  });
  after(() => app?.stop());

  const knex = () => app.process.container.root.get<Database>(PLATFORM.Database).knex;

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  const list = async (session: ApiSession) => (await session.json<GetComponentsResponse>('GET', '/api/studio/getComponent')).components;

  it('declares every template route for any signed-in account (user): the studio is a Standard feature', () => {
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/studio/saveTemplate') || r.path.startsWith('/api/studio/getComponent') || r.path.startsWith('/api/studio/removeTemplate'));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'DELETE /api/studio/removeTemplate user',
      'DELETE /api/studio/removeTemplate/:id user',
      'GET /api/studio/getComponent user',
      'POST /api/studio/saveTemplate user',
    ]);
  });

  it('saves a template for the token’s user whatever userId says, lists it, updates it by id and removes it', async () => {
    expect(await owner.json('GET', '/api/studio/getComponent')).to.deep.equal({ success: true, components: [] });

    const saved = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', { ...template({ templateName: '  Primary button ' }), userId: 'someone-else', extra: 'dropped' });
    expect(saved.success).to.equal(true);
    expect(saved.id).to.match(/^[0-9a-f-]{36}$/);
    expect(saved.component).to.deep.include({ id: saved.id, templateName: 'Primary button', componentType: 'button' });
    expect(saved.component.templateData).to.deep.equal(template().templateData);
    expect(Object.keys(saved.component).sort()).to.deep.equal(['componentType', 'createdAt', 'id', 'templateData', 'templateName', 'updatedAt']);
    expect(await knex()('studio_templates').where({ id: saved.id }).first('owner_id')).to.deep.equal({ owner_id: ownerId });

    const second = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ templateName: 'Snippet', componentType: 'css', templateData: { html: '', css: 'h1 { color: tomato }', js: '', markup: 'article' } }));
    const listed = await list(owner);
    expect(listed.map((c) => c.id)).to.deep.equal([second.id, saved.id]);
    expect(listed[0]?.templateData).to.deep.equal({ html: '', css: 'h1 { color: tomato }', js: '', markup: 'article' });

    const res = await owner.request('GET', '/api/studio/getComponent');
    expect(res.headers.get('cache-control')).to.equal('no-store');

    const updated = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ id: saved.id, templateName: 'Primary button v2', componentType: 'custom', userId: 'ignored' }));
    expect(updated.id).to.equal(saved.id);
    expect(updated.component).to.deep.include({ templateName: 'Primary button v2', componentType: 'custom', createdAt: saved.component.createdAt });
    expect(Date.parse(updated.component.updatedAt)).to.be.at.least(Date.parse(saved.component.updatedAt));
    expect((await list(owner)).map((c) => [c.id, c.templateName])).to.deep.equal([
      [saved.id, 'Primary button v2'],
      [second.id, 'Snippet'],
    ]);

    // The path names the template; without one, the body's templateId does.
    expect(await owner.json('DELETE', `/api/studio/removeTemplate/${saved.id}`, { templateId: second.id, userId: ownerId })).to.deep.equal({ success: true });
    expect((await list(owner)).map((c) => c.id)).to.deep.equal([second.id]);
    expect((await failure(owner, 'DELETE', `/api/studio/removeTemplate/${saved.id}`, undefined, 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect(await owner.json('DELETE', '/api/studio/removeTemplate', { templateId: second.id })).to.deep.equal({ success: true });
    expect(await list(owner)).to.deep.equal([]);
  });

  it("answers 'Template ID is required' when neither the path nor the body names a template", async () => {
    for (const body of [undefined, {}, { templateId: '' }, { templateId: '   ' }, { templateId: 7 }, { userId: ownerId }]) {
      const error = await failure(owner, 'DELETE', '/api/studio/removeTemplate', body, 400);
      expect(error, JSON.stringify(body)).to.deep.equal({ success: false, code: 'STUDIO_TEMPLATE_ID_REQUIRED', error: 'Template ID is required' });
    }
    expect((await failure(owner, 'DELETE', '/api/studio/removeTemplate/', undefined, 400)).code).to.equal('STUDIO_TEMPLATE_ID_REQUIRED');
    expect((await failure(owner, 'DELETE', '/api/studio/removeTemplate/not-a-uuid', undefined, 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
  });

  it('hides a template from every other user: absent from their list, 404 on update and remove even with the owner’s userId', async () => {
    const { id } = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template());
    const other = new ApiSession(app.baseUrl);
    await other.signUp({ username: `studioother_${run}`, email: `studio-other-${run}@example.org`, password });
    expect(await list(other)).to.deep.equal([]);
    expect((await failure(other, 'POST', '/api/studio/saveTemplate', { ...template({ id, templateName: 'stolen' }), userId: ownerId }, 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await failure(other, 'DELETE', `/api/studio/removeTemplate/${id}`, { userId: ownerId }, 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await failure(other, 'DELETE', '/api/studio/removeTemplate', { templateId: id, userId: ownerId }, 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    expect((await failure(owner, 'POST', '/api/studio/saveTemplate', template({ id: randomUUID() }), 404)).code).to.equal('STUDIO_TEMPLATE_NOT_FOUND');
    const mine = await list(owner);
    expect(mine.find((c) => c.id === id)?.templateName).to.equal('Primary button');
    await owner.json('DELETE', `/api/studio/removeTemplate/${id}`);
  });

  it('refuses a visitor on every call (401), and lets an account whose trial ended keep its templates', async () => {
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'GET', '/api/studio/getComponent', undefined, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'POST', '/api/studio/saveTemplate', template(), 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'DELETE', `/api/studio/removeTemplate/${randomUUID()}`, undefined, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'DELETE', '/api/studio/removeTemplate', { templateId: randomUUID() }, 401)).code).to.equal('AUTH_REQUIRED');

    const lapsed = new ApiSession(app.baseUrl);
    const email = `studio-lapsed-${run}@example.org`;
    const signed = await lapsed.signUp({ username: `studiolapsed_${run}`, email, password });
    await knex()('identity_users').where({ id: signed.user.id }).update({ trial_end_date: new Date(Date.now() - 86_400_000) });
    await lapsed.signIn({ email, password });
    const { id } = await lapsed.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template());
    expect((await list(lapsed)).map((c) => c.id)).to.deep.equal([id]);
    await lapsed.json('DELETE', `/api/studio/removeTemplate/${id}`);
  });

  it('keeps templates for an account whose id is not a UUID (identity ids are text)', async () => {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `seeded_${run}`, status: 'free' });
    const saved = await session.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template());
    expect((await list(session)).map((c) => c.id)).to.deep.equal([saved.id]);
    await session.json('DELETE', `/api/studio/removeTemplate/${saved.id}`);
  });

  it('answers the name rules, the component types and malformed bodies with their codes and fields', async () => {
    for (const templateName of ['', '   ', undefined, null]) {
      expect((await failure(owner, 'POST', '/api/studio/saveTemplate', { ...template(), templateName }, 400)).code, String(templateName)).to.equal('STUDIO_TEMPLATE_NAME_REQUIRED');
    }
    const long = await failure(owner, 'POST', '/api/studio/saveTemplate', template({ templateName: 'n'.repeat(121) }), 400);
    expect(long).to.deep.include({ code: 'STUDIO_TEMPLATE_NAME_TOO_LONG', details: { maxLength: 120 } });
    const edge = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ templateName: ` ${'é'.repeat(120)} ` }));
    expect(edge.component.templateName).to.equal('é'.repeat(120));
    await owner.json('DELETE', `/api/studio/removeTemplate/${edge.id}`);

    for (const [body, field] of [
      [{ ...template(), componentType: 'carousel' }, 'componentType'],
      [{ ...template(), componentType: undefined }, 'componentType'],
      [{ ...template(), templateData: undefined }, 'templateData'],
      [{ ...template(), templateData: { html: '<p>', css: '' } }, 'templateData.js'],
      [{ ...template(), templateData: { ...template().templateData, html: 42 } }, 'templateData.html'],
      [{ ...template(), templateData: { ...template().templateData, theme: 'sepia' } }, 'templateData.theme'],
      [{ ...template(), templateName: 12 }, 'templateName'],
      [{ ...template(), templateData: { ...template().templateData, html: 'a\u0000b' } }, 'templateData.html'],
    ] as const) {
      const error = await failure(owner, 'POST', '/api/studio/saveTemplate', body, 400);
      expect(error.code, JSON.stringify(body).slice(0, 120)).to.equal('VALIDATION_FAILED');
      expect(Object.keys((error.details as { fields: Record<string, string> }).fields), JSON.stringify(body).slice(0, 120)).to.include(field);
    }
    const res = await owner.request('POST', '/api/studio/saveTemplate', '{"templateName": ', { 'Content-Type': 'application/json' });
    expect(res.status).to.equal(400);
    expect(await list(owner)).to.deep.equal([]);
  });

  it('takes data up to 512 KB as UTF-8 JSON, answers 413 STUDIO_TEMPLATE_DATA_TOO_LARGE above, and 413 PAYLOAD_TOO_LARGE past the 1 MB body', async () => {
    const overhead = Buffer.byteLength(JSON.stringify({ html: '', css: '', js: '' }));
    const fits = { html: 'x'.repeat(STUDIO_LIMITS.maxTemplateDataBytes - overhead), css: '', js: '' };
    const saved = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ templateData: fits }));
    expect(saved.component.templateData.html).to.have.length(fits.html.length);

    // One more byte, as a two-byte character in place of one.
    const over = { html: `é${'x'.repeat(STUDIO_LIMITS.maxTemplateDataBytes - overhead - 1)}`, css: '', js: '' };
    const tooLarge = await failure(owner, 'POST', '/api/studio/saveTemplate', template({ templateData: over }), 413);
    expect(tooLarge).to.deep.include({ code: 'STUDIO_TEMPLATE_DATA_TOO_LARGE', details: { maxBytes: STUDIO_LIMITS.maxTemplateDataBytes, bytes: STUDIO_LIMITS.maxTemplateDataBytes + 1 } });
    // An update is held to the same limit, and leaves the template as it was.
    expect((await failure(owner, 'POST', '/api/studio/saveTemplate', template({ id: saved.id, templateData: over }), 413)).code).to.equal('STUDIO_TEMPLATE_DATA_TOO_LARGE');

    const huge = { html: 'x'.repeat(1024 * 1024), css: '', js: '' };
    expect((await failure(owner, 'POST', '/api/studio/saveTemplate', template({ templateData: huge }), 413)).code).to.equal('PAYLOAD_TOO_LARGE');
    expect((await list(owner)).map((c) => c.id)).to.deep.equal([saved.id]);
    await owner.json('DELETE', `/api/studio/removeTemplate/${saved.id}`);
  });

  it('refuses the 501st template of an account with 409 STUDIO_TEMPLATE_LIMIT_REACHED, and still updates and removes', async () => {
    const session = new ApiSession(app.baseUrl);
    const { user } = await session.signUp({ username: `studiofull_${run}`, email: `studio-full-${run}@example.org`, password });
    // 500 rows straight into the table: saving them one by one would only test the same path 500 times.
    const rows = Array.from({ length: STUDIO_LIMITS.maxTemplatesPerUser }, (_, i) => ({
      id: randomUUID(),
      owner_id: user.id,
      template_name: `seeded ${i}`,
      component_type: 'card',
      template_data: JSON.stringify({ html: `<div>${i}</div>`, css: '', js: '' }),
    }));
    await knex().batchInsert('studio_templates', rows, 250);

    const refused = await failure(session, 'POST', '/api/studio/saveTemplate', template(), 409);
    expect(refused).to.deep.include({ code: 'STUDIO_TEMPLATE_LIMIT_REACHED', details: { max: 500 } });
    const listed = await list(session);
    expect(listed).to.have.length(500);

    const first = rows[0]!;
    const updated = await session.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ id: first.id, templateName: 'still editable' }));
    expect(updated.component.templateName).to.equal('still editable');
    expect((await list(session))[0]?.id).to.equal(first.id);
    await session.json('DELETE', `/api/studio/removeTemplate/${first.id}`);
    const again = await session.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ templateName: 'room again' }));
    expect((await list(session)).filter((c: StudioComponent) => c.id === again.id)).to.have.length(1);
  });

  it('puts the templates in the account export and erases them with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `studioleaver_${run}`, email: `studio-leaver-${run}@example.org`, password });
    const { id } = await person.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template({ templateName: 'Mine to take' }));

    const exported = (await (await person.request('GET', '/api/auth/export')).json()) as { sections: { studio: { templates: StudioComponent[] } } };
    expect(exported.sections.studio.templates.map((t) => [t.id, t.templateName, t.componentType])).to.deep.equal([[id, 'Mine to take', 'button']]);
    expect(exported.sections.studio.templates[0]?.templateData).to.deep.equal(template().templateData);

    // Someone else's template stays.
    const { id: ownersId } = await owner.json<SaveTemplateResponse>('POST', '/api/studio/saveTemplate', template());
    const res = await person.request('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(res.status).to.equal(200);
    expect(await knex()('studio_templates').where({ owner_id: user.id }).count('* as n')).to.deep.equal([{ n: '0' }]);
    expect((await list(owner)).map((c) => c.id)).to.include(ownersId);
  });
});
