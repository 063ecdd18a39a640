import { expect } from 'chai';
import type { DomainError } from '../../../shared/index.js';
import type { AuditResult } from '../domain/audit-result.js';
import { scored } from '../domain/score-band.js';
import { InMemoryAuditRuns } from '../testing/in-memory-fakes.fake.js';
import { InMemoryWebsiteData } from '../testing/in-memory-website-data.fake.js';
import { DeleteWebsiteData } from './delete-website-data/delete-website-data.use-case.js';
import { ListWebsiteData } from './list-website-data/list-website-data.use-case.js';
import type { AuditRunner } from './ports/audit-runner.port.js';
import { RecordWebsiteAnalysis } from './record-website-analysis/record-website-analysis.use-case.js';
import { RunAudit } from './run-audit/run-audit.use-case.js';
import { SaveWebsiteData } from './save-website-data/save-website-data.use-case.js';

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a rejection');
}

const websiteResult = (url: string, detectedUrls: string[], generatedSitemap: string): AuditResult => ({
  type: 'website',
  url,
  overall: scored(80),
  pagesAnalysed: detectedUrls.length,
  findings: [],
  failures: [],
  details: { mainUrl: url, detectedUrls, generatedSitemap } as never,
  schemaVersion: 1,
  collectedAt: '',
  durationMs: 1,
});

const runnerOf = (result: AuditResult): AuditRunner => ({ run: async () => result, close: async () => undefined });

describe('audits: website data use cases', () => {
  let websites: InMemoryWebsiteData;
  let save: SaveWebsiteData;
  let list: ListWebsiteData;
  let remove: DeleteWebsiteData;

  beforeEach(() => {
    websites = new InMemoryWebsiteData();
    save = new SaveWebsiteData(websites);
    list = new ListWebsiteData(websites);
    remove = new DeleteWebsiteData(websites);
  });

  it('makes the first website main, upserts by URL, and moves the main mark when asked', async () => {
    const first = await save.execute({ ownerId: 'u1', name: 'Shop', url: 'https://shop.test' });
    expect(first).to.include({ url: 'https://shop.test/', isMain: true, sitemapContent: '' });
    const blog = await save.execute({ ownerId: 'u1', name: 'Blog', url: 'https://blog.test/' });
    expect(blog.isMain).to.equal(false);
    const again = await save.execute({ ownerId: 'u1', name: 'Shop renamed', url: 'https://SHOP.test/#x', analyzisUrls: ['https://shop.test/a'] });
    expect(again.id).to.equal(first.id);
    expect(again.analyzisUrls).to.deep.equal(['https://shop.test/a']);
    // Absent analysis fields keep what is stored.
    expect((await save.execute({ ownerId: 'u1', name: 'Shop', url: 'https://shop.test/' })).analyzisUrls).to.deep.equal(['https://shop.test/a']);
    await save.execute({ ownerId: 'u1', name: 'Blog', url: 'https://blog.test/', main: true });
    const listed = await list.execute({ ownerId: 'u1' });
    expect(listed.map((w) => [w.name, w.isMain])).to.deep.equal([['Blog', true], ['Shop', false]]);
    expect(await list.execute({ ownerId: 'u2' })).to.deep.equal([]);
  });

  it('edits by id only the owner\'s website, and refuses a URL another of theirs has', async () => {
    const shop = await save.execute({ ownerId: 'u1', name: 'Shop', url: 'https://shop.test/' });
    await save.execute({ ownerId: 'u1', name: 'Blog', url: 'https://blog.test/' });
    expect((await save.execute({ ownerId: 'u1', id: shop.id, name: 'Store', url: 'https://store.test/' })).url).to.equal('https://store.test/');
    expect((await rejection(save.execute({ ownerId: 'u1', id: shop.id, name: 'Store', url: 'https://blog.test/' }))).code).to.equal('AUDITS_WEBSITE_URL_TAKEN');
    expect((await rejection(save.execute({ ownerId: 'u2', id: shop.id, name: 'Mine', url: 'https://store.test/' }))).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    expect((await rejection(save.execute({ ownerId: 'u1', id: 'nope', name: 'Mine', url: 'https://store.test/' }))).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
  });

  it('answers the validation codes before touching anything, and caps an account at 20 websites', async () => {
    expect((await rejection(save.execute({ ownerId: 'u1', name: ' ', url: 'https://a.test/' }))).code).to.equal('AUDITS_WEBSITE_NAME_REQUIRED');
    expect((await rejection(save.execute({ ownerId: 'u1', name: 'A', url: 'http://a.test/' }))).code).to.equal('AUDITS_WEBSITE_URL_HTTPS');
    expect(websites.rows).to.have.length(0);
    for (let i = 0; i < 20; i++) await save.execute({ ownerId: 'u1', name: `S${i}`, url: `https://s${i}.test/` });
    const refused = await rejection(save.execute({ ownerId: 'u1', name: 'One more', url: 'https://more.test/' }));
    expect([refused.kind, refused.code]).to.deep.equal(['conflict', 'AUDITS_WEBSITE_LIMIT_REACHED']);
    // Updating one of the twenty is still allowed.
    expect((await save.execute({ ownerId: 'u1', name: 'Renamed', url: 'https://s3.test/' })).name).to.equal('Renamed');
  });

  it('deletes the owner\'s website only, and hands the main mark to the oldest left', async () => {
    const shop = await save.execute({ ownerId: 'u1', name: 'Shop', url: 'https://shop.test/' });
    const blog = await save.execute({ ownerId: 'u1', name: 'Blog', url: 'https://blog.test/' });
    expect((await rejection(remove.execute({ id: shop.id, ownerId: 'u2' }))).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    expect((await rejection(remove.execute({ id: 'not-a-uuid', ownerId: 'u1' }))).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    await remove.execute({ id: shop.id, ownerId: 'u1' });
    expect((await list.execute({ ownerId: 'u1' })).map((w) => [w.id, w.isMain])).to.deep.equal([[blog.id, true]]);
  });

  describe('a finished website audit', () => {
    let runs: InMemoryAuditRuns;
    const finish = async (userId: string, url: string, result: AuditResult) => {
      const run = await runs.create({ userId, type: result.type, url, crawl: true });
      await new RunAudit(runs, runnerOf(result), new RecordWebsiteAnalysis(websites)).execute({ runId: run.id });
      return run.id;
    };

    beforeEach(() => {
      runs = new InMemoryAuditRuns();
    });

    it('stores the detected URLs and the generated sitemap in the website with that URL', async () => {
      const shop = await save.execute({ ownerId: 'u1', name: 'My shop', url: 'https://shop.test/' });
      await finish('u1', 'https://shop.test/', websiteResult('https://shop.test/', ['https://shop.test/', 'https://shop.test/about'], '<urlset>2</urlset>'));
      const [stored] = await list.execute({ ownerId: 'u1' });
      expect(stored).to.deep.include({ id: shop.id, name: 'My shop', isMain: true, analyzisUrls: ['https://shop.test/', 'https://shop.test/about'], sitemapContent: '<urlset>2</urlset>' });
    });

    it('creates the website, named after its host, when the person has none with that URL', async () => {
      await save.execute({ ownerId: 'u1', name: 'Blog', url: 'https://blog.test/' });
      await finish('u1', 'https://shop.test/en', websiteResult('https://shop.test/en', ['https://shop.test/en'], '<urlset/>'));
      const listed = await list.execute({ ownerId: 'u1' });
      expect(listed.map((w) => [w.name, w.url, w.isMain])).to.deep.equal([['Blog', 'https://blog.test/', true], ['shop.test', 'https://shop.test/en', false]]);
      expect(await list.execute({ ownerId: 'u2' })).to.deep.equal([]);
    });

    it('leaves website data alone for other audit types, http:// addresses and failed runs, and a full account keeps its report', async () => {
      await finish('u1', 'https://a.test/', { ...websiteResult('https://a.test/', [], ''), type: 'content' });
      await finish('u1', 'http://plain.test/', websiteResult('http://plain.test/', ['http://plain.test/'], '<urlset/>'));
      const failing = await runs.create({ userId: 'u1', type: 'website', url: 'https://down.test/', crawl: true });
      await new RunAudit(runs, { run: () => Promise.reject(new Error('down')), close: async () => undefined }, new RecordWebsiteAnalysis(websites)).execute({ runId: failing.id });
      expect(websites.rows).to.have.length(0);
      for (let i = 0; i < 20; i++) await save.execute({ ownerId: 'u1', name: `S${i}`, url: `https://s${i}.test/` });
      const id = await finish('u1', 'https://more.test/', websiteResult('https://more.test/', ['https://more.test/'], '<urlset/>'));
      expect((await runs.find(id))?.status).to.equal('done');
      expect(websites.rows).to.have.length(20);
    });
  });
});
